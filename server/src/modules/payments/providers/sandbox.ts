import { createHmac, randomBytes } from 'node:crypto';
import { sandboxCards } from '@studyhub/contract/payments';
import type { CreatedOrder, PaymentProvider } from './payment-provider.ts';
import { paymentSignature, signaturesMatch, webhookSignature } from './signatures.ts';

const id = (prefix: string) =>
  `${prefix}_${randomBytes(7).toString('base64url').replace(/[-_]/g, 'x')}`;

export interface SandboxPayment {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  amountPaise: number;
}

export type SandboxOutcome =
  | { ok: true; payment: SandboxPayment }
  | { ok: false; reason: 'unknown-order' | 'already-paid' | 'card-declined'; description: string };

/** What the sandbox remembers of one order it created, as Razorpay would. */
export interface SandboxOrder {
  amountPaise: number;
  paymentId: string | null;
  refunded: boolean;
}

/**
 * Where the sandbox keeps its orders: in this process's memory, or in Redis when several
 * processes serve the site, so an order created on one can be paid on another (decision 32).
 */
export interface SandboxBook {
  add(orderId: string, amountPaise: number): Promise<void>;
  get(orderId: string): Promise<SandboxOrder | undefined>;
  /** Records the order's payment unless it already has one; false when it had. */
  pay(orderId: string, paymentId: string): Promise<boolean>;
  refund(paymentId: string): Promise<void>;
  /** How many orders it remembers (memory only). */
  size?(): number;
}

export interface SandboxOptions {
  /**
   * The secret its signatures are made from. Given here, or later with useSecret() once the
   * database can be read; it must be the same in every process and after every restart, or
   * confirmations made before would no longer verify.
   */
  secret?: string;
  /** At most this many unpaid orders are remembered; the oldest are forgotten first. */
  maxOrders?: number;
  now?: () => number;
  /** Defaults to a book in this process's memory, bounded by maxOrders and a day. */
  book?: SandboxBook;
}

/** A checkout is paid within minutes; a day is generous, and keeps the book small. */
const orderLifetimeMs = 24 * 60 * 60 * 1000;
const defaultMaxOrders = 10_000;

/**
 * Behaves like Razorpay with no network: order ids look like Razorpay's, and a payment made with
 * the documented test card is confirmed with a signature made by Razorpay's own formula. It plays
 * the provider's side, so it keeps its own record of the orders it created, as Razorpay would,
 * in memory and bounded: an order it has forgotten simply cannot be paid in the sandbox.
 */
export function createMemorySandboxBook(
  options: { maxOrders?: number; now?: () => number } = {},
): SandboxBook {
  const maxOrders = options.maxOrders ?? defaultMaxOrders;
  const now = options.now ?? Date.now;
  // A Map iterates in insertion order, so its first entries are the oldest orders.
  const orders = new Map<string, SandboxOrder & { createdAt: number }>();
  function prune() {
    const oldest = now() - orderLifetimeMs;
    for (const [orderId, order] of orders) {
      if (orders.size <= maxOrders && order.createdAt > oldest) break;
      orders.delete(orderId);
    }
  }
  return {
    async add(orderId, amountPaise) {
      orders.set(orderId, { amountPaise, paymentId: null, refunded: false, createdAt: now() });
      prune();
    },
    async get(orderId) {
      prune();
      return orders.get(orderId);
    },
    async pay(orderId, paymentId) {
      const order = orders.get(orderId);
      if (!order || order.paymentId) return false;
      order.paymentId = paymentId;
      return true;
    },
    async refund(paymentId) {
      for (const order of orders.values()) {
        if (order.paymentId === paymentId) order.refunded = true;
      }
    },
    size: () => orders.size,
  };
}

interface RedisHashes {
  hset(key: string, ...fieldsAndValues: string[]): Promise<unknown>;
  hsetnx(key: string, field: string, value: string): Promise<number>;
  hgetall(key: string): Promise<Record<string, string>>;
  get(key: string): Promise<string | null>;
  set(key: string, value: string, mode: 'PX', ms: number): Promise<unknown>;
  pexpire(key: string, ms: number): Promise<number>;
}

/** The sandbox's orders in Redis, shared by every process; each forgotten after a day. */
export function createRedisSandboxBook(
  redis: RedisHashes,
  key: (name: string) => string,
): SandboxBook {
  const orderKey = (orderId: string) => key(`sandbox:order:${orderId}`);
  const paymentKey = (paymentId: string) => key(`sandbox:payment:${paymentId}`);
  return {
    async add(orderId, amountPaise) {
      await redis.hset(orderKey(orderId), 'amountPaise', String(amountPaise));
      await redis.pexpire(orderKey(orderId), orderLifetimeMs);
    },
    async get(orderId) {
      const fields = await redis.hgetall(orderKey(orderId));
      if (!fields.amountPaise) return undefined;
      return {
        amountPaise: Number(fields.amountPaise),
        paymentId: fields.paymentId ?? null,
        refunded: fields.refunded === '1',
      };
    },
    async pay(orderId, paymentId) {
      if (!(await this.get(orderId))) return false;
      // HSETNX: of two payments at once, on any processes, exactly one is recorded.
      if ((await redis.hsetnx(orderKey(orderId), 'paymentId', paymentId)) !== 1) return false;
      await redis.set(paymentKey(paymentId), orderId, 'PX', orderLifetimeMs);
      return true;
    },
    async refund(paymentId) {
      const orderId = await redis.get(paymentKey(paymentId));
      if (orderId) await redis.hset(orderKey(orderId), 'refunded', '1');
    },
  };
}

export function createSandboxProvider(options: SandboxOptions = {}) {
  const book =
    options.book ??
    createMemorySandboxBook({
      ...(options.maxOrders !== undefined ? { maxOrders: options.maxOrders } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
  let secrets: { key: string; webhook: string } | undefined;

  function useSecret(secret: string) {
    const derive = (purpose: string) =>
      createHmac('sha256', secret).update(`studyhub sandbox ${purpose}`).digest('hex');
    secrets = { key: derive('key secret'), webhook: derive('webhook secret') };
  }
  if (options.secret) useSecret(options.secret);

  function loaded() {
    if (!secrets)
      throw new Error('The sandbox payment provider was used before its secret was set');
    return secrets;
  }

  const provider: PaymentProvider = {
    name: 'sandbox',
    keyId: 'rzp_test_sandbox',
    async createOrder({ amountPaise }): Promise<CreatedOrder> {
      const providerOrderId = id('order');
      await book.add(providerOrderId, amountPaise);
      return { providerOrderId };
    },
    isValidPaymentSignature: (orderId, paymentId, signature) =>
      signaturesMatch(paymentSignature(orderId, paymentId, loaded().key), signature),
    isValidWebhookSignature: (rawBody, signature) =>
      signaturesMatch(webhookSignature(rawBody, loaded().webhook), signature),
    // No money moved, so the refund is made here; an order it still remembers is marked refunded.
    async refund({ paymentId }) {
      await book.refund(paymentId);
      return { refundId: id('rfnd') };
    },
    async paymentsForOrder(providerOrderId) {
      const order = await book.get(providerOrderId);
      if (!order?.paymentId) return [];
      return [
        {
          paymentId: order.paymentId,
          amountPaise: order.amountPaise,
          status: order.refunded ? 'refunded' : 'captured',
        },
      ];
    },
  };

  return {
    provider,
    useSecret,
    /** The sandbox checkout's card payment. */
    async pay(orderId: string, cardNumber: string): Promise<SandboxOutcome> {
      const order = await book.get(orderId);
      if (!order)
        return { ok: false, reason: 'unknown-order', description: 'This order does not exist.' };
      if (order.paymentId)
        return { ok: false, reason: 'already-paid', description: 'This order is already paid.' };
      if (cardNumber.replace(/\s/g, '') !== sandboxCards.success.replace(/\s/g, '')) {
        return {
          ok: false,
          reason: 'card-declined',
          description: 'Your card was declined by the bank.',
        };
      }
      const paymentId = id('pay');
      if (!(await book.pay(orderId, paymentId)))
        return { ok: false, reason: 'already-paid', description: 'This order is already paid.' };
      return {
        ok: true,
        payment: {
          razorpay_order_id: orderId,
          razorpay_payment_id: paymentId,
          razorpay_signature: paymentSignature(orderId, paymentId, loaded().key),
          amountPaise: order.amountPaise,
        },
      };
    },
    /** Signs a webhook body as Razorpay would sign it. */
    signWebhook: (rawBody: string) => webhookSignature(rawBody, loaded().webhook),
    /** How many unpaid orders it remembers. */
    openOrders: () => book.size?.(),
  };
}

export type Sandbox = ReturnType<typeof createSandboxProvider>;
