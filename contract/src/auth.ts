import { z } from 'zod';
import { passwordRules, roles } from './constants.ts';

export { roles };
export const role = z.enum(roles);
export type Role = z.infer<typeof role>;

export const user = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  profilePic: z.string().nullable(),
  role,
});
export type User = z.infer<typeof user>;

export const email = z
  .string({ error: 'Please enter your email address.' })
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'))
  .transform((value) => value.toLowerCase());

/** A person's name as registration takes it; also the name a profile change takes. */
export const fullName = z
  .string({ error: 'Please enter your full name.' })
  .trim()
  .min(1, 'Please enter your full name.')
  .max(80, 'Your name can be at most 80 characters.');

/** A new password: registration's rules (decision 16), also for a reset and a change. */
export const newPassword = z
  .string({ error: 'Please enter a password.' })
  .min(
    passwordRules.minLength,
    `Your password must be at least ${passwordRules.minLength} characters.`,
  )
  .max(
    passwordRules.maxLength,
    `Your password can be at most ${passwordRules.maxLength} characters.`,
  );

export const registerBody = z.object({
  name: fullName,
  email,
  password: newPassword,
  rememberMe: z.boolean().optional(),
});
export type RegisterBody = z.input<typeof registerBody>;

export const loginBody = z.object({
  email,
  // Only presence is checked at login: length rules would tell an attacker which passwords can't exist.
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(1024, 'That password is too long.'),
  rememberMe: z.boolean().optional(),
});
export type LoginBody = z.input<typeof loginBody>;

export const authResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  user,
  token: z.string(),
});
export type AuthResponse = z.infer<typeof authResponse>;

/** How long an emailed registration link works (decision 57). */
export const registrationLinkHours = 24;

/**
 * What registration answers when the site sends email (decision 57): the same for a new email and
 * one that has an account, so nobody learns which emails have accounts. The link, or a note to
 * the account's owner, goes to the address.
 */
export const registrationEmailedMessage = (email: string) =>
  `Almost done! We have sent a link to ${email}. Open it within ${registrationLinkHours} hours to finish creating your account. No email? Check your spam folder.`;

export const registrationEmailed = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The account is made when the emailed link is opened. */
  emailed: z.literal(true),
});
export type RegistrationEmailed = z.infer<typeof registrationEmailed>;

/** The emailed link's token, posted from /confirm-email to make the account and sign it in. */
export const confirmRegistrationBody = z.object({
  token: z
    .string({ error: 'This link is not complete. Please open the whole link from the email.' })
    .min(1, 'This link is not complete. Please open the whole link from the email.')
    .max(200, 'This link is not complete. Please open the whole link from the email.'),
});
export type ConfirmRegistrationBody = z.input<typeof confirmRegistrationBody>;

export const verifyResponse = z.object({
  success: z.literal(true),
  user,
});
export type VerifyResponse = z.infer<typeof verifyResponse>;

/**
 * The login and registration form of /login as a browser posts it without the script
 * (application/x-www-form-urlencoded, decision 35). Only the shape is checked here; the server
 * then checks the fields with `loginBody` or `registerBody`, as for the script's JSON.
 */
export const authFormBody = z.object({
  mode: z.enum(['login', 'register']).catch('login'),
  name: z.string().max(1024).optional(),
  email: z.string().max(1024).default(''),
  password: z.string().max(4096).default(''),
  rememberMe: z.string().max(10).optional(),
  next: z.string().max(2048).optional(),
});
export type AuthFormBody = z.infer<typeof authFormBody>;
