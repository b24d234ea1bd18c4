import { z } from 'zod';

const mebibyte = 1024 * 1024;

/** What an operator may upload, and how big it may be (docs/decisions/0021-uploads.md). */
export const uploadLimits = {
  /** A scanned 100-page handwritten note at 200 dpi is about 15 MiB. */
  pdfBytes: 25 * mebibyte,
  /** Source code without node_modules or build output; anything bigger belongs in a repository. */
  zipBytes: 50 * mebibyte,
  /** A phone photo or a designed card; it is resized to 800 px anyway. */
  imageBytes: 5 * mebibyte,
  /** A student's profile photo: a phone photo as taken; it is stored at 256 px. */
  photoBytes: 5 * mebibyte,
  /** A zip's files unpacked together: five times the zip limit covers well-compressed text. */
  zipUnpackedBytes: 250 * mebibyte,
  zipEntries: 10_000,
  /** Source code compresses about 3–10 times; 100 times is only reached by padding. */
  zipRatio: 100,
  /** Larger images take more memory to decode than a card ever needs. */
  imagePixels: 40_000_000,
  /** Pages of a note cut into its public preview. */
  notePreviewPages: 3,
} as const;

export { cardImageSizes } from './constants.ts';

/** Profile photos are stored square, this many pixels wide: twice the largest avatar shown. */
export const profilePhotoSize = 256;

/** The profile photo types the server takes, by the file's type or its name's ending. */
const photoTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
};
const photoLimitMb = uploadLimits.photoBytes / mebibyte;

/** What a chosen photo file tells of itself: a File in the browser, a posted part on the server. */
export interface ChosenFile {
  name: string;
  type: string;
  size: number;
}

/**
 * The Content-Type to send a chosen profile photo with, or why it cannot be sent, in the words
 * the page shows (the script before sending it, the server for a form posted without the
 * script). The server checks the content itself.
 */
export function photoContentType(file: ChosenFile): { type: string } | { problem: string } {
  const byType = Object.values(photoTypes).includes(file.type) ? file.type : undefined;
  const ending = Object.keys(photoTypes).find((end) => file.name.toLowerCase().endsWith(end));
  const type = byType ?? (ending ? photoTypes[ending] : undefined);
  if (!type) return { problem: `“${file.name}” is not a JPEG, PNG or WebP image.` };
  if (file.size === 0) return { problem: `“${file.name}” is empty.` };
  if (file.size > uploadLimits.photoBytes) {
    return {
      problem: `“${file.name}” is larger than ${photoLimitMb} MB. Please choose a smaller photo.`,
    };
  }
  return { type };
}

/** Said when no photo was chosen, or (its name unread) when the posted photo is too large. */
export const photoTexts = {
  notChosen: 'Please choose a photo first.',
  tooLarge: `Your photo is larger than ${photoLimitMb} MB. Please choose a smaller photo.`,
} as const;

/** One file of a catalog item: the browser checks its type and size before sending (decision 21). */
export interface UploadSlot {
  /** The endpoint's last word: pdf, source or image. */
  endpoint: 'pdf' | 'source' | 'image';
  /** 'PDF', 'source code (ZIP)', 'card image': in labels and messages. */
  what: string;
  /** The file input's accept attribute. */
  accept: string;
  /** Content types the server takes, by file name ending; the first one is sent. */
  types: Record<string, string>;
  typeText: string;
  limitBytes: number;
}

export const uploadSlots = {
  pdf: {
    endpoint: 'pdf',
    what: 'PDF',
    accept: '.pdf,application/pdf',
    types: { '.pdf': 'application/pdf' },
    typeText: 'a PDF',
    limitBytes: uploadLimits.pdfBytes,
  },
  source: {
    endpoint: 'source',
    what: 'source code (ZIP)',
    accept: '.zip,application/zip,application/x-zip-compressed',
    types: { '.zip': 'application/zip' },
    typeText: 'a ZIP archive',
    limitBytes: uploadLimits.zipBytes,
  },
  image: {
    endpoint: 'image',
    what: 'card image',
    accept: '.png,.jpg,.jpeg,.webp,image/png,image/jpeg,image/webp',
    types: {
      '.png': 'image/png',
      '.jpg': 'image/jpeg',
      '.jpeg': 'image/jpeg',
      '.webp': 'image/webp',
    },
    typeText: 'a PNG, JPEG or WebP image',
    limitBytes: uploadLimits.imageBytes,
  },
} as const satisfies Record<UploadSlot['endpoint'], UploadSlot>;

/** 26214400 → '25 MB'; 1536 → '1.5 KB' (binary units, as operating systems show file sizes). */
export function formatBytes(bytes: number) {
  const units = ['bytes', 'KB', 'MB'] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/**
 * The Content-Type to send a chosen file with, or why it cannot be sent, in the words the page
 * shows (the script before sending it, the server for a form posted without the script). The
 * server checks the content itself.
 */
export function checkFile(
  slot: UploadSlot,
  file: ChosenFile,
): { contentType: string } | { problem: string } {
  const name = file.name.toLowerCase();
  const ending = Object.keys(slot.types).find((end) => name.endsWith(end));
  const byType = Object.values(slot.types).includes(file.type) ? file.type : undefined;
  const contentType = ending ? slot.types[ending] : byType;
  if (!contentType) {
    return { problem: `“${file.name}” is not ${slot.typeText}. Choose ${slot.typeText}.` };
  }
  if (file.size === 0) return { problem: `“${file.name}” is empty.` };
  if (file.size > slot.limitBytes) {
    return {
      problem: `“${file.name}” is ${formatBytes(file.size)}; the ${slot.what} can be at most ${formatBytes(slot.limitBytes)}.`,
    };
  }
  return { contentType };
}

/** What the page says when an upload is done, from the API's answer. */
export function uploadedText(slot: UploadSlot, answer: { bytes: number; pages?: number }) {
  const pages = answer.pages ? `, ${answer.pages} ${answer.pages === 1 ? 'page' : 'pages'}` : '';
  return `Uploaded the ${slot.what} (${formatBytes(answer.bytes)}${pages}).`;
}

export const uploadResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** Size of the stored file, and its SHA-256 so an operator can match it to the one they sent. */
  bytes: z.number().int(),
  sha256: z.string(),
  /** PDFs: how many pages the file has. */
  pages: z.number().int().optional(),
  /** Card images: the public addresses of the stored variants. */
  image: z.object({ large: z.string(), small: z.string(), linkPreview: z.string() }).optional(),
});
export type UploadResponse = z.infer<typeof uploadResponse>;

/** Catalog kinds whose cards show an image; tools and question papers have none. */
export const imageKinds = ['notes', 'projects', 'courses', 'blogs'] as const;
export type ImageKind = (typeof imageKinds)[number];
