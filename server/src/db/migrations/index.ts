import type { Migration } from 'kysely/migration';
import * as accounts from './0001-accounts.ts';
import * as catalog from './0002-catalog.ts';
import * as quizzes from './0003-quizzes.ts';
import * as payments from './0004-payments.ts';
import * as requests from './0005-requests.ts';
import * as duplicatePayments from './0006-duplicate-payments.ts';
import * as deploymentSafety from './0007-deployment-safety.ts';
import * as quizFamilies from './0008-quiz-families.ts';
import * as auditLog from './0009-audit-log.ts';
import * as catalogAdmin from './0010-catalog-admin.ts';
import * as uploads from './0011-uploads.ts';
import * as operations from './0012-operations.ts';
import * as accountRecovery from './0013-accounts.ts';
import * as quizContentSync from './0014-quiz-content-sync.ts';
import * as adminUsers from './0015-admin-users.ts';
import * as receipts from './0016-receipts.ts';
import * as testimonialsAndReplies from './0017-testimonials-and-replies.ts';
import * as search from './0018-search.ts';
import * as backgroundWork from './0020-background-work.ts';
import * as registrationLinks from './0021-registration-links.ts';

/** Every migration, in order. Names sort in the order they run; never rename one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-catalog': catalog,
  '0003-quizzes': quizzes,
  '0004-payments': payments,
  '0005-requests': requests,
  '0006-duplicate-payments': duplicatePayments,
  '0007-deployment-safety': deploymentSafety,
  '0008-quiz-families': quizFamilies,
  '0009-audit-log': auditLog,
  '0010-catalog-admin': catalogAdmin,
  '0011-uploads': uploads,
  '0012-operations': operations,
  '0013-accounts': accountRecovery,
  '0014-quiz-content-sync': quizContentSync,
  '0015-admin-users': adminUsers,
  '0016-receipts': receipts,
  '0017-testimonials-and-replies': testimonialsAndReplies,
  '0018-search': search,
  '0020-background-work': backgroundWork,
  '0021-registration-links': registrationLinks,
};
