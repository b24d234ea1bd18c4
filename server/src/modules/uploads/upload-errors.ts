import { errorCodes } from '@studyhub/contract/api';
import { AppError } from '../../errors.ts';

const mebibytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;

export const tooLarge = (what: string, limit: number) =>
  new AppError(
    413,
    errorCodes.payloadTooLarge,
    `The ${what} is larger than the limit of ${mebibytes(limit)}. Nothing was saved.`,
  );

/** The file's content is not what it is sent as, or is unsafe to keep. */
export const invalidFile = (message: string) =>
  new AppError(422, errorCodes.invalidFile, `${message} Nothing was saved.`);
