import { createHash } from 'node:crypto';
import type { FileStore } from './file-store.ts';

export interface MigrationReport {
  copied: number;
  /** Already in the target with the same content: left alone, so a rerun finishes the job. */
  alreadyThere: number;
  /** Keys whose copy did not read back the same; the command fails when any are listed. */
  mismatched: string[];
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Copies every stored file from one store to another and reads each copy back, comparing its
 * SHA-256 with the original. Nothing is removed from the source; the server is switched over by
 * setting S3_BUCKET once this reports no mismatch.
 */
export async function migrateFiles(
  from: FileStore,
  to: FileStore,
  progress: (key: string, outcome: 'copied' | 'already there' | 'MISMATCH') => void = () => {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, mismatched: [] };
  for await (const key of from.keys()) {
    const original = await from.bytes(key);
    const digest = sha256(original);
    const existing = await to.size(key);
    if (existing === original.byteLength && sha256(await to.bytes(key)) === digest) {
      report.alreadyThere += 1;
      progress(key, 'already there');
      continue;
    }
    await to.write(key, original);
    const copy = await to.bytes(key);
    if (copy.byteLength !== original.byteLength || sha256(copy) !== digest) {
      report.mismatched.push(key);
      progress(key, 'MISMATCH');
      continue;
    }
    report.copied += 1;
    progress(key, 'copied');
  }
  return report;
}
