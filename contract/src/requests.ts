import { z } from 'zod';

/**
 * Contact and refund requests (spec sections 3 and 5; decisions 14 and 15). Every field is
 * required; the messages are written for the person filling in the form, and the web shows them
 * under the field they are about.
 */

const requiredText = (empty: string, max: number, tooLong: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(max, tooLong);

const name = requiredText('Please enter your name.', 80, 'Your name can be at most 80 characters.');

const email = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((value) => value.toLowerCase());

export const contactLimits = { subjectMax: 150, messageMin: 10, messageMax: 5000 } as const;

export const contactBody = z.object({
  name,
  email,
  subject: requiredText(
    'Please enter a subject.',
    contactLimits.subjectMax,
    `The subject can be at most ${contactLimits.subjectMax} characters.`,
  ),
  message: z
    .string({ error: 'Please enter your message.' })
    .trim()
    .min(1, 'Please enter your message.')
    .min(
      contactLimits.messageMin,
      `Please write at least ${contactLimits.messageMin} characters so we can help you.`,
    )
    .max(
      contactLimits.messageMax,
      `Your message can be at most ${contactLimits.messageMax.toLocaleString('en-IN')} characters.`,
    ),
});
export type ContactBody = z.input<typeof contactBody>;
/** The body once checked: trimmed, the email in lower case. */
export type ContactSubmission = z.output<typeof contactBody>;
export type ContactField = keyof ContactBody;

export const refundLimits = { productMax: 200 } as const;

export const refundBody = z.object({
  name,
  email,
  /** Razorpay's payment id (pay_...) or order id (order_...), or our own order id. */
  transactionId: z
    .string({ error: 'Please enter the transaction ID of your payment.' })
    .trim()
    .min(1, 'Please enter the transaction ID of your payment.')
    .max(100, 'That transaction ID is too long.')
    .regex(
      /^[A-Za-z0-9_-]+$/,
      'A transaction ID has only letters, digits, dashes and underscores, such as pay_N3x9Qk2LmP7a.',
    ),
  product: requiredText(
    'Please enter the product you bought.',
    refundLimits.productMax,
    `The product name can be at most ${refundLimits.productMax} characters.`,
  ),
});
export type RefundBody = z.input<typeof refundBody>;
export type RefundSubmission = z.output<typeof refundBody>;
export type RefundField = keyof RefundBody;

/** Both submissions answer with the stored request's id (spec section 7: `requestId`). */
export const requestSubmittedResponse = z.object({
  success: z.literal(true),
  requestId: z.string(),
  message: z.string(),
});
export type RequestSubmittedResponse = z.infer<typeof requestSubmittedResponse>;

/** Request ids are short enough to read out on a phone call: a prefix and 8 characters. */
export const requestIdPattern = /^(CR|RF)-[0-9A-HJKMNP-TV-Z]{8}$/;

/** Where an operator has got to with a request (issue 10). */
export const requestStatuses = ['open', 'answered', 'refunded', 'rejected'] as const;
export const requestStatus = z.enum(requestStatuses, {
  error: 'status must be open, answered, refunded or rejected.',
});
export type RequestStatus = z.infer<typeof requestStatus>;

export const contactRequest = z.object({
  id: z.string(),
  /** The account that sent it; null once that account has been deleted. */
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  status: requestStatus,
  /** The operators' note; never shown to the person who wrote. */
  operatorNote: z.string().nullable(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const refundRequest = z.object({
  id: z.string(),
  /** The signed-in account that sent it, if any: the form is open to everyone. */
  userId: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  transactionId: z.string(),
  product: z.string(),
  createdAt: z.string(),
  status: requestStatus,
  /** The operators' note; never shown to the person who wrote. */
  operatorNote: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequest>;

/** Newest first, a page at a time. */
export const adminRequestsQuery = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(200, 'limit can be at most 200.')
    .default(50),
  offset: z.coerce
    .number({ error: 'offset must be a number.' })
    .int('offset must be a whole number.')
    .min(0, 'offset cannot be negative.')
    .default(0),
  status: requestStatus.optional(),
});

export const adminRequestParams = z.object({ id: z.string().min(1).max(40) });

export const adminContactRequestsResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  requests: z.array(contactRequest),
});
export const adminContactRequestResponse = z.object({
  success: z.literal(true),
  request: contactRequest,
});
export const adminRefundRequestsResponse = z.object({
  success: z.literal(true),
  total: z.number().int(),
  requests: z.array(refundRequest),
});
export const adminRefundRequestResponse = z.object({
  success: z.literal(true),
  request: refundRequest,
});

/** The spec's words (sections 2, 4, 8 and 9). */
export const requestTexts = {
  contactSuccess: (requestId: string) =>
    `Your request has been submitted successfully! Request ID: ${requestId}`,
  // The spec's words for a failed contact form; the refund form, which had none, uses them too.
  submitFailure: 'Failed to submit form. Please try again.',
  contactReplyTime: 'Our team will reply within 24-48 hours.',
  refundThankYou:
    'Thank you! Your refund request has been received and will be processed within 7 days.',
} as const;

export const requestPatch = z
  .object({
    status: requestStatus.optional(),
    note: z
      .string()
      .trim()
      .max(2000, 'The note can be at most 2000 characters.')
      .nullable()
      .optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.note !== undefined, {
    message: 'Send a status, a note or both.',
  });
export type RequestPatch = z.output<typeof requestPatch>;

/** An operator's email answer is a letter, not a novel: long enough for steps and links. */
export const replyLimits = { textMax: 5000 } as const;

/** POST /api/admin/{contact,refund}-requests/:id/replies: the operator's words to the requester. */
export const requestReplyBody = z.object({
  text: z
    .string({ error: 'Please write the reply.' })
    .trim()
    .min(1, 'Please write the reply.')
    .max(
      replyLimits.textMax,
      `The reply can be at most ${replyLimits.textMax.toLocaleString('en-IN')} characters.`,
    ),
});
export type RequestReplyBody = z.input<typeof requestReplyBody>;

/** A reply as it was sent: who wrote it, to whom, when, and the words. */
export const requestReply = z.object({
  id: z.string(),
  operator: z.object({ name: z.string(), email: z.string() }),
  sentTo: z.string(),
  subject: z.string(),
  text: z.string(),
  sentAt: z.string(),
});
export type RequestReply = z.infer<typeof requestReply>;

/** One request with its replies, oldest first: the detail operators work from. */
export const adminContactRequestDetailResponse = z.object({
  success: z.literal(true),
  request: contactRequest,
  replies: z.array(requestReply),
});
export type AdminContactRequestDetailResponse = z.infer<typeof adminContactRequestDetailResponse>;
export const adminRefundRequestDetailResponse = z.object({
  success: z.literal(true),
  request: refundRequest,
  replies: z.array(requestReply),
});
export type AdminRefundRequestDetailResponse = z.infer<typeof adminRefundRequestDetailResponse>;
