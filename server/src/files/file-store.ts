import { randomUUID } from 'node:crypto';
import { createReadStream, existsSync, mkdirSync } from 'node:fs';
import {
  access,
  constants,
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Keys look like `notes/data-structures.pdf`: one folder, one file, nothing that climbs out. */
export const keyPattern = /^[a-z0-9-]+\/[a-z0-9][a-z0-9._-]*$/;

export function checkKey(key: string): void {
  if (!keyPattern.test(key) || key.includes('..')) throw new Error(`Invalid file key: ${key}`);
}

/** Bytes from `start` to `end`, both included, as a Content-Range header names them. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface StoredFileStat {
  size: number;
  version: string;
}

/**
 * Stored files (note PDFs, question papers, project zips, previews, cover images): on this
 * machine's disk under DATA_DIR/files, or in an S3-compatible bucket (decision 32). Only the server
 * knows a file's key; clients reach files through endpoints that check access first (decision 4).
 */
export interface FileStore {
  kind: 'local' | 's3';
  /** Throws unless the store can be reached and written to (for /api/ready). */
  check(): Promise<void>;
  write(key: string, content: Uint8Array | string): Promise<void>;
  /** The file's size in bytes, or undefined when there is no such file. */
  size(key: string): Promise<number | undefined>;
  /**
   * The file's size and its version: something that changes whenever the file is replaced (its
   * modification time on disk, the object's ETag in S3), for the ETag of a download.
   */
  stat(key: string): Promise<StoredFileStat | undefined>;
  exists(key: string): Promise<boolean>;
  /** The file, or with `range` only its bytes from `start` to `end`, both included. */
  read(key: string, range?: ByteRange): Promise<Readable>;
  /** The whole file, for a copy changed on the way out (a stamped note). */
  bytes(key: string): Promise<Uint8Array>;
  /**
   * Where an upload in progress is written while it is checked: on this machine's disk (inside
   * DATA_DIR), never under a name the uploader chose.
   */
  temporaryPath(): string;
  /** Moves a checked upload (or a file made from one) to its key; the temporary file is gone after. */
  moveIn(temporaryPath: string, key: string): Promise<void>;
  remove(key: string): Promise<void>;
  /**
   * Every key in the store (for `npm run files -- migrate`), or only those starting with `prefix`
   * (a buyer's stamped copies of a note).
   */
  keys(prefix?: string): AsyncIterable<string>;
  /**
   * A short-lived address the client can fetch the file from directly, when the store offers
   * one and is set to (S3 with S3_DOWNLOADS=redirect); undefined means stream it.
   */
  downloadUrl(
    key: string,
    options: { fileName: string; disposition: 'attachment' | 'inline'; contentType: string },
  ): Promise<string | undefined>;
}

/** Stored files under `root` (DATA_DIR/files). */
export function createFileStore(root: string): FileStore {
  function resolve(key: string): string {
    checkKey(key);
    return path.join(root, key);
  }
  const statOf = async (key: string): Promise<StoredFileStat | undefined> => {
    if (!keyPattern.test(key)) return undefined;
    try {
      const info = await stat(resolve(key));
      return info.isFile() ? { size: info.size, version: String(info.mtimeMs) } : undefined;
    } catch {
      return undefined;
    }
  };
  const size = async (key: string) => (await statOf(key))?.size;

  return {
    kind: 'local',
    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.R_OK | constants.W_OK);
    },
    async write(key, content) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    },
    size,
    stat: statOf,
    exists: async (key) => (await size(key)) !== undefined,
    async read(key, range) {
      return createReadStream(resolve(key), range && { start: range.start, end: range.end });
    },
    bytes: (key) => readFile(resolve(key)),
    temporaryPath: () => temporaryPathIn(root),
    async moveIn(temporaryPath, key) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      await rename(temporaryPath, target);
    },
    async remove(key) {
      await rm(resolve(key), { force: true });
    },
    async *keys(prefix = '') {
      if (!existsSync(root)) return;
      // A prefix that names its folder reads only that folder.
      const inFolder = prefix.includes('/') ? prefix.slice(0, prefix.indexOf('/')) : undefined;
      for (const folder of await readdir(root, { withFileTypes: true })) {
        if (!folder.isDirectory() || folder.name === uploadsInProgress) continue;
        if (inFolder !== undefined && folder.name !== inFolder) continue;
        for (const file of await readdir(path.join(root, folder.name), { withFileTypes: true })) {
          const key = `${folder.name}/${file.name}`;
          if (file.isFile() && keyPattern.test(key) && key.startsWith(prefix)) yield key;
        }
      }
    },
    downloadUrl: async () => undefined,
  };
}

const uploadsInProgress = 'uploads-in-progress';

export function temporaryPathIn(root: string): string {
  const folder = path.join(root, uploadsInProgress);
  mkdirSync(folder, { recursive: true });
  return path.join(folder, `${randomUUID()}.part`);
}
