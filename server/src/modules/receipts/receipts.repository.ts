import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The only place that touches invoices and their series (docs/decisions/0026). */
export function createReceiptsRepository(db: Kysely<Database>) {
  return {
    /**
     * Gives the order the next number of its financial year's series, inside the caller's
     * transaction: the counter row stays locked until it commits, so numbers follow one another,
     * and a transaction that rolls back takes its number with it (no gaps).
     */
    async assignInvoiceNumber(
      trx: Kysely<Database>,
      invoice: { orderId: string; financialYear: string; sellerGstin: string; issuedAt: string },
    ): Promise<string> {
      const existing = await trx
        .selectFrom('invoices')
        .select('number')
        .where('orderId', '=', invoice.orderId)
        .executeTakeFirst();
      if (existing) return existing.number;
      const { lastSequence } = await trx
        .insertInto('invoiceSeries')
        .values({ financialYear: invoice.financialYear, lastSequence: 1 })
        .onConflict((conflict) =>
          conflict
            .column('financialYear')
            .doUpdateSet((eb) => ({ lastSequence: eb('invoiceSeries.lastSequence', '+', 1) })),
        )
        .returning('lastSequence')
        .executeTakeFirstOrThrow();
      const sequence = Number(lastSequence);
      const number = `INV/${invoice.financialYear}/${String(sequence).padStart(6, '0')}`;
      await trx
        .insertInto('invoices')
        .values({ ...invoice, number, sequence })
        .execute();
      return number;
    },

    async invoiceFor(orderId: string) {
      return db
        .selectFrom('invoices')
        .select(['number', 'sellerGstin', 'issuedAt'])
        .where('orderId', '=', orderId)
        .executeTakeFirst();
    },
  };
}

export type ReceiptsRepository = ReturnType<typeof createReceiptsRepository>;
