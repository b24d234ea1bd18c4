import { transcode } from 'node:buffer';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The encoding of a page's HTML a browser takes: brotli, else gzip, else none. */
export function pageEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, weight]) => weight?.trim() !== 'q=0')
      .map(([name]) => name?.trim().toLowerCase()),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/**
 * The brotli window for a page of this many bytes: the smallest that holds the whole page, which
 * compresses as well as brotli's default 4 MiB window (within a few bytes either way on the site's
 * pages: 8,784 for the signed-in notes list with both). Each compressor sets up its window and
 * tables at the window's size, for every page: with the default, ten signed-in notes lists
 * compressed at once cost 2.7 ms of CPU each, 0.4 ms of it on the event loop (setting up and
 * freeing megabytes); with their 128 KiB window, 1.0 ms and 0.06 ms.
 */
function brotliWindowBits(bytes: number): number {
  // Brotli's window holds 16 bytes less than its power of two.
  const fits = Math.ceil(Math.log2(bytes + 16));
  return Math.min(
    Math.max(fits, zlibConstants.BROTLI_MIN_WINDOW_BITS),
    zlibConstants.BROTLI_DEFAULT_WINDOW,
  );
}

// A page's UTF-16 on its way to UTF-8 (below). Pages are turned into bytes one at a time, so one
// buffer takes each in turn instead of a new one per page (140 KB for the notes list); a page of
// over 1 MiB gets one of its own.
const maxUtf16Scratch = 1024 * 1024;
let utf16Scratch = Buffer.alloc(0);

/**
 * A page's HTML as UTF-8 bytes. A page with any character beyond Latin-1 in it (the rupee sign of
 * every price) is a two-byte string in V8, which `Buffer.from` encodes one character at a time,
 * after a first pass to measure it: for the signed-in notes list, a sixth of the event loop's
 * instructions. The string's UTF-16 is a plain copy, and `transcode` turns it into UTF-8 with
 * SIMD: 20 µs instead of 176 µs for that page, and the same bytes. It refuses a lone surrogate
 * (which `Buffer.from` writes as U+FFFD): such a page takes the slow way.
 */
export function utf8(html: string): Buffer {
  const utf16Length = html.length * 2;
  if (utf16Length > utf16Scratch.length && utf16Length <= maxUtf16Scratch) {
    utf16Scratch = Buffer.allocUnsafe(utf16Length);
  }
  const utf16 = utf16Length <= utf16Scratch.length ? utf16Scratch : Buffer.allocUnsafe(utf16Length);
  utf16.write(html, 'utf16le');
  try {
    return transcode(utf16.subarray(0, utf16Length), 'utf16le', 'utf8');
  } catch {
    return Buffer.from(html);
  }
}

/**
 * A page's HTML compressed for the browser: a page of cards is 70 KB of markup and about 8 KB
 * compressed, which a phone on a slow connection gets 300 ms sooner. A visitor's page is
 * compressed once and kept (the page cache's `sent`), at brotli quality 5; a signed-in student's
 * is compressed for each request, at quality 4: 1.0 ms instead of 1.4 ms for the notes list, for
 * 7% more bytes (8.8 KB against 8.2 KB).
 */
export function compressPage(
  bytes: Buffer,
  encoding: 'br' | 'gzip',
  kept: boolean,
): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(bytes, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: kept ? 5 : 4,
          [zlibConstants.BROTLI_PARAM_LGWIN]: brotliWindowBits(bytes.length),
        },
      })
    : gzipped(bytes, { level: 6 });
}
