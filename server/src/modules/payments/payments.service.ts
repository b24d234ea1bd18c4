import { randomUUID } from 'node:crypto';
import { errorCodes } from '@studyhub/contract/api';
import { notFoundMessages } from '@studyhub/contract/catalog';
import {
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
import type { NotesRepository } from '../notes/notes.repository.ts';
import type { ProjectsRepository } from '../projects/projects.repository.ts';
import { createPaymentsRepository, type OrderRow } from './payments.repository.ts';
import { type PaymentProvider, ProviderError } from './providers/payment-provider.ts';

export interface PaymentsServiceOptions {
  provider: PaymentProvider;
  notes: NotesRepository;
  projects: ProjectsRepository;
  log: FastifyBaseLogger;
  now?: () => Date;
}

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
    via: 'verify' | 'webhook',
  ): Promise<boolean> {
    const { changed, refundDue } = await repository.markPaid(order, paymentId, nowIso(now()));
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
   * tabs) find the same open order. One process serves the site (decision 5); the provider call
   * between the lookup and the insert is why the database alone cannot serialise this cheaply.
   */
  const creating = new Map<string, Promise<unknown>>();
  async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
    const run = (creating.get(key) ?? Promise.resolve()).then(work, work);
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
        await repository.recordWebhookEvent(eventId, body.event ?? 'unknown', nowIso(now()));
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

    async listOrders(filter: { status?: OrderRow['status']; refundDue?: boolean }) {
      return repository.listOrders(filter, 500);
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
