import { lazy } from '../lib/lazy.ts';
import { pdfSafe } from '../lib/pdf-safe.ts';

/** Small and grey: it names the buyer without getting in the way of the notes. */
const footerSize = 7;
const footerGrey = { red: 0.45, green: 0.49, blue: 0.55 };
const pdfLib = lazy(() => import('pdf-lib'));

/**
 * Writes one quiet line at the foot of every page of a PDF (decision 28): whose copy this is.
 * Run in a worker (stamp-worker.ts), once per buyer and note file, and the copy kept
 * (stamped-copies.ts, decision 54); the same file and line always give the same bytes.
 */
export async function stampEveryPage(pdfBytes: Uint8Array, line: string): Promise<Uint8Array> {
  const { PDFDocument, rgb, StandardFonts } = await pdfLib();
  // pdf-lib would otherwise write the time of the call as the modification date: the same note
  // and buyer must give the same bytes, so a download broken off can be resumed (decision 45).
  const pdf = await PDFDocument.load(pdfBytes, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const text = pdfSafe(line).replace(/\s+/g, ' ');
  for (const page of pdf.getPages()) {
    const box = page.getCropBox();
    const width = font.widthOfTextAtSize(text, footerSize);
    page.drawText(text, {
      x: box.x + Math.max(8, (box.width - width) / 2),
      y: box.y + 10,
      size: footerSize,
      font,
      color: rgb(footerGrey.red, footerGrey.green, footerGrey.blue),
    });
  }
  return pdf.save();
}

/** The footer of a paid note: the buyer's name, email and the order it came from. */
export const buyerFooter = (buyer: { name: string; email: string }, orderId: string) =>
  `Licensed to ${buyer.name} (${buyer.email}) - Order ${orderId} - for personal study only`;
