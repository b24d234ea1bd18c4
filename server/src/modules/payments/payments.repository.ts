import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { createAdminOrdersRepository } from './admin-orders.repository.ts';
import { createEntitlementsRepository } from './entitlements.repository.ts';
import { createOrdersRepository } from './orders.repository.ts';

export type { OrderRow } from './orders.repository.ts';

/**
 * The only place that touches orders, entitlements and webhook events, in three parts by who
 * needs them: the orders themselves, what paid orders granted, and the operators' views and
 * refunds. One object still, because other modules and the payments service call its members on
 * any executor (the database or a transaction).
 */
export function createPaymentsRepository(executor: Kysely<Database>) {
  return {
    ...createOrdersRepository(executor),
    ...createEntitlementsRepository(executor),
    ...createAdminOrdersRepository(executor),
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
