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
}) {
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
  };
}

export type AdminUsersService = ReturnType<typeof createAdminUsersService>;
