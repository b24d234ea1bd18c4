import type { S3Config } from '../config.ts';
import { createFileStore, type FileStore } from './file-store.ts';

/**
 * The store the configuration names: the S3 bucket when S3_BUCKET is set, else DATA_DIR/files.
 * The AWS SDK is loaded only for S3: a server on local files starts without it.
 */
export async function openFileStore(config: {
  filesDir: string;
  s3?: S3Config | undefined;
}): Promise<FileStore> {
  if (!config.s3) return createFileStore(config.filesDir);
  const { createS3FileStore } = await import('./s3-file-store.ts');
  return createS3FileStore(config.s3, config.filesDir);
}
