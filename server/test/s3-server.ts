import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { freePort } from './redis-server.ts';

/**
 * An S3-compatible server for tests: the `s3rver` package (decision 31), on a free loopback port
 * with a fresh folder and one bucket. It speaks the S3 API and checks signatures, but does not
 * refuse anonymous reads as a private bucket would.
 */
export async function startS3Server(bucket = 'studyhub-test') {
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: mkdtempSync(path.join(tmpdir(), 'studyhub-s3rver-')),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    /** The server's settings for this bucket (s3rver's fixed credentials). */
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: () => server.close(),
  };
}
