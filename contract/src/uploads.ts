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
