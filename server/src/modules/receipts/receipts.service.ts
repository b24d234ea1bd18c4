import type { User } from '@studyhub/contract/auth';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { SellerConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { smtpTransport } from '../../lib/smtp.ts';
import type { OrderRow } from '../payments/payments.repository.ts';
import { financialYear } from './gst.ts';
import {
  type ReceiptContent,
  receiptAmount,
  receiptTitle,
  renderReceipt,
} from './receipt-document.ts';
import type { ReceiptsRepository } from './receipts.repository.ts';

export interface ReceiptsServiceOptions {
  repository: ReceiptsRepository;
  seller: SellerConfig;
  /** The payments feature's orders, read by their provider order id. */
  findOrder: (providerOrderId: string) => Promise<OrderRow | undefined>;
  findUser: (userId: string) => Promise<Pick<User, 'name' | 'email'> | undefined>;
  smtpUrl: string | undefined;
  supportEmail: string;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}

/** The file name a receipt is saved under, without .pdf: receipt-order_N3x9Qk2LmP7a. */
export const receiptFileName = (orderId: string) => `receipt-${orderId}`;

/**
 * Receipts and GST tax invoices of paid orders and donations (decision 24, docs/decisions/0026).
 * A tax invoice's number is given when the order is paid, in the same transaction.
 */
export function createReceiptsService(options: ReceiptsServiceOptions) {
  const { repository, seller, log } = options;
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : undefined;
  const pending = new Set<Promise<void>>();

  async function content(order: OrderRow): Promise<ReceiptContent | undefined> {
    if (order.status !== 'paid' || !order.paymentId || !order.paidAt) return undefined;
    const [invoice, buyer] = await Promise.all([
      repository.invoiceFor(order.id),
      options.findUser(order.userId),
    ]);
    return {
      invoice,
      seller: invoice ? { ...seller, gstin: invoice.sellerGstin } : seller,
      buyer: buyer ?? { name: 'Deleted account', email: '' },
      order: {
        orderId: order.providerOrderId,
        paymentId: order.paymentId,
        itemType: order.itemType,
        itemName: order.itemName,
        amountPaise: order.amountPaise,
        paidAt: order.paidAt,
        refundedAt: order.refundedAt ?? null,
      },
    };
  }

  async function email(providerOrderId: string): Promise<void> {
    if (!transport) return;
    try {
      const order = await options.findOrder(providerOrderId);
      const receipt = order && (await content(order));
      if (!receipt?.buyer.email) return;
      const title = receiptTitle(receipt);
      await transport.sendMail({
        from: { name: 'StudyHub', address: options.supportEmail },
        to: { name: receipt.buyer.name, address: receipt.buyer.email },
        subject: `Your StudyHub ${title.toLowerCase()} for ${receipt.order.itemName}`.replace(
          /\s+/g,
          ' ',
        ),
        text: [
          `Hello ${receipt.buyer.name},`,
          '',
          `Thank you for your payment of ${receiptAmount(receipt.order.amountPaise)} for ${receipt.order.itemName}.`,
          `Order ID: ${receipt.order.orderId}`,
          `Payment ID: ${receipt.order.paymentId}`,
          '',
          `Your ${title.toLowerCase()} is attached. You can download it again from My Purchases on your dashboard.`,
        ].join('\n'),
        attachments: [
          {
            filename: `${receiptFileName(receipt.order.orderId)}.pdf`,
            content: await renderReceipt(receipt),
            contentType: 'application/pdf',
          },
        ],
      });
      log.info({ orderId: providerOrderId }, 'receipt emailed');
    } catch (error) {
      log.error({ err: error, orderId: providerOrderId }, 'receipt could not be emailed');
    }
  }

  return {
    /**
     * Inside the transaction that marks the order paid: a sale (not a donation, which is a gift)
     * gets the next tax-invoice number when a GSTIN is configured.
     */
    async issueInvoice(trx: Kysely<Database>, order: OrderRow, paidAt: string): Promise<void> {
      if (!seller.gstin || order.itemType === 'donation') return;
      await repository.assignInvoiceNumber(trx, {
        orderId: order.id,
        financialYear: financialYear(paidAt),
        sellerGstin: seller.gstin,
        issuedAt: paidAt,
      });
    },

    /** The buyer's copy, after the payment committed; needs SMTP_URL, and never delays the payment. */
    emailAfterPayment(providerOrderId: string): void {
      if (!transport) return;
      const sending = email(providerOrderId).finally(() => pending.delete(sending));
      pending.add(sending);
    },

    /** The PDF of one of the student's own paid orders; undefined for anything else. */
    async document(userId: string, providerOrderId: string) {
      const order = await options.findOrder(providerOrderId);
      if (!order || order.userId !== userId) return undefined;
      const receipt = await content(order);
      return receipt && { pdf: await renderReceipt(receipt), orderId: order.providerOrderId };
    },

    async drain() {
      await Promise.allSettled([...pending]);
      transport?.close();
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
