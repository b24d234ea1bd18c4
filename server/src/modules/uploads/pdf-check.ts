import { readFile } from 'node:fs/promises';
import { uploadLimits } from '@studyhub/contract/uploads';
import type { PDFDocument } from 'pdf-lib';
import { lazy } from '../../lib/lazy.ts';
import { checkStreamSizes } from './pdf-streams.ts';
import { invalidFile } from './upload-errors.ts';

const pdfLib = lazy(() => import('pdf-lib'));

const pdfHeader = Buffer.from('%PDF-');
const pdfTrailer = Buffer.from('%%EOF');

/**
 * A PDF is accepted when it starts as one, ends as one, its streams unpack to no more than a PDF
 * of its size holds (pdf-streams.ts), and pdf-lib can read its pages. Encrypted files are refused:
 * the site could not cut a preview from them, and students could not open a password-protected
 * purchase.
 */
export async function checkPdf(bytes: Buffer): Promise<PDFDocument> {
  if (!bytes.subarray(0, pdfHeader.length).equals(pdfHeader)) {
    throw invalidFile('This file is not a PDF: it does not start with %PDF-.');
  }
  // Writers may append a few bytes (a newline, padding) after the final %%EOF.
  if (!bytes.subarray(-1024).includes(pdfTrailer)) {
    throw invalidFile(
      'This PDF is incomplete: it has no %%EOF at its end. Was the upload cut off?',
    );
  }
  await checkStreamSizes(bytes);
  const { PDFDocument } = await pdfLib();
  let pdf: PDFDocument;
  try {
    // Loaded past its encryption so an encrypted file is named as such, not as damaged.
    pdf = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
      ignoreEncryption: true,
    });
  } catch {
    throw invalidFile('This PDF is damaged and cannot be read.');
  }
  if (pdf.isEncrypted) {
    throw invalidFile('This PDF is password-protected. Please upload it without encryption.');
  }
  let pages = 0;
  try {
    pages = pdf.getPageCount();
  } catch {
    // A document without a readable page tree is as good as damaged.
  }
  if (pages < 1) throw invalidFile('This PDF has no pages that can be read.');
  return pdf;
}

/** The note's public preview: its first pages, copied into a new PDF. */
export async function previewOf(pdf: PDFDocument): Promise<Uint8Array> {
  const { PDFDocument } = await pdfLib();
  const preview = await PDFDocument.create();
  const count = Math.min(uploadLimits.notePreviewPages, pdf.getPageCount());
  const pages = await preview.copyPages(
    pdf,
    Array.from({ length: count }, (_, index) => index),
  );
  for (const page of pages) preview.addPage(page);
  preview.setTitle(`${pdf.getTitle() ?? 'Note'} (preview)`);
  preview.setProducer('StudyHub');
  return preview.save();
}

export interface CheckedPdf {
  pages: number;
  /** The note's public preview, when asked for. */
  preview?: Uint8Array;
}

/** Checks the PDF at `filePath` and, for a note, cuts its preview. */
export async function checkPdfFile(filePath: string, withPreview: boolean): Promise<CheckedPdf> {
  const pdf = await checkPdf(await readFile(filePath));
  const pages = pdf.getPageCount();
  return withPreview ? { pages, preview: await previewOf(pdf) } : { pages };
}
