import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFRef } from 'pdf-lib';

/** A PDF string as written in a content stream: <hex> or (literal), back to its characters. */
function decodeString(token: string): string {
  if (token.startsWith('<')) {
    const hex = token.slice(1, -1).replace(/\s+/g, '');
    return Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex').toString('latin1');
  }
  return token.slice(1, -1).replace(/\\([nrtbf()\\]|[0-7]{1,3})/g, (_match, escaped: string) => {
    const simple: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
    if (/^[0-7]+$/.test(escaped)) return String.fromCharCode(Number.parseInt(escaped, 8));
    return simple[escaped] ?? escaped;
  });
}

const showText = /\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g;
const stringToken = /<[0-9a-fA-F\s]*>|\((?:[^)\\]|\\.)*\)/g;

/**
 * The text each page of a PDF shows, one line per text-showing operator, read with pdf-lib from
 * the page's content streams. Enough for the PDFs this app makes (pdfkit and pdf-lib, standard
 * fonts); not a general text extractor.
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
