import { strToU8, zipSync } from 'fflate';
import type PDFKitDocument from 'pdfkit';
import { lazy } from '../lib/lazy.ts';
import { pdfSafe } from '../lib/pdf-safe.ts';

type Pdf = InstanceType<typeof PDFKitDocument>;

const pdfkit = lazy(() => import('pdfkit'));

async function render(title: string, build: (pdf: Pdf) => void): Promise<Buffer> {
  const { default: PDFDocument } = await pdfkit();
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: 64, bottom: 64, left: 64, right: 64 },
    bufferPages: true,
    info: { Title: pdfSafe(title), Author: 'StudyHub', Creator: 'StudyHub' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  build(pdf);
  const pages = pdf.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    pdf.switchToPage(pages.start + i);
    pdf
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#64748b')
      .text(`${pdfSafe(title)}  ·  StudyHub  ·  Page ${i + 1} of ${pages.count}`, 64, 800, {
        width: 467,
        align: 'center',
        lineBreak: false,
      });
  }
  pdf.end();
  return finished;
}

function heading(pdf: Pdf, text: string, size = 16) {
  pdf.moveDown(0.6).font('Helvetica-Bold').fontSize(size).fillColor('#312e81').text(pdfSafe(text));
  pdf.moveDown(0.3);
}

function paragraph(pdf: Pdf, text: string) {
  pdf
    .font('Helvetica')
    .fontSize(11)
    .fillColor('#0f172a')
    .text(pdfSafe(text), { align: 'justify', lineGap: 2 });
  pdf.moveDown(0.5);
}

function titlePage(pdf: Pdf, kicker: string, title: string, lines: string[]) {
  pdf.rect(0, 0, 595.28, 200).fill('#4338ca');
  pdf
    .font('Helvetica-Bold')
    .fontSize(12)
    .fillColor('#c7d2fe')
    .text(pdfSafe(kicker.toUpperCase()), 64, 70);
  pdf
    .font('Helvetica-Bold')
    .fontSize(24)
    .fillColor('#ffffff')
    .text(pdfSafe(title), 64, 95, { width: 467 });
  pdf.fillColor('#0f172a').font('Helvetica').fontSize(11);
  pdf.y = 230;
  for (const line of lines) pdf.text(pdfSafe(line)).moveDown(0.3);
}

export interface NoteDocument {
  name: string;
  subject: string;
  about: string;
  coveredTopics: { topic: string; description: string }[];
  body: { heading: string; paragraphs: string[] }[];
}

export function notePdf(note: NoteDocument): Promise<Buffer> {
  return render(note.name, (pdf) => {
    titlePage(pdf, `${note.subject} · Study notes`, note.name, [note.about]);
    heading(pdf, 'Topics covered', 14);
    for (const { topic, description } of note.coveredTopics) {
      pdf.font('Helvetica-Bold').fontSize(11).text(pdfSafe(topic), { continued: true });
      pdf
        .font('Helvetica')
        .text(pdfSafe(`: ${description}`))
        .moveDown(0.3);
    }
    for (const section of note.body) {
      pdf.addPage();
      heading(pdf, section.heading);
      for (const text of section.paragraphs) paragraph(pdf, text);
    }
  });
}

/** The first section only, marked as a preview: enough to judge the notes, not to replace them. */
export function notePreviewPdf(note: NoteDocument): Promise<Buffer> {
  return render(`${note.name} (preview)`, (pdf) => {
    titlePage(pdf, 'Free preview', note.name, [
      note.about,
      'This preview shows the first section. The full notes are available on StudyHub.',
    ]);
    const first = note.body[0];
    if (first) {
      heading(pdf, first.heading);
      for (const text of first.paragraphs) paragraph(pdf, text);
    }
  });
}

export interface PaperDocument {
  name: string;
  year: string;
  university: string;
  questions: { section: string; items: string[] }[];
}

export function paperPdf(paper: PaperDocument): Promise<Buffer> {
  return render(`${paper.name} ${paper.year}`, (pdf) => {
    pdf
      .font('Helvetica-Bold')
      .fontSize(12)
      .fillColor('#0f172a')
      .text(pdfSafe(paper.university), { align: 'center' });
    pdf.moveDown(0.4).fontSize(16).text(pdfSafe(paper.name), { align: 'center' });
    pdf
      .moveDown(0.2)
      .font('Helvetica')
      .fontSize(11)
      .text(`Examination year: ${pdfSafe(paper.year)}`, { align: 'center' });
    pdf
      .moveDown(0.6)
      .fontSize(10)
      .text('Time: 3 Hours', { continued: true })
      .text('Maximum Marks: 70', { align: 'right' });
    pdf
      .moveDown(0.4)
      .font('Helvetica-Oblique')
      .text(
        'Instructions: Attempt all sections. Figures to the right indicate marks. Assume suitable data wherever necessary.',
      );
    let number = 1;
    for (const section of paper.questions) {
      heading(pdf, section.section, 13);
      for (const item of section.items) {
        pdf
          .font('Helvetica')
          .fontSize(11)
          .fillColor('#0f172a')
          .text(`Q${number}. ${pdfSafe(item)}`, { lineGap: 2 });
        pdf.moveDown(0.4);
        number += 1;
      }
    }
  });
}

export interface ProjectDocument {
  slug: string;
  name: string;
  about: string;
  technologies: { name: string; value: string }[];
  readme: string;
  files: { path: string; content: string }[];
}

/** A public overview: what the project does and how it is built, without its source. */
export function projectOverviewPdf(project: ProjectDocument): Promise<Buffer> {
  return render(`${project.name} (overview)`, (pdf) => {
    titlePage(pdf, 'Project overview', project.name, [project.about]);
    heading(pdf, 'Technologies', 14);
    for (const { name, value } of project.technologies) {
      pdf
        .font('Helvetica-Bold')
        .fontSize(11)
        .text(pdfSafe(`${name}: `), { continued: true });
      pdf.font('Helvetica').text(pdfSafe(value));
    }
    heading(pdf, 'README', 14);
    pdf.font('Courier').fontSize(9).fillColor('#0f172a').text(pdfSafe(project.readme));
    heading(pdf, 'Files in the source code', 14);
    for (const file of project.files)
      pdf
        .font('Courier')
        .fontSize(10)
        .text(pdfSafe(`${project.slug}/${file.path}`));
  });
}

/** The source code as a zip: the README and every file under one folder named after the project. */
export function projectZip(project: ProjectDocument): Uint8Array {
  const entries: Record<string, Uint8Array> = {
    [`${project.slug}/README.md`]: strToU8(project.readme),
  };
  for (const file of project.files) entries[`${project.slug}/${file.path}`] = strToU8(file.content);
  return zipSync(entries, { level: 9, mtime: new Date('2026-01-01T00:00:00Z') });
}
