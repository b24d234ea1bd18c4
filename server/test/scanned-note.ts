import { randomBytes } from 'node:crypto';
import {
  concatTransformationMatrix,
  drawObject,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
} from 'pdf-lib';

/**
 * A note as an operator uploads one: `pages` A4 pages, each a title line and a scan of about
 * `bytesPerPage` (grey noise, stored as it is: a scan's bytes do not compress either). 120 pages
 * of 136 KiB make the 16 MiB note of issue 21, point 5.
 */
export async function scannedNotePdf(options: {
  pages: number;
  bytesPerPage: number;
  title: string;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const side = Math.floor(Math.sqrt(options.bytesPerPage));
  for (let number = 1; number <= options.pages; number++) {
    const page = pdf.addPage([595, 842]);
    page.drawText(`${options.title} - page ${number}`, { x: 40, y: 800, size: 14, font });
    const scan = pdf.context.register(
      pdf.context.stream(randomBytes(side * side), {
        Type: 'XObject',
        Subtype: 'Image',
        Width: side,
        Height: side,
        ColorSpace: 'DeviceGray',
        BitsPerComponent: 8,
      }),
    );
    page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(515, 0, 0, 720, 40, 60),
      drawObject(page.node.newXObject('Scan', scan)),
      popGraphicsState(),
    );
  }
  return Buffer.from(await pdf.save());
}
