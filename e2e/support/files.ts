import { crc32, deflateSync } from 'node:zlib';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/** A real PDF of `pages` pages, each saying its title and page number, as an operator uploads. */
export async function makePdf(title: string, pages: number): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${title}, page ${number}`, { x: 60, y: 760, size: 18 });
  }
  return Buffer.from(await pdf.save());
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** A real PNG (8-bit RGB, a diagonal gradient) of the given size, for a card image. */
export function makePng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const start = y * (width * 3 + 1); // each row starts with filter type 0
    for (let x = 0; x < width; x += 1) {
      rows.set(
        [79, Math.round((255 * x) / width), Math.round((255 * y) / height)],
        start + 1 + x * 3,
      );
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const showText = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g;
const stringToken = /<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g;

function decodeString(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  return token.slice(1, -1).replace(/\\([nrtbf()\\])/g, '$1');
}

/**
 * The text each page of a PDF shows, read from its content streams: enough for PDFs written with
 * pdf-lib's standard fonts, as the site's stamp is (decision 28); not a general text extractor.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const lines: string[] = [];
    for (const ref of refs) {
      const stream = pdf.context.lookup(ref as PDFRef);
      if (!(stream instanceof PDFRawStream)) continue;
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      for (const match of source.matchAll(showText)) {
        const tokens = (match[1] ?? match[2] ?? '').match(stringToken) ?? [];
        lines.push(tokens.map(decodeString).join(''));
      }
    }
    return lines.join('\n');
  });
}
