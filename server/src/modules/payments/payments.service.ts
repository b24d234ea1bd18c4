import { randomUUID } from 'node:crypto';
import { errorCodes } from '@studyhub/contract/api';
import type { User } from '@studyhub/contract/auth';
import { notFoundMessages } from '@studyhub/contract/catalog';
import {
  type AdminOrdersQuery,
  type CreateOrderResponse,
  type ItemType,
  paymentMessages,
  type VerifyPaymentBody,
  type VerifyPaymentResponse,
} from '@studyhub/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { toPaise } from '../../lib/money.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import type { NotesRepository } from '../notes/notes.repository.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import { createPaymentsRepository, type OrderRow } from './payments.repository.ts';
import { type PaymentProvider, ProviderError } from './providers/payment-provider.ts';

export interface PaymentsServiceOptions {
  provider: PaymentProvider;
  notes: NotesRepository;
  projects: ProjectsRepository;
  log: FastifyBaseLogger;
  /** The audit log on a given transaction, so an operator's change and its entry commit together. */
  audit: (db: Kysely<Database>) => AuditRepository;
  /** Numbers a sale's tax invoice as it is paid, and emails the buyer's receipt afterwards. */
  receipts?: {
    issueInvoice: (trx: Kysely<Database>, order: OrderRow, paidAt: string) => Promise<void>;
    emailAfterPayment: (providerOrderId: string) => void;
  };
  now?: () => Date;
  /**
   * Runs `work` while no other process runs work under the same key (a Redis lock when several
   * processes serve the site); unset, one process is the whole site and needs none.
   */
  acrossProcesses?: <T>(key: string, work: () => Promise<T>) => Promise<T>;
}

const conflict = (message: string) => new AppError(409, errorCodes.conflict, message);
const providerFailed = (message: string) => new AppError(502, errorCodes.providerError, message);

interface PricedItem {
  itemType: ItemType;
  itemId: string | null;
  itemSlug: string | null;
  itemName: string;
  amountPaise: number;
}

/**
 * How long an unpaid order for a note or project is given back instead of a new one. A closed
 * checkout, a second tab or a double click within a day resumes the same order, which the
 * provider will not let be paid twice; a student back after a day starts afresh.
 */
const openOrderReuseMs = 24 * 60 * 60 * 1000;

const orderNotFound = (orderId: string) => notFound(`No order has the id ${orderId}.`);

const verificationFailed = () =>
  new AppError(400, errorCodes.paymentFailed, paymentMessages.verifyFailed);

/** Razorpay's webhook body, as far as we read it. */
interface WebhookBody {
  event?: string;
  payload?: {
    payment?: {
      entity?: { id?: string; order_id?: string; amount?: number; error_description?: string };
    };
    order?: { entity?: { id?: string; amount?: number } };
  };
}

export function createPaymentsService(db: Kysely<Database>, options: PaymentsServiceOptions) {
  const repository = createPaymentsRepository(db);
  const { provider, log } = options;
  const now = options.now ?? (() => new Date());

  /** The server prices everything but donations from its own records (decision 2). */
  async function price(
    userId: string,
    itemType: ItemType,
    itemId: string,
    amount: unknown,
  ): Promise<PricedItem> {
    if (itemType === 'donation') {
      return {
        itemType,
        itemId: null,
        itemSlug: null,
        itemName: 'Donation',
        amountPaise: toPaise(Number(amount)),
      };
    }
    const item =
      itemType === 'note'
        ? await options.notes.findFiles(itemId)
        : await options.projects.findFiles(itemId);
    if (!item)
      throw notFound(itemType === 'note' ? notFoundMessages.note : notFoundMessages.project);
    if (item.pricePaise === 0)
      throw badRequest(`This ${itemType} is free: you can download it without paying.`);
    if (await repository.entitlement(userId, itemType, item.id)) {
      throw new AppError(
        409,
        errorCodes.alreadyOwned,
        itemType === 'note'
          ? 'You already own this note. You can download it from its page.'
          : 'You already own this source code. You can download it from the project page.',
      );
    }
    return {
      itemType,
      itemId: item.id,
      itemSlug: itemId,
      itemName: item.name,
      amountPaise: item.pricePaise,
    };
  }

  /** Records the payment; returns whether it was for an item already owned (to be refunded). */
  async function confirm(
    order: OrderRow,
    paymentId: string,
    via: 'verify' | 'webhook' | 'recheck' | 'reconcile',
    within?: (trx: Kysely<Database>) => Promise<void>,
  ): Promise<boolean> {
    const paidAt = nowIso(now());
    const { changed, refundDue } = await repository.markPaid(
      order,
      paymentId,
      paidAt,
      async (trx) => {
        await options.receipts?.issueInvoice(trx, order, paidAt);
        await within?.(trx);
      },
    );
    if (changed) options.receipts?.emailAfterPayment(order.providerOrderId);
    const details = {
      orderId: order.providerOrderId,
      paymentId,
      userId: order.userId,
      itemType: order.itemType,
      via,
    };
    if (!changed) log.info(details, 'order was already paid');
    else if (refundDue) log.warn(details, 'second payment for an item already owned: refund due');
    else log.info(details, 'order paid');
    return refundDue;
  }

  function orderResponse(
    order: Pick<OrderRow, 'providerOrderId' | 'amountPaise' | 'itemType' | 'itemName'>,
  ): CreateOrderResponse {
    return {
      success: true,
      message: 'Order created',
      orderId: order.providerOrderId,
      amount: order.amountPaise,
      currency: 'INR',
      provider: provider.name,
      keyId: provider.keyId,
      itemName: order.itemName,
      description:
        order.itemType === 'donation' ? paymentMessages.donationDescription : order.itemName,
    };
  }

  async function newOrder(userId: string, item: PricedItem): Promise<CreateOrderResponse> {
    const id = randomUUID();
    let providerOrderId: string;
    try {
      ({ providerOrderId } = await provider.createOrder({
        amountPaise: item.amountPaise,
        // Razorpay allows receipts of at most 40 characters.
        receipt: id.replaceAll('-', '').slice(0, 40),
        notes: { itemType: item.itemType, item: item.itemSlug ?? 'donation', userId },
      }));
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.error(
        { err: error, userId, itemType: item.itemType },
        'payment provider refused an order',
      );
      throw new AppError(502, errorCodes.providerError, paymentMessages.initFailed);
    }
    const timestamp = nowIso(now());
    // Stored before the browser hears of it: no payment can arrive for an order we do not know.
    await repository.insertOrder({
      id,
      userId,
      ...item,
      currency: 'INR',
      provider: provider.name,
      providerOrderId,
      status: 'created',
      paymentId: null,
      failureReason: null,
      paidAt: null,
      createdAt: timestamp,
      updatedAt: timestamp,
      duplicateOfOrderId: null,
    });
    return orderResponse({ providerOrderId, ...item });
  }

  /**
   * One order creation at a time per student and item, so two at once (a double click, two
   * tabs) find the same open order. In this process by a chain of promises, and across processes
   * by a Redis lock when there are several (decision 32); the provider call between the lookup
   * and the insert is why the database alone cannot serialise this cheaply.
   */
  const creating = new Map<string, Promise<unknown>>();
  // Also serialises an operator's refund and re-check of one order, so the provider is asked once.
  async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const shared = options.acrossProcesses;
    const guarded = shared ? () => shared(`payments ${key}`, work) : work;
    const run = (creating.get(key) ?? Promise.resolve()).then(guarded, guarded);
    const settled = run.catch(() => undefined);
    creating.set(key, settled);
    try {
      return await run;
    } finally {
      if (creating.get(key) === settled) creating.delete(key);
    }
  }

  return {
    async createOrder(
      userId: string,
      body: { itemType: ItemType; itemId: string; amount?: unknown },
    ): Promise<CreateOrderResponse> {
      if (body.itemType === 'donation') {
        return newOrder(userId, await price(userId, body.itemType, body.itemId, body.amount));
      }
      return oneAtATime(`${userId} ${body.itemType} ${body.itemId}`, async () => {
        const item = await price(userId, body.itemType, body.itemId, body.amount);
        const itemType = body.itemType as 'note' | 'project';
        const open = await repository.findOpenOrder({
          userId,
          itemType,
          itemId: item.itemId ?? '',
          amountPaise: item.amountPaise,
          provider: provider.name,
          createdAfter: nowIso(new Date(now().getTime() - openOrderReuseMs)),
        });
        return open ? orderResponse(open) : newOrder(userId, item);
      });
    },

    /** Checks the browser's confirmation against the stored order and grants exactly its item, once. */
    async verify(userId: string, body: VerifyPaymentBody): Promise<VerifyPaymentResponse> {
      const order = await repository.findByProviderOrderId(body.razorpay_order_id);
      if (!order) {
        log.warn({ userId, orderId: body.razorpay_order_id }, 'verify for an unknown order');
        throw notFound('We could not find this payment order.');
      }
      if (order.userId !== userId) {
        log.warn(
          { userId, orderId: order.providerOrderId, owner: order.userId },
          "verify of another user's order",
        );
        throw new AppError(403, errorCodes.forbidden, 'This payment belongs to another account.');
      }
      const claimed = body.itemDetails?.id ?? body.noteDetails?.id;
      if (claimed !== undefined && claimed !== order.itemSlug) {
        log.warn(
          { userId, orderId: order.providerOrderId, claimed, item: order.itemSlug },
          'verify names another item',
        );
        throw verificationFailed();
      }
      if (
        !provider.isValidPaymentSignature(
          order.providerOrderId,
          body.razorpay_payment_id,
          body.razorpay_signature,
        )
      ) {
        log.warn({ userId, orderId: order.providerOrderId }, 'payment signature did not match');
        throw verificationFailed();
      }
      const refundDue = await confirm(order, body.razorpay_payment_id, 'verify');
      // As recorded: a webhook may have confirmed the payment first.
      const paid = await repository.findByProviderOrderId(order.providerOrderId);
      const message = refundDue
        ? paymentMessages.paidTwice
        : order.itemType === 'note'
          ? paymentMessages.notePaid
          : order.itemType === 'project'
            ? paymentMessages.projectPaid
            : paymentMessages.donationThanks;
      return {
        success: true,
        message,
        itemType: order.itemType,
        itemId: order.itemSlug,
        refundDue,
        orderId: order.providerOrderId,
        itemName: order.itemName,
        amountPaise: order.amountPaise,
        paymentId: paid?.paymentId ?? body.razorpay_payment_id,
        paidAt: paid?.paidAt ?? nowIso(now()),
      };
    },

    /**
     * Reconciles what the browser never confirmed (a closed tab, a lost connection): a student who
     * paid always gets the item. Returns false for a bad signature, which records nothing.
     */
    async handleWebhook(
      rawBody: string,
      signature: string | undefined,
      eventId: string | undefined,
    ) {
      if (!signature || !provider.isValidWebhookSignature(rawBody, signature)) {
        log.warn({ eventId }, 'webhook with a bad signature refused');
        return { accepted: false as const };
      }
      if (eventId && (await repository.webhookEventSeen(eventId)))
        return { accepted: true as const, duplicate: true };
      const body = JSON.parse(rawBody) as WebhookBody;
      const payment = body.payload?.payment?.entity;
      const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
      if (
        (body.event === 'payment.captured' || body.event === 'order.paid') &&
        orderId &&
        payment?.id
      ) {
        const order = await repository.findByProviderOrderId(orderId);
        if (!order)
          log.warn({ orderId, event: body.event }, 'webhook for an order we did not create');
        else if (payment.amount !== undefined && payment.amount !== order.amountPaise) {
          log.error(
            { orderId, paid: payment.amount, expected: order.amountPaise },
            'webhook amount does not match the order',
          );
        } else await confirm(order, payment.id, 'webhook');
      } else if (body.event === 'payment.failed' && orderId) {
        await repository.markFailed(
          orderId,
          payment?.error_description ?? 'payment failed',
          nowIso(now()),
        );
        log.info({ orderId }, 'payment failed');
      }
      if (eventId)
        await repository.recordWebhookEvent(
          eventId,
          body.event ?? 'unknown',
          nowIso(now()),
          orderId ?? null,
        );
      return { accepted: true as const, duplicate: false };
    },

    /** The order a student's paid item came from, if they own it. */
    async entitlement(userId: string, itemType: 'note' | 'project', itemRowId: string) {
      return repository.entitlement(userId, itemType, itemRowId);
    },

    async orderOwnedBy(userId: string, providerOrderId: string) {
      const order = await repository.findByProviderOrderId(providerOrderId);
      return order && order.userId === userId ? order : undefined;
    },

    async purchases(userId: string) {
      return repository.paidOrders(userId);
    },

    /** Orders paid per UTC day in [from, to), with what was refunded of them. */
    paidByDay: (from: string, to: string) => repository.paidByDay(from, to),

    async listOrders(filter: AdminOrdersQuery) {
      const { status: _status, refundDue: _refundDue, ...period } = filter;
      const [orders, totals] = await Promise.all([
        repository.listOrders(filter, 500),
        repository.totals(period),
      ]);
      return { orders, totals };
    },

    /** One order for operators: its provider ids and what happened to it, oldest first. */
    async orderDetail(providerOrderId: string) {
      const order = await repository.findAdminOrder(providerOrderId);
      if (!order) throw orderNotFound(providerOrderId);
      const webhooks = await repository.webhookEventsFor(providerOrderId);
      const history = [
        { at: order.createdAt, event: 'created', detail: null },
        ...(order.status === 'failed'
          ? [{ at: order.createdAt, event: 'failed', detail: order.failureReason }]
          : []),
        ...(order.paidAt ? [{ at: order.paidAt, event: 'paid', detail: order.paymentId }] : []),
        ...(order.refundDue
          ? [
              {
                at: order.paidAt ?? order.createdAt,
                event: 'refund due',
                detail: `paid twice: ${order.duplicateOf ?? 'another order'} had granted the item`,
              },
            ]
          : []),
        ...webhooks.map((event) => ({
          at: event.receivedAt,
          event: event.event,
          detail: event.id,
        })),
        ...(order.refundedAt
          ? [{ at: order.refundedAt, event: 'refunded', detail: order.refundReason }]
          : []),
      ].sort((a, b) => a.at.localeCompare(b.at));
      return { order, history };
    },

    /**
     * Refunds a paid order in full with the provider, then, in one transaction, marks it refunded,
     * ends the access it granted and writes the audit entry. A second refund is refused before the
     * provider is asked.
     */
    async refund(operator: User, providerOrderId: string, reason: string) {
      return oneAtATime(`refund ${providerOrderId}`, async () => {
        const order = await repository.findByProviderOrderId(providerOrderId);
        if (!order) throw orderNotFound(providerOrderId);
        if (order.refundedAt) {
          throw conflict(`This order was already refunded on ${order.refundedAt.slice(0, 10)}.`);
        }
        if (order.status !== 'paid' || !order.paymentId) {
          throw conflict('Only a paid order can be refunded: this one was never paid.');
        }
        const duplicate = await repository.liveDuplicateOf(order.id);
        if (duplicate) {
          throw conflict(
            `The student paid for this item twice. Refund the second payment (${duplicate.providerOrderId}) first; refunding this order would end access they still paid for.`,
          );
        }
        let refundId: string;
        try {
          ({ refundId } = await provider.refund({
            paymentId: order.paymentId,
            amountPaise: order.amountPaise,
            notes: { reason, orderId: order.providerOrderId },
          }));
        } catch (error) {
          if (!(error instanceof ProviderError)) throw error;
          log.error({ err: error, orderId: providerOrderId }, 'payment provider refused a refund');
          throw providerFailed(
            `The payment provider did not make the refund: ${error.message}. Nothing was changed here.`,
          );
        }
        const before = await repository.findAdminOrder(providerOrderId);
        const { changed, accessEnded } = await repository.markRefunded(
          order,
          { refundId, reason, at: nowIso(now()) },
          async (trx, ended) => {
            await options.audit(trx).record({
              actor: operator,
              action: 'order.refund',
              subjectType: 'order',
              subjectId: providerOrderId,
              before,
              after: { refundId, reason, accessEnded: ended },
            });
          },
        );
        if (!changed) throw conflict('This order was already refunded.');
        log.info({ orderId: providerOrderId, refundId, accessEnded }, 'order refunded');
        const after = await repository.findAdminOrder(providerOrderId);
        if (!after) throw orderNotFound(providerOrderId);
        return { order: after, accessEnded };
      });
    },

    /**
     * Background work (decision 32): asks the provider about each order still unpaid
     * `afterMinutes` after it was made (a checkout closed before the browser could confirm, a
     * webhook that never came). A captured payment of the order's amount is granted through the
     * same grant as verify, once; either way the order is asked about only once. An order the
     * provider could not be asked about is left for the next run.
     */
    async reconcileUnpaid(afterMinutes = 15, batch = 50) {
      const cutoff = nowIso(new Date(now().getTime() - afterMinutes * 60_000));
      const result = { checked: 0, granted: 0, failed: 0 };
      for (const order of await repository.unreconciled(cutoff, batch)) {
        let payments: Awaited<ReturnType<PaymentProvider['paymentsForOrder']>>;
        try {
          payments = await provider.paymentsForOrder(order.providerOrderId);
        } catch (error) {
          result.failed += 1;
          log.warn({ err: error, orderId: order.providerOrderId }, 'could not reconcile an order');
          continue;
        }
        const captured = payments.find(
          (payment) => payment.status === 'captured' && payment.amountPaise === order.amountPaise,
        );
        if (captured) {
          await oneAtATime(`recheck ${order.providerOrderId}`, () =>
            confirm(order, captured.paymentId, 'reconcile'),
          );
          result.granted += 1;
        }
        await repository.markReconciled(order.id, nowIso(now()));
        result.checked += 1;
      }
      return result;
    },

    /**
     * Asks the provider about an order the student says they paid: a captured payment of the
     * order's amount is recorded through the same grant as verify, once.
     */
    async recheck(operator: User, providerOrderId: string) {
      return oneAtATime(`recheck ${providerOrderId}`, async () => {
        const order = await repository.findByProviderOrderId(providerOrderId);
        if (!order) throw orderNotFound(providerOrderId);
        let changed = false;
        if (order.status !== 'paid') {
          let payments: Awaited<ReturnType<PaymentProvider['paymentsForOrder']>>;
          try {
            payments = await provider.paymentsForOrder(providerOrderId);
          } catch (error) {
            if (!(error instanceof ProviderError)) throw error;
            log.error({ err: error, orderId: providerOrderId }, 'payment provider lookup failed');
            throw providerFailed('The payment provider could not be asked. Please try again.');
          }
          const captured = payments.find(
            (payment) => payment.status === 'captured' && payment.amountPaise === order.amountPaise,
          );
          if (captured) {
            await confirm(order, captured.paymentId, 'recheck', async (trx) => {
              changed = true;
              await options.audit(trx).record({
                actor: operator,
                action: 'order.recheck',
                subjectType: 'order',
                subjectId: providerOrderId,
                before: { status: order.status },
                after: { status: 'paid', paymentId: captured.paymentId },
              });
            });
          }
        }
        const after = await repository.findAdminOrder(providerOrderId);
        if (!after) throw orderNotFound(providerOrderId);
        const message = changed
          ? 'The provider has a captured payment: the order is now paid.'
          : after.status === 'created' || after.status === 'failed'
            ? 'The provider has no captured payment for this order.'
            : 'This order was already paid; nothing changed.';
        return { changed, message, order: after };
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
