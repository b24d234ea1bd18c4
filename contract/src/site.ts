import { z } from 'zod';

export * from './site-content.ts';

/** GET /api/site: the values an operator configures that pages show (config.ts). */
export const siteInfoResponse = z.object({
  success: z.literal(true),
  supportEmail: z.string(),
  governingLawLocation: z.string(),
  /** False when SMTP_URL is unset: the site cannot email password-reset links. */
  sendsEmail: z.boolean(),
});
export type SiteInfoResponse = z.infer<typeof siteInfoResponse>;
