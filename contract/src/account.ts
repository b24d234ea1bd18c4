import { z } from 'zod';
import { email, fullName, newPassword, user } from './auth.ts';

/** How long a password-reset link works, and how many minutes the email says. */
export const passwordResetLinkMinutes = 60;

/** The one answer to a reset request, whether or not the email has an account. */
export const passwordResetRequestedMessage =
  'If an account uses this email, we have sent it a link to reset the password. The link works for one hour.';

const currentPassword = z
  .string({ error: 'Please enter your current password.' })
  .min(1, 'Please enter your current password.')
  .max(1024, 'That password is too long.');

export const forgotPasswordBody = z.object({ email });
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const resetPasswordBody = z.object({
  token: z
    .string({ error: 'This reset link is not complete. Please use the whole link from the email.' })
    .min(1, 'This reset link is not complete. Please use the whole link from the email.')
    .max(200, 'This reset link is not valid.'),
  password: newPassword,
});
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;

export const changePasswordBody = z.object({
  currentPassword,
  newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

export const updateProfileBody = z.object({ name: fullName });
export type UpdateProfileBody = z.input<typeof updateProfileBody>;

export const profileResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user,
});
export type ProfileResponse = z.infer<typeof profileResponse>;

export const accountSession = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  rememberMe: z.boolean(),
  /** The session this request was made with: "this device". */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const sessionsResponse = z.object({
  success: z.literal(true),
  sessions: z.array(accountSession),
});
export type SessionsResponse = z.infer<typeof sessionsResponse>;

export const sessionParams = z.object({
  id: z.uuid('This session does not exist.'),
});

export const endSessionsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many sessions were ended. */
  ended: z.number().int(),
});
export type EndSessionsResponse = z.infer<typeof endSessionsResponse>;

export const deleteAccountBody = z.object({
  password: currentPassword,
  /** Keep issued certificates verifiable under the name printed on them (off: revoked). */
  keepCertificates: z.boolean().default(false),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** "Download my data" (DPDP Act, 2023): everything the site holds about the signed-in person. */
export const accountExport = z.object({
  exportedAt: z.string(),
  /** The profile photo as stored (a 256 px WebP), or null when there is none. */
  profilePhoto: z.object({ contentType: z.literal('image/webp'), base64: z.string() }).nullable(),
  account: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    role: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  }),
  sessions: z.array(accountSession.omit({ current: true })),
  orders: z.array(
    z.object({
      orderId: z.string(),
      itemType: z.string(),
      itemName: z.string(),
      amountPaise: z.number(),
      currency: z.string(),
      status: z.string(),
      paymentId: z.string().nullable(),
      createdAt: z.string(),
      paidAt: z.string().nullable(),
    }),
  ),
  downloads: z.array(
    z.object({
      itemType: z.string(),
      itemName: z.string(),
      amountPaise: z.number().nullable(),
      downloadedAt: z.string(),
    }),
  ),
  quizAttempts: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      status: z.string(),
      startedAt: z.string(),
      finishedAt: z.string().nullable(),
      score: z.number().nullable(),
      passed: z.boolean().nullable(),
    }),
  ),
  certificates: z.array(
    z.object({
      id: z.string(),
      subject: z.string(),
      name: z.string(),
      score: z.number(),
      total: z.number(),
      issuedAt: z.string(),
      revoked: z.boolean(),
    }),
  ),
  contactRequests: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      createdAt: z.string(),
    }),
  ),
  refundRequests: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      email: z.string(),
      transactionId: z.string(),
      product: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type AccountExport = z.infer<typeof accountExport>;
