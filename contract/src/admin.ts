import { z } from 'zod';
import { role } from './auth.ts';

export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const adminUsersResponse = z.object({
  success: z.literal(true),
  users: z.array(adminUser),
});

/** One operator change, as /admin/audit lists it; before and after are the records as JSON. */
export const auditEntry = z.object({
  id: z.string(),
  actor: z.object({ id: z.string().nullable(), email: z.string() }),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  subjectType: z.string().trim().min(1).max(40).optional(),
  subjectId: z.string().trim().min(1).max(120).optional(),
  actor: z.string().trim().min(1).max(254).optional(),
  /** Entries older than this ISO time: the next page. */
  before: z.iso.datetime({ error: 'before must be an ISO date and time.' }).optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1, 'limit must be from 1 to 200.')
    .max(200, 'limit must be from 1 to 200.')
    .default(50),
});

export const auditResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntry),
  /** Pass as `before` to read on; null when there is no more. */
  nextBefore: z.string().nullable(),
});
export type AuditResponse = z.infer<typeof auditResponse>;
