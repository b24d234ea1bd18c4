import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A data directory of its own for a test file's app (its DATA_DIR), and a look at what the app's
 * file store there holds: a test shows with it that a refused upload left nothing behind.
 */
export function testDataDir(prefix: string) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const storeDir = path.join(dir, 'files');
  return {
    dir,
    /** Every file in the store, by its path inside it, sorted. */
    storedFiles(): string[] {
      return readdirSync(storeDir, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(storeDir, path.join(entry.parentPath, entry.name)))
        .sort();
    },
  };
}
