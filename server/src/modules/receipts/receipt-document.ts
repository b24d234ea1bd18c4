import type { SellerConfig } from '../../config.ts';
import { lazy } from '../../lib/lazy.ts';
import { pdfSafe } from '../../lib/pdf-safe.ts';
import { gstRatePercent, placeOfSupply, sacCode, splitGst } from './gst.ts';

const pdfkit = lazy(() => import('pdfkit'));

export interface ReceiptContent {
  /** A tax invoice has a number from the GST series; a receipt is numbered by its order. */
  invoice: { number: string; sellerGstin: string } | undefined;
  seller: SellerConfig;
  buyer: { name: string; email: string };
  order: {
    orderId: string;
    paymentId: string;
    itemType: 'note' | 'project' | 'donation';
    itemName: string;
    amountPaise: number;
    paidAt: string;
    refundedAt: string | null;
  };
}

const itemLabels = { note: 'Note (PDF)', project: 'Project source code', donation: 'Donation' };

const indianGrouping = new Intl.NumberFormat('en-IN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** Helvetica has no ₹ glyph, so the document writes Rs. as Indian invoices commonly do. */
export const receiptAmount = (paise: number) => `Rs. ${indianGrouping.format(paise / 100)}`;

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
export const receiptDate = (at: string) => longDate.format(new Date(at));

export const receiptTitle = (content: Pick<ReceiptContent, 'invoice'>) =>
  content.invoice ? 'Tax Invoice' : 'Receipt';

/** The receipt or tax invoice of one paid order, as a one-page A4 PDF. */
export async function renderReceipt(content: ReceiptContent): Promise<Buffer> {
  const { default: PDFDocument } = await pdfkit();
  const { invoice, seller, buyer, order } = content;
  const title = receiptTitle(content);
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 56, bottom: 56, left: 56, right: 56 },
    info: {
      Title: `${title} ${invoice?.number ?? order.orderId}`,
      Author: pdfSafe(seller.name),
      // The payment's time, not the render's: the same receipt is the same bytes, so a download
      // resumes (decision 45).
      CreationDate: new Date(order.paidAt),
    },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = (value: string, options: { bold?: boolean; size?: number } = {}) =>
    pdf
      .font(options.bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(options.size ?? 10)
      .fillColor('#0f172a')
      .text(pdfSafe(value));
  const row = (label: string, value: string) => text(`${label}: ${value}`);

  text(title, { bold: true, size: 20 });
  pdf.moveDown(0.5);
  text(seller.name, { bold: true, size: 11 });
  text(seller.address);
  if (invoice) text(`GSTIN: ${invoice.sellerGstin}`);
  pdf.moveDown();
  row(invoice ? 'Invoice number' : 'Receipt number', invoice?.number ?? order.orderId);
  row('Date', receiptDate(order.paidAt));
  if (invoice) row('Place of supply', placeOfSupply(invoice.sellerGstin));
  pdf.moveDown();
  text(order.itemType === 'donation' ? 'Received from' : 'Billed to', { bold: true });
  text(buyer.name);
  text(buyer.email);
  pdf.moveDown();
  text('Item', { bold: true });
  text(`${itemLabels[order.itemType]}: ${order.itemName}`);
  if (invoice) {
    const gst = splitGst(order.amountPaise);
    row('SAC', sacCode);
    row(`Taxable value (price / 1.${gstRatePercent})`, receiptAmount(gst.taxablePaise));
    row(`CGST @ ${gstRatePercent / 2}%`, receiptAmount(gst.cgstPaise));
    row(`SGST @ ${gstRatePercent / 2}%`, receiptAmount(gst.sgstPaise));
  } else if (order.itemType === 'donation') {
    text('A donation is a gift, not a sale: no GST is charged on it.');
  }
  pdf.moveDown(0.5);
  text(`Total paid: ${receiptAmount(order.amountPaise)}`, { bold: true, size: 12 });
  pdf.moveDown();
  text('Payment', { bold: true });
  row('Order ID', order.orderId);
  row('Payment ID', order.paymentId);
  row('Paid through', 'Razorpay');
  if (order.refundedAt) {
    pdf.moveDown();
    text(`Refunded on ${receiptDate(order.refundedAt)}.`, { bold: true });
  }
  pdf.moveDown(2);
  pdf
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#475569')
    .text(
      invoice
        ? 'Prices include GST. This is a computer-generated invoice and needs no signature.'
        : 'This is a computer-generated receipt and needs no signature.',
    );
  pdf.end();
  return finished;
}
