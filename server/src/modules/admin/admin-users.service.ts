import { type AdminOverviewResponse, overviewDays } from '@studyhub/contract/admin';
import { subjects } from '@studyhub/contract/quiz';
import { addDays, nowIso } from '../../db/time.ts';
import type { AccountAdminService } from '../auth/account-admin.service.ts';
import type { CertificatesService } from '../certificates/certificates.service.ts';
import type { DownloadsService } from '../downloads/downloads.service.ts';
import type { PaymentsService } from '../payments/payments.service.ts';
import type { QuizzesService } from '../quizzes/quizzes.service.ts';

/**
 * The operators' view of students and of the site: each figure is read through the feature that
 * owns it, and put together here.
 */
export function createAdminUsersService(options: {
  accounts: AccountAdminService;
  payments: PaymentsService;
  downloads: DownloadsService;
  quizzes: QuizzesService;
  certificates: CertificatesService;
  now?: () => Date;
}) {
  const now = options.now ?? (() => new Date());

  return {
    /** One account with what it bought, downloaded, attempted and earned. */
    async detail(id: string) {
      const user = await options.accounts.find(id);
      const [orders, downloads, attempts, certificates] = await Promise.all([
        options.payments.purchases(id),
        options.downloads.listForUser(id),
        options.quizzes.attemptsOf(id),
        options.certificates.listForUser(id),
      ]);
      return { user, orders, downloads, attempts, certificates };
    },

    /** The last `overviewDays` UTC days, today included, every day listed even when empty. */
    async overview(): Promise<Omit<AdminOverviewResponse, 'success'>> {
      const today = new Date(`${nowIso(now()).slice(0, 10)}T00:00:00.000Z`);
      const start = addDays(today, 1 - overviewDays);
      const from = nowIso(start);
      const to = nowIso(addDays(today, 1));
      const [users, paid, downloads, results] = await Promise.all([
        options.accounts.newUsersByDay(from, to),
        options.payments.paidByDay(from, to),
        options.downloads.countByDay(from, to),
        options.quizzes.resultsBySubject(from, to),
      ]);
      const usersOn = new Map(users.map((row) => [row.day, row.count]));
      const paidOn = new Map(paid.map((row) => [row.day, row]));
      const downloadsOn = new Map(downloads.map((row) => [row.day, row.count]));
      const days = Array.from({ length: overviewDays }, (_, index) => {
        const day = nowIso(addDays(start, index)).slice(0, 10);
        const orders = paidOn.get(day);
        return {
          day,
          newUsers: usersOn.get(day) ?? 0,
          paidOrders: orders?.paidCount ?? 0,
          revenuePaise: orders ? orders.paidPaise - orders.refundedPaise : 0,
          downloads: downloadsOn.get(day) ?? 0,
        };
      });
      const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
      const paidPaise = sum(paid.map((row) => row.paidPaise));
      const refundedPaise = sum(paid.map((row) => row.refundedPaise));
      return {
        from: from.slice(0, 10),
        to: today.toISOString().slice(0, 10),
        days,
        totals: {
          newUsers: sum(days.map((day) => day.newUsers)),
          paidOrders: sum(days.map((day) => day.paidOrders)),
          paidPaise,
          refundedPaise,
          revenuePaise: paidPaise - refundedPaise,
          downloads: sum(days.map((day) => day.downloads)),
        },
        quizzes: subjects.map((subject) => {
          const result = results.find((row) => row.subject === subject);
          const attempts = result?.attempts ?? 0;
          const passes = result?.passes ?? 0;
          return { subject, attempts, passes, passRate: attempts ? passes / attempts : null };
        }),
      };
    },
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
