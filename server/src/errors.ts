import { type ErrorCode, errorCodes } from '@studyhub/contract/api';

/** An error whose message is meant for the person using the site. */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  /** Fields for programs beside the message, such as when a refused action is allowed again. */
  readonly details: Record<string, string> | undefined;

  constructor(
    statusCode: number,
    code: ErrorCode,
    message: string,
    details?: Record<string, string>,
  ) {
    super(message);
    this.statusCode = statusCode;
    this.code = code;
    this.details = details;
  }
}

export const notFound = (message: string) => new AppError(404, errorCodes.notFound, message);
export const unauthorized = (message = 'Please log in to continue.') =>
  new AppError(401, errorCodes.unauthorized, message);
export const forbidden = (message = 'You do not have permission to do that.') =>
  new AppError(403, errorCodes.forbidden, message);
/** `field` names the form field the message is about, so a form can show it there. */
export const badRequest = (message: string, field?: string) =>
  new AppError(400, errorCodes.validation, message, field ? { field } : undefined);
export const conflict = (message: string, field?: string) =>
  new AppError(409, errorCodes.conflict, message, field ? { field } : undefined);
