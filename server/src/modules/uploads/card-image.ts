import { open } from 'node:fs/promises';
import { cardImageSizes, uploadLimits } from '@studyhub/contract/uploads';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';
import { invalidFile } from './upload-errors.ts';

const formats = [
  {
    format: 'png',
    matches: (head: Buffer) =>
      head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  {
    format: 'jpeg',
    matches: (head: Buffer) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])),
  },
  {
    format: 'webp',
    matches: (head: Buffer) =>
      head.subarray(0, 4).toString('latin1') === 'RIFF' &&
      head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
] as const;

export interface CardImageFiles {
  large: Buffer;
  small: Buffer;
  linkPreview: Buffer;
}

/**
 * Checks an uploaded card image by its first bytes (PNG, JPEG or WebP), decodes it with sharp
 * within a pixel limit, and makes the stored variants: WebP at two widths for the cards and a
 * 1200×630 PNG for link previews. Metadata (a phone photo's location) is not carried over.
 */
export async function cardImageFrom(filePath: string): Promise<CardImageFiles> {
  const file = await open(filePath, 'r');
  const head = Buffer.alloc(12);
  try {
    await file.read(head, 0, 12, 0);
  } finally {
    await file.close();
  }
  const kind = formats.find((candidate) => candidate.matches(head));
  if (!kind) throw invalidFile('This file is not a PNG, JPEG or WebP image.');

  const input = () =>
    sharp(filePath, { limitInputPixels: uploadLimits.imagePixels, failOn: 'error' }).rotate();
  try {
    const metadata = await sharp(filePath, {
      limitInputPixels: uploadLimits.imagePixels,
    }).metadata();
    if (metadata.format !== kind.format) {
      throw invalidFile(`This image says it is ${kind.format.toUpperCase()} but is not.`);
    }
    const [large, small, linkPreview] = await Promise.all([
      input()
        .resize({ width: cardImageSizes.large, withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      input()
        .resize({ width: cardImageSizes.small, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      input()
        .resize(cardImageSizes.linkPreview.width, cardImageSizes.linkPreview.height, {
          fit: 'cover',
          position: 'attention',
        })
        .png({ compressionLevel: 9 })
        .toBuffer(),
    ]);
    return { large, small, linkPreview };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw invalidFile(
        `This image has more than ${uploadLimits.imagePixels / 1_000_000} million pixels. Please resize it first.`,
      );
    }
    if (error instanceof AppError) throw error;
    throw invalidFile(`This ${kind.format.toUpperCase()} image is damaged and cannot be read.`);
  }
}
