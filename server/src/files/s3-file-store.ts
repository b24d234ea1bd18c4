import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Config } from '../config.ts';
import {
  type ByteRange,
  checkKey,
  type FileStore,
  keyPattern,
  type StoredFileStat,
  temporaryPathIn,
} from './file-store.ts';

const contentTypes: Record<string, string> = {
  pdf: 'application/pdf',
  zip: 'application/zip',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  png: 'image/png',
};

const contentTypeOf = (key: string) =>
  contentTypes[key.split('.').pop() ?? ''] ?? 'application/octet-stream';

function isMissing(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return (
    named.name === 'NotFound' ||
    named.name === 'NoSuchKey' ||
    named.$metadata?.httpStatusCode === 404
  );
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    // Checksums only where S3 requires them: streamed bodies then go up as plain bodies of known
    // length rather than aws-chunked with a trailer, which not every S3-compatible store reads.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.accessKeyId && config.secretAccessKey
      ? {
          credentials: {
            accessKeyId: config.accessKeyId,
            secretAccessKey: config.secretAccessKey,
          },
        }
      : {}),
  });
}

/**
 * Stored files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO), which every process
 * shares. The bucket stays private: objects are written without any public ACL, and clients get
 * them only through the server, streamed or by a presigned address that lives
 * DOWNLOAD_URL_TTL_SECONDS (decision 32). Uploads are checked on this machine's disk first
 * (`localRoot`, DATA_DIR/files) and then put in the bucket.
 */
export function createS3FileStore(config: S3Config, localRoot: string): FileStore {
  const client = createS3Client(config);
  const Bucket = config.bucket;

  async function put(key: string, body: Uint8Array | string | Readable, length?: number) {
    checkKey(key);
    await client.send(
      new PutObjectCommand({
        Bucket,
        Key: key,
        Body: body,
        ContentType: contentTypeOf(key),
        ...(length !== undefined ? { ContentLength: length } : {}),
      }),
    );
  }

  async function statObject(key: string): Promise<StoredFileStat | undefined> {
    if (!keyPattern.test(key)) return undefined;
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return {
        size: head.ContentLength ?? 0,
        version: head.ETag ?? head.LastModified?.toISOString() ?? '',
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }
  const size = async (key: string) => (await statObject(key))?.size;

  async function get(key: string, range?: ByteRange) {
    checkKey(key);
    const object = await client.send(
      new GetObjectCommand({
        Bucket,
        Key: key,
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    if (!object.Body) throw new Error(`The store returned no body for ${key}`);
    return object.Body as Readable & { transformToByteArray: () => Promise<Uint8Array> };
  }

  return {
    kind: 's3',
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
    async write(key, content) {
      await put(key, content);
    },
    size,
    stat: statObject,
    exists: async (key) => (await size(key)) !== undefined,
    read: (key, range) => get(key, range),
    bytes: async (key) => (await get(key)).transformToByteArray(),
    temporaryPath: () => temporaryPathIn(localRoot),
    async moveIn(temporaryPath, key) {
      const { size: length } = await stat(temporaryPath);
      await put(key, createReadStream(temporaryPath), length);
      await rm(temporaryPath, { force: true });
    },
    async remove(key) {
      checkKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *keys(prefix) {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && keyPattern.test(object.Key)) yield object.Key;
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async downloadUrl(key, options) {
      if (config.downloads !== 'redirect') return undefined;
      checkKey(key);
      const extension = key.split('.').pop() ?? '';
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: key,
          ResponseContentType: options.contentType,
          ResponseContentDisposition: `${options.disposition}; filename="${options.fileName}.${extension}"`,
          ResponseCacheControl: 'private, no-store',
        }),
        { expiresIn: config.downloadUrlTtlSeconds },
      );
    },
  };
}
