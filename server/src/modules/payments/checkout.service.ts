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
import { nowIso } from '../../db/time.ts';
import { AppError, badRequest, notFound } from '../../errors.ts';
import { toPaise } from '../../lib/money.ts';
import type { OrderSettlement } from './order-settlement.ts';
import type { OrderRow } from './payments.repository.ts';
import type { PaymentsContext } from './payments-context.ts';
import { ProviderError } from './providers/payment-provider.ts';

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

/** A student's side of payments: ordering an item, confirming the payment, and what they own. */
export function createCheckout(context: PaymentsContext, settlement: OrderSettlement) {
  const { repository, provider, log, now, oneAtATime, notes, projects } = context;

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
      itemType === 'note' ? await notes.findFiles(itemId) : await projects.findFiles(itemId);
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
      const refundDue = await settlement.confirm(order, body.razorpay_payment_id, 'verify');
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
  };
}
