import type { Kysely } from 'kysely';
import { compiledOnce } from '../../db/compiled-once.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The one read of refund_requests that is not the operators' (those, and every write, are the
 * support-requests repository's): a student's own requests, for My Purchases.
 */
export function createRefundsRepository(db: Kysely<Database>) {
  // Read with My Purchases on every visit to the dashboard: compiled once, and kept while the
  // database is unchanged (see compiledOnce).
  const requestsOf = compiledOnce(
    db,
    (userId: string) =>
      db
        .selectFrom('refundRequests')
        .select(['id', 'transactionId', 'status', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('createdAt', 'desc')
        .orderBy('id'),
    { keepWhileUnchanged: 1000 },
  );
  return {
    /** A student's own requests, newest first: what they asked about and where it stands. */
    ofUser: requestsOf,
  };
}
