import { open } from 'node:fs/promises';
import { cardImageSizes, profilePhotoSize, uploadLimits } from '@studyhub/contract/uploads';
import type { Sharp } from 'sharp';
import { AppError } from '../../errors.ts';
import { lazy } from '../../lib/lazy.ts';
import { invalidFile } from './upload-errors.ts';

const loadSharp = lazy(() => import('sharp'));

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
 * Checks an uploaded image by its first bytes (PNG, JPEG or WebP) and decodes it with sharp
 * within a pixel limit, handing `make` a fresh, upright (EXIF-rotated) input for each variant it
 * encodes. Encoded variants carry no metadata (a phone photo's location). Anything that is not
 * what it claims, or cannot be decoded, is a 422 that names the problem.
 */
async function fromCheckedImage<T>(
  filePath: string,
  make: (input: () => Sharp) => Promise<T>,
): Promise<T> {
  const file = await open(filePath, 'r');
  const head = Buffer.alloc(12);
  try {
    await file.read(head, 0, 12, 0);
  } finally {
    await file.close();
  }
  const kind = formats.find((candidate) => candidate.matches(head));
  if (!kind) throw invalidFile('This file is not a PNG, JPEG or WebP image.');
  const { default: sharp } = await loadSharp();

  const input = () =>
    sharp(filePath, { limitInputPixels: uploadLimits.imagePixels, failOn: 'error' }).rotate();
  try {
    const metadata = await sharp(filePath, {
      limitInputPixels: uploadLimits.imagePixels,
    }).metadata();
    if (metadata.format !== kind.format) {
      throw invalidFile(`This image says it is ${kind.format.toUpperCase()} but is not.`);
    }
    return await make(input);
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

/**
 * A card image's stored variants: WebP at two widths for the cards and a 1200×630 PNG for link
 * previews.
 */
export function cardImageFrom(filePath: string): Promise<CardImageFiles> {
  return fromCheckedImage(filePath, async (input) => {
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
  });
}

/** A profile photo as stored: a square WebP, cropped around the face or the busiest part. */
export function profilePhotoFrom(filePath: string): Promise<Buffer> {
  return fromCheckedImage(filePath, (input) =>
    input()
      .resize(profilePhotoSize, profilePhotoSize, { fit: 'cover', position: 'attention' })
      .webp({ quality: 82 })
      .toBuffer(),
  );
}
