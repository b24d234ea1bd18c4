import { randomUUID } from 'node:crypto';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { access, constants, mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Keys look like `notes/data-structures.pdf`: one folder, one file, nothing that climbs out. */
const keyPattern = /^[a-z0-9-]+\/[a-z0-9][a-z0-9._-]*$/;

/**
 * Stored files (note PDFs, question papers, project zips, previews, cover images) under
 * DATA_DIR/files. Only the server knows a file's key; clients reach files through endpoints
 * that check access first (decision 4).
 */
export function createFileStore(root: string) {
  function resolve(key: string): string {
    if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid file key: ${key}`);
    return path.join(root, key);
  }

  return {
    kind: 'local' as const,
    /** Throws unless the store can be written to (for /api/ready). */
    async check(): Promise<void> {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    write(key: string, content: Uint8Array | string): void {
      const target = resolve(key);
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    },
    exists(key: string): boolean {
      return keyPattern.test(key) && existsSync(resolve(key));
    },
    size(key: string): number {
      return statSync(resolve(key)).size;
    },
    read(key: string) {
      return createReadStream(resolve(key));
    },
    /** The whole file, for a copy changed on the way out (a stamped note). */
    bytes(key: string): Promise<Uint8Array> {
      return readFile(resolve(key));
    },
    /**
     * Where an upload in progress is written: inside the store, so moving it into place is a
     * rename on the same disk, and never under a name the uploader chose.
     */
    temporaryPath(): string {
      const folder = path.join(root, 'uploads-in-progress');
      mkdirSync(folder, { recursive: true });
      return path.join(folder, `${randomUUID()}.part`);
    },
    /** Moves a checked upload (or a file made from one) to its key. */
    moveIn(temporaryPath: string, key: string): void {
      const target = resolve(key);
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(temporaryPath, target);
    },
    remove(key: string): void {
      rmSync(resolve(key), { force: true });
    },
  };
}

export type FileStore = ReturnType<typeof createFileStore>;
