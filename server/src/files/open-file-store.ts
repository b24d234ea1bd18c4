import type { S3Config } from '../config.ts';
import { createFileStore, type FileStore } from './file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

/** The store the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function openFileStore(config: { filesDir: string; s3?: S3Config | undefined }): FileStore {
  return config.s3
    ? createS3FileStore(config.s3, config.filesDir)
    : createFileStore(config.filesDir);
}
