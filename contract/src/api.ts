import { z } from 'zod';

/** Every error the API returns has this shape (decision 18). */
export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  /** On a refused form: the body field the message is about, as a dotted path (`price`, `sections.0.subheading`). */
  field: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

/** Stable machine codes; the message is for people, the code is for programs. */
export const errorCodes = {
  validation: 'VALIDATION_ERROR',
  invalidJson: 'INVALID_JSON',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  paymentRequired: 'PAYMENT_REQUIRED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  busy: 'BUSY',
  unavailable: 'SERVICE_UNAVAILABLE',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailTaken: 'EMAIL_TAKEN',
  resetLinkInvalid: 'RESET_LINK_INVALID',
  registrationLinkInvalid: 'REGISTRATION_LINK_INVALID',
  wrongPassword: 'WRONG_PASSWORD',
  attemptClosed: 'ATTEMPT_CLOSED',
  attemptLimit: 'ATTEMPT_LIMIT',
  notEligible: 'NOT_ELIGIBLE',
  alreadyIssued: 'ALREADY_ISSUED',
  alreadyOwned: 'ALREADY_OWNED',
  paymentFailed: 'PAYMENT_FAILED',
  providerError: 'PROVIDER_ERROR',
  internal: 'INTERNAL_ERROR',
  badUrl: 'BAD_URL',
  invalidFile: 'INVALID_FILE',
  crossOrigin: 'CROSS_ORIGIN',
} as const;
export type ErrorCode = (typeof errorCodes)[keyof typeof errorCodes];

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['sqlite', 'postgres']),
  /** `sandbox`: test payments, no real money moves. */
  payments: z.enum(['sandbox', 'razorpay']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** What a load balancer asks before sending a process traffic: can it reach what it needs? */
export const readyResponse = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: z.enum(['ok', 'failing']),
  /** `off`: REDIS_URL is not set, so limits and caches live in this one process. */
  redis: z.enum(['ok', 'failing', 'off']),
  files: z.enum(['ok', 'failing']),
});
export type ReadyResponse = z.infer<typeof readyResponse>;

export const messageResponse = z.object({
  success: z.literal(true),
  message: z.string(),
});
export type MessageResponse = z.infer<typeof messageResponse>;
