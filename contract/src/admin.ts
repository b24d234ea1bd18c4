import { z } from 'zod';
import { role, roles } from './auth.ts';
import { download, purchase } from './payments.ts';
import { attemptStatus, certificate, subject } from './quiz.ts';

export const adminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role,
  createdAt: z.string(),
  /** Set when the account may no longer sign in. */
  disabledAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

/** A page of accounts, newest first: the page asked for, its size and how many match. */
export const adminUsersResponse = z.object({
  success: z.literal(true),
  users: z.array(adminUser),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponse>;

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

/** Accounts per page of /admin/users. */
export const adminUsersPageSize = 50;

export const adminUsersQuery = z.object({
  /** Part of the name or the email, in any case; blank lists everyone. */
  q: z
    .string()
    .trim()
    .max(200, 'Search for at most 200 characters.')
    .transform((value) => value || undefined)
    .optional(),
  role: role.optional(),
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page must be 1 or more.')
    .default(1),
});
export type AdminUsersQuery = z.output<typeof adminUsersQuery>;

export const adminUserParams = z.object({ id: z.string().min(1).max(64) });

/** One quiz attempt of a student, for operators. */
export const adminUserAttempt = z.object({
  id: z.string(),
  subject,
  status: attemptStatus,
  /** Right answers; null while the attempt is open. */
  score: z.number().int().nullable(),
  total: z.number().int(),
  /** Null while the attempt is open. */
  passed: z.boolean().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type AdminUserAttempt = z.infer<typeof adminUserAttempt>;

/** One account with what it bought, downloaded, attempted and earned, newest first in each. */
export const adminUserDetailResponse = z.object({
  success: z.literal(true),
  user: adminUser,
  /** Paid orders, refunded ones included (refundedAt), and payments due a refund (refundDue). */
  orders: z.array(purchase.omit({ refundRequest: true })),
  downloads: z.array(download),
  attempts: z.array(adminUserAttempt),
  certificates: z.array(certificate),
});
export type AdminUserDetailResponse = z.infer<typeof adminUserDetailResponse>;

export const changeRoleBody = z.object({
  role: z.enum(roles, { error: "role must be 'admin' or 'student'." }),
});

export const changeRoleResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** False when the account already had the role: nothing was written. */
  changed: z.boolean(),
  user: adminUser,
});
export type ChangeRoleResponse = z.infer<typeof changeRoleResponse>;

export const endSessionsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** How many signed-in devices were signed out. */
  endedSessions: z.number().int(),
});
export type EndSessionsResponse = z.infer<typeof endSessionsResponse>;

/** Days the overview covers, today (UTC) included. */
export const overviewDays = 30;

export const overviewDay = z.object({
  /** A UTC day, YYYY-MM-DD. */
  day: z.string(),
  newUsers: z.number().int(),
  /** Orders paid that day, refunded ones included. */
  paidOrders: z.number().int(),
  /** What the orders paid that day brought in, less what was refunded of them, in paise. */
  revenuePaise: z.number().int(),
  downloads: z.number().int(),
});
export type OverviewDay = z.infer<typeof overviewDay>;

export const overviewQuiz = z.object({
  subject,
  /** Attempts finished in the period: submitted, or closed when time ran out. */
  attempts: z.number().int(),
  passes: z.number().int(),
  /** passes / attempts, from 0 to 1; null when there were no attempts. */
  passRate: z.number().nullable(),
});
export type OverviewQuiz = z.infer<typeof overviewQuiz>;

export const adminOverviewResponse = z.object({
  success: z.literal(true),
  /** First and last day of the period, UTC. */
  from: z.string(),
  to: z.string(),
  /** Every day of the period, oldest first, days with nothing included. */
  days: z.array(overviewDay),
  totals: z.object({
    newUsers: z.number().int(),
    paidOrders: z.number().int(),
    /** Paid, refunded, and kept (net), in paise. */
    paidPaise: z.number().int(),
    refundedPaise: z.number().int(),
    revenuePaise: z.number().int(),
    downloads: z.number().int(),
  }),
  quizzes: z.array(overviewQuiz),
});
export type AdminOverviewResponse = z.infer<typeof adminOverviewResponse>;
