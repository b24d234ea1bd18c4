import { z } from 'zod';
import { donationLimits } from './constants.ts';
import { requestStatus } from './requests.ts';

export const itemTypes = ['note', 'project', 'donation'] as const;
export const itemType = z.enum(itemTypes, {
  error: 'The item type must be note, project or donation.',
});
export type ItemType = z.infer<typeof itemType>;

export { donationDefaultCustom, donationLimits, donationPresets } from './constants.ts';

export const createOrderBody = z
  .object({
    itemType,
    itemId: z.string({ error: 'Which item is this payment for?' }).min(1).max(200),
    itemName: z.string().max(200).optional(),
    /** Read only for donations; the server prices notes and projects itself (decision 2). */
    amount: z.unknown().optional(),
  })
  .superRefine((body, context) => {
    if (body.itemType !== 'donation') return;
    const amount = body.amount;
    if (
      typeof amount !== 'number' ||
      !Number.isInteger(amount) ||
      amount < donationLimits.minRupees ||
      amount > donationLimits.maxRupees
    ) {
      context.addIssue({
        code: 'custom',
        path: ['amount'],
        message: 'Please enter a donation of whole rupees from ₹1 to ₹5,00,000.',
      });
    }
  });
export type CreateOrderBody = z.input<typeof createOrderBody>;

export const providerName = z.enum(['sandbox', 'razorpay']);
export type ProviderName = z.infer<typeof providerName>;

export const createOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The provider's order id (order_...). */
  orderId: z.string(),
  /** In paise, as the provider's checkout expects. */
  amount: z.number().int(),
  currency: z.literal('INR'),
  provider: providerName,
  /** The provider's public key for its checkout. */
  keyId: z.string(),
  itemName: z.string(),
  description: z.string(),
});
export type CreateOrderResponse = z.infer<typeof createOrderResponse>;

/** The provider's confirmation, with its own field names (spec section 7). */
export const verifyPaymentBody = z.object({
  razorpay_order_id: z.string({ error: 'The payment confirmation is incomplete.' }).min(1).max(100),
  razorpay_payment_id: z
    .string({ error: 'The payment confirmation is incomplete.' })
    .min(1)
    .max(100),
  razorpay_signature: z
    .string({ error: 'The payment confirmation is incomplete.' })
    .min(1)
    .max(200),
  /** Sent by the note and project screens; when present it must name the order's own item. */
  itemDetails: z
    .object({ id: z.string().max(200) })
    .partial()
    .optional(),
  noteDetails: z
    .object({ id: z.string().max(200) })
    .partial()
    .optional(),
});
export type VerifyPaymentBody = z.input<typeof verifyPaymentBody>;

export const verifyPaymentResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  itemType,
  itemId: z.string().nullable(),
  /** The student already owned the item: this payment is kept on record and will be refunded. */
  refundDue: z.boolean(),
  /** What the confirmation in the page shows, as the server recorded it. */
  orderId: z.string(),
  itemName: z.string(),
  amountPaise: z.number().int(),
  paymentId: z.string(),
  paidAt: z.string(),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponse>;

export const accessResponse = z.object({ success: z.literal(true), hasAccess: z.boolean() });
export const purchaseCheckResponse = z.object({
  success: z.literal(true),
  hasPurchased: z.boolean(),
});

export const download = z.object({
  id: z.string(),
  itemType: z.enum(['note', 'project', 'paper']),
  itemId: z.string(),
  itemName: z.string(),
  downloadedAt: z.string(),
  /** What was paid for the item, in paise; null when it was free. */
  amountPaise: z.number().int().nullable(),
  /** Our endpoint that serves the file again after checking access; never a storage location. */
  downloadUrl: z.string(),
});
export type Download = z.infer<typeof download>;
export const downloadsResponse = z.object({
  success: z.literal(true),
  downloads: z.array(download),
});
export type DownloadsResponse = z.infer<typeof downloadsResponse>;

export const purchase = z.object({
  orderId: z.string(),
  itemType,
  itemId: z.string().nullable(),
  itemName: z.string(),
  amountPaise: z.number().int(),
  paidAt: z.string(),
  paymentId: z.string(),
  /** A second payment for something already bought: shown as paid twice, to be refunded. */
  refundDue: z.boolean(),
  /** When the team refunded this order; its item is no longer the student's (decision 25). */
  refundedAt: z.string().nullable(),
  /** The student's latest refund request naming this order (or its payment id), if any. */
  refundRequest: z
    .object({ id: z.string(), status: requestStatus, createdAt: z.string() })
    .nullable(),
});
export type Purchase = z.infer<typeof purchase>;
export const purchasesResponse = z.object({
  success: z.literal(true),
  purchases: z.array(purchase),
});
export type PurchasesResponse = z.infer<typeof purchasesResponse>;

/** GET /api/user/receipts/{orderId}.pdf: the provider's order id (order_...). */
export const receiptParams = z.object({
  orderId: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[A-Za-z0-9_-]+$/, 'An order id has only letters, digits, dashes and underscores.'),
});

// Texts and plain values, kept with the zod-free constants so that a screen using them (a
// payment button, a receipt link) loads no schema.
export { paymentMessages, receiptUrl, sandboxCards } from './constants.ts';

export const sandboxPayBody = z.object({
  orderId: z.string().min(1).max(100),
  cardNumber: z.string().max(30),
});
export const sandboxPayResponse = z.object({
  success: z.literal(true),
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string(),
});
export type SandboxPayResponse = z.infer<typeof sandboxPayResponse>;

/** A refunded order was paid, then refunded: the status says where it ended. */
export const adminOrderStatuses = ['created', 'paid', 'failed', 'refunded'] as const;
export const adminOrderStatus = z.enum(adminOrderStatuses, {
  error: 'status must be created, paid, failed or refunded.',
});

export const adminOrder = z.object({
  orderId: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  itemType,
  itemId: z.string().nullable(),
  itemName: z.string(),
  amountPaise: z.number().int(),
  provider: providerName,
  status: adminOrderStatus,
  paymentId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Paid for an item the user already owned: to be refunded, and never granted twice. */
  refundDue: z.boolean(),
  /** The order that had already granted the item. */
  duplicateOf: z.string().nullable(),
  refundedAt: z.string().nullable(),
  /** The provider's refund id (rfnd_...). */
  refundId: z.string().nullable(),
  refundReason: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

/** A day, or the start of an ISO date and time. */
const dateBound = (name: string) =>
  z.union([z.iso.date(), z.iso.datetime()], {
    error: `${name} must be a date (YYYY-MM-DD) or an ISO date and time.`,
  });

export const adminOrdersQuery = z.object({
  status: adminOrderStatus.optional(),
  /** true: only the orders to refund; false: only the others. */
  refundDue: z
    .enum(['true', 'false'], { error: 'refundDue must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
  itemType: itemType.optional(),
  /** Orders created on or after this day (UTC). */
  from: dateBound('from').optional(),
  /** Orders created on or before this day (UTC), the whole day included. */
  to: dateBound('to').optional(),
  /** The buyer's email, exactly (any case). */
  email: z.string().trim().toLowerCase().min(1).max(254).optional(),
});
export type AdminOrdersQuery = z.output<typeof adminOrdersQuery>;

/** Money of the orders matching the filters (status aside): paid, refunded, and what was kept. */
export const orderTotals = z.object({
  paidCount: z.number().int(),
  paidPaise: z.number().int(),
  paidRupees: z.number(),
  refundedCount: z.number().int(),
  refundedPaise: z.number().int(),
  refundedRupees: z.number(),
  netPaise: z.number().int(),
  netRupees: z.number(),
});
export type OrderTotals = z.infer<typeof orderTotals>;

export const adminOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(adminOrder),
  totals: orderTotals,
});

export const adminOrderParams = z.object({ orderId: z.string().min(1).max(100) });

export const orderEvent = z.object({
  at: z.string(),
  /** created, paid, failed, refunded, or a provider webhook event (payment.captured, ...). */
  event: z.string(),
  detail: z.string().nullable(),
});
export const adminOrderDetailResponse = z.object({
  success: z.literal(true),
  order: adminOrder.extend({ userName: z.string(), providerOrderId: z.string() }),
  history: z.array(orderEvent),
});
export type AdminOrderDetailResponse = z.infer<typeof adminOrderDetailResponse>;

export const refundOrderBody = z.object({
  reason: z
    .string({ error: 'Please give the reason for the refund.' })
    .trim()
    .min(3, 'Please give the reason for the refund.')
    .max(500, 'The reason can be at most 500 characters.'),
});
export const refundOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  order: adminOrder,
  /** Whether the refund ended the buyer's access (false for donations and duplicate payments). */
  accessEnded: z.boolean(),
});
export type RefundOrderResponse = z.infer<typeof refundOrderResponse>;

export const recheckOrderResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  /** True when this re-check found the payment and recorded it. */
  changed: z.boolean(),
  order: adminOrder,
});
export type RecheckOrderResponse = z.infer<typeof recheckOrderResponse>;
