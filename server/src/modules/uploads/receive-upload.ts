import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { PassThrough, type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tooLarge } from './upload-errors.ts';

export interface ReceivedUpload {
  bytes: number;
  sha256: string;
}

/**
 * Streams a request body to `target`, counting bytes as they arrive: a Content-Length that lies
 * (or none at all, with chunked encoding) cannot get more than `limit` bytes onto the disk.
 */
export async function receiveUpload(
  body: Readable,
  target: string,
  limit: number,
  what: string,
): Promise<ReceivedUpload> {
  const hash = createHash('sha256');
  let bytes = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limit) return done(tooLarge(what, limit));
      hash.update(chunk);
      done(null, chunk);
    },
  });
  // The request itself is not handed to pipeline, which would destroy its socket on a refusal
  // and leave no way to send the 413; it is unpiped and drained instead.
  const source = new PassThrough();
  body.pipe(source);
  try {
    await pipeline(source, counter, createWriteStream(target, { flags: 'wx' }));
  } catch (error) {
    body.unpipe(source);
    body.resume();
    throw error;
  }
  return { bytes, sha256: hash.digest('hex') };
}
