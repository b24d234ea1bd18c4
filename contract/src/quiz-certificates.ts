import { z } from 'zod';
import { subject } from './quiz-subjects.ts';

// The certificates a passed quiz earns, and their operators' screen; re-exported by quiz.ts.

export const certificateNameRules = { minLength: 2, maxLength: 80 } as const;

/** Letters and marks of any script, spaces, dots, hyphens and apostrophes (' and ’). */
const nameCharacters = /^[\p{L}\p{M} .'\u2019-]*$/u;
/** Invisible characters: controls, zero-width and direction overrides (\p{Cf}). */
const invisibleCharacters = /[\p{Cc}\p{Cf}]/u;
/** A combining mark belongs on a letter; on a space or at the start it only stacks up. */
const strayMark = /(^|[^\p{L}\p{M}])\p{M}/u;

/**
 * The name printed on a certificate (decision 6), checked alike by the server and the browser:
 * NFC-normalised, runs of spaces made one, 2 to 80 characters, letters of any script.
 */
export const certificateName = z
  .string({ error: 'Please enter your name.' })
  // Only spaces are trimmed: String.trim would also drop a zero-width no-break space unseen.
  .transform((value) =>
    value
      .normalize('NFC')
      .replace(/\p{Zs}+/gu, ' ')
      .replace(/^ | $/g, ''),
  )
  .pipe(
    z
      .string()
      .min(certificateNameRules.minLength, 'Please enter your name (at least 2 characters).')
      .max(certificateNameRules.maxLength, 'Your name can be at most 80 characters.')
      .refine(
        (name) => !invisibleCharacters.test(name),
        'Your name contains a hidden character, often copied along with text. Please type your name again.',
      )
      .refine(
        (name) => nameCharacters.test(name),
        'Your name can have letters, spaces, dots, hyphens and apostrophes only.',
      )
      .refine(
        (name) => /\p{L}/u.test(name) && !strayMark.test(name),
        'Please enter your name in letters.',
      ),
  );

export const certificate = z.object({
  id: z.string(),
  name: z.string(),
  subject,
  subjectLine: z.string(),
  score: z.number().int(),
  total: z.number().int(),
  issuedAt: z.string(),
  revoked: z.boolean(),
  /** When it was revoked; the reason is for operators only (docs/decisions/0022). */
  revokedAt: z.string().nullable(),
  verifyUrl: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

export const issueCertificateBody = z.object({
  attemptId: z.string({ error: 'Which attempt is this certificate for?' }).min(1).max(64),
  name: certificateName,
});

export const certificateResponse = z.object({ success: z.literal(true), certificate });
export type CertificateResponse = z.infer<typeof certificateResponse>;
export const certificatesResponse = z.object({
  success: z.literal(true),
  certificates: z.array(certificate),
});
export type CertificatesResponse = z.infer<typeof certificatesResponse>;
export const certificateParams = z.object({ id: z.string().min(1).max(40) });

/** Decision 12: what /js_certificate shows after a reload. */
export const latestPassResponse = z.object({
  success: z.literal(true),
  attemptId: z.string().nullable(),
  score: z.number().int().nullable(),
  total: z.number().int().nullable(),
  certificate: certificate.nullable(),
});
export type LatestPassResponse = z.infer<typeof latestPassResponse>;

export const revokeBody = z
  .object({
    revoked: z.boolean({ error: 'Say whether the certificate is revoked.' }),
    /** Required to revoke: why, for the operators who look at it later. */
    reason: z.string().trim().max(500, 'The reason can be at most 500 characters.').optional(),
  })
  .refine((body) => !body.revoked || (body.reason?.length ?? 0) >= 3, {
    message: 'Please give the reason for revoking this certificate.',
    path: ['reason'],
  });

export const adminCertificatesQuery = z.object({
  /** A certificate id, or part of the printed name or of the holder's email. */
  q: z.string().trim().min(2, 'Search for at least 2 characters.').max(200),
});
export const adminCertificate = certificate.extend({
  userId: z.string(),
  userEmail: z.string(),
  revokedReason: z.string().nullable(),
});
export type AdminCertificate = z.infer<typeof adminCertificate>;
export const adminCertificatesResponse = z.object({
  success: z.literal(true),
  certificates: z.array(adminCertificate),
});
