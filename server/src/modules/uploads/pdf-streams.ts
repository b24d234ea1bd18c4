import { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createInflate, inflateSync } from 'node:zlib';
import type { PDFObject, PDFRawStream } from 'pdf-lib';
import { lazy } from '../../lib/lazy.ts';
import { invalidFile } from './upload-errors.ts';

const pdfLib = lazy(() => import('pdf-lib'));
type PdfLib = Awaited<ReturnType<typeof pdfLib>>;

const mebibyte = 1024 * 1024;

/**
 * Object and cross-reference streams are inflated by pdf-lib each time it opens the file (to cut
 * the preview, and to stamp every paid download) on the thread that answers requests. A
 * 1,000-page book needs 2 MiB of them; pdf-lib inflates 16 MiB in about 0.2 seconds.
 */
export const openedStreamLimit = 16 * mebibyte;
/**
 * All streams together, as a reader unpacks them to show the pages: text and images compress 2 to
 * 20 times, a PDF bomb about a thousand.
 */
export const streamRatio = 100;
export const streamLimitFloor = 64 * mebibyte;

const size = (bytes: number) =>
  bytes < mebibyte ? `${Math.ceil(bytes / 1024)} KiB` : `${Math.round(bytes / mebibyte)} MiB`;

const saveAgain =
  'Please save it again from the program that made it (for example with Print to PDF).';

/** Thrown inside the counting pipeline once a stream is past what is left of the limit. */
class OverLimit extends Error {}

/** Most streams are small: up to this much is inflated in one call, and held for a moment. */
const inflatedAtOnce = 8 * mebibyte;

/**
 * What `data` inflates to through `layers` zlib inflaters (FlateDecode that many times), every
 * layer's output counted; counting stops once it passes `room`. A large, damaged or cut-off
 * stream is counted as it streams through, keeping nothing, for what comes out before it ends:
 * readers show that much of a damaged stream too.
 */
async function inflatedBytes(data: Uint8Array, layers: number, room: number): Promise<number> {
  try {
    let counted = 0;
    let input = data;
    for (let layer = 0; layer < layers && counted <= room; layer++) {
      input = inflateSync(input, { maxOutputLength: Math.min(room - counted, inflatedAtOnce) + 1 });
      counted += input.length;
    }
    return counted;
  } catch {
    // Larger than that, damaged or cut off: counted as it streams, below.
  }
  let counted = 0;
  const counter = () =>
    new Transform({
      transform(chunk: Buffer, _encoding, done) {
        counted += chunk.length;
        done(counted > room ? new OverLimit() : null, chunk);
      },
    });
  const stages = Array.from({ length: layers }, () => [
    createInflate({ chunkSize: 64 * 1024 }),
    counter(),
  ]).flat();
  const discard = new Writable({ write: (_chunk, _encoding, done) => done() });
  await pipeline([Readable.from([data]), ...stages, discard]).catch(() => {});
  return counted;
}

/** What pdf-lib's own decoders unpack `stream` to, read a MiB at a time up to `room` and a MiB. */
function decodedBytes(lib: PdfLib, stream: PDFRawStream, room: number): number {
  let counted = 0;
  try {
    const decoded = lib.decodePDFRawStream(stream);
    for (let chunk = decoded.getBytes(mebibyte); chunk.length > 0; ) {
      counted += chunk.length;
      if (counted > room) break;
      chunk = decoded.getBytes(mebibyte);
    }
  } catch {
    // A filter pdf-lib cannot undo, or damaged data: opening the file stops there too.
  }
  return counted;
}

/** The stream's filters, in the order they are undone. */
function filtersOf(lib: PdfLib, stream: PDFRawStream): PDFObject[] {
  const filter = stream.dict.lookup(lib.PDFName.of('Filter'));
  if (filter instanceof lib.PDFArray) {
    return filter.asArray().map((item) => stream.dict.context.lookup(item) ?? item);
  }
  return filter ? [filter] : [];
}

/**
 * Refuses a PDF whose streams unpack to far more than the file weighs, before pdf-lib opens it.
 * Each stream is found and read with pdf-lib's own parser, as opening the file reads it, and
 * unpacked with a cap:
 * - its ASCII layers and then its Flate layers, where bombs hide, with zlib (native, off the
 *   JavaScript heap, and a large stream counted as it streams, keeping nothing);
 * - an object or cross-reference stream under any other filter (LZW, RunLength) with pdf-lib's
 *   own decoders, which opening the file runs.
 * Object and cross-reference streams (and any whose /Type is a reference, which only a crafted
 * file writes) may unpack to `openedStreamLimit` together; all streams together to `streamRatio`
 * times the file's size, and never less than `streamLimitFloor`. Any other stream whose first
 * filter is LZW, RunLength or an image codec is not unpacked: the server never does, and readers
 * decode an image within the dimensions its dictionary states.
 */
export async function checkStreamSizes(bytes: Buffer): Promise<void> {
  const lib = await pdfLib();
  const { PDFName, PDFRawStream, PDFRef } = lib;
  const context = lib.PDFContext.create();
  const allLimit = Math.max(streamLimitFloor, streamRatio * bytes.length);
  const openedTypes = [PDFName.of('ObjStm'), PDFName.of('XRef')];
  const asciiFilters = [PDFName.of('ASCIIHexDecode'), PDFName.of('ASCII85Decode')];
  const flate = PDFName.of('FlateDecode');
  let opened = 0;
  let all = 0;

  // `<number> <generation> obj`, with whitespace or comments between, as pdf-lib reads it. A
  // match inside another stream's bytes parses as nothing, or as a stream counted twice.
  const objectHeader = /(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*)+(\d+)(?:[\0\t\n\f\r ]|%[^\r\n]*)+obj/g;
  for (const header of bytes.toString('latin1').matchAll(objectHeader)) {
    let object: PDFObject;
    try {
      const start = header.index + header[0].length;
      object = lib.PDFObjectParser.forBytes(bytes.subarray(start), context).parseObject();
    } catch {
      continue;
    }
    // Kept, so a /Filter written as a reference is looked up as pdf-lib would look it up.
    context.assign(PDFRef.of(Number(header[1]), Number(header[2])), object);
    if (!(object instanceof PDFRawStream)) continue;

    const filters = filtersOf(lib, object);
    let ascii = 0;
    while (asciiFilters.some((filter) => filter === filters[ascii])) ascii += 1;
    let layers = 0;
    while (filters[ascii + layers] === flate) layers += 1;
    const type = object.dict.get(PDFName.of('Type'));
    const opensWithFile = type instanceof PDFRef || openedTypes.some((name) => name === type);
    const room = opensWithFile
      ? Math.min(openedStreamLimit - opened, allLimit - all)
      : allLimit - all;
    let unpacked = 0;
    if (opensWithFile && (layers === 0 || ascii + layers < filters.length)) {
      unpacked = decodedBytes(lib, object, room);
    } else if (layers > 0) {
      let packed = object.contents;
      if (ascii > 0) {
        // ASCII layers only shrink the data; what they leave is the Flate layers' input.
        const outer = context.obj({ Filter: filters.slice(0, ascii) });
        try {
          packed = lib.decodePDFRawStream(PDFRawStream.of(outer, object.contents)).decode();
        } catch {
          continue;
        }
      }
      unpacked = await inflatedBytes(packed, layers, room);
    }
    all += unpacked;
    if (opensWithFile) opened += unpacked;
    if (opened > openedStreamLimit) {
      throw invalidFile(
        `This PDF's object streams unpack to more than ${size(openedStreamLimit)}. The server unpacks them each time it opens the file, and no ordinary PDF needs that much. ${saveAgain}`,
      );
    }
    if (all > allLimit) {
      throw invalidFile(
        `This PDF's compressed contents unpack to more than ${size(allLimit)}, far more than a file of ${size(bytes.length)} holds, as PDF bombs do. ${saveAgain}`,
      );
    }
  }
}
