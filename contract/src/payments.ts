import { z } from 'zod';

export const itemTypes = ['note', 'project', 'donation'] as const;
export const itemType = z.enum(itemTypes, {
  error: 'The item type must be note, project or donation.',
});
export type ItemType = z.infer<typeof itemType>;

/** Donations are whole rupees from ₹1 to ₹5,00,000 (decision 2). */
export const donationLimits = { minRupees: 1, maxRupees: 500_000 } as const;
export const donationPresets = [100, 500, 1000] as const;
export const donationDefaultCustom = 100;

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
});
export type Purchase = z.infer<typeof purchase>;
export const purchasesResponse = z.object({
  success: z.literal(true),
  purchases: z.array(purchase),
});
export type PurchasesResponse = z.infer<typeof purchasesResponse>;

/** The sandbox checkout's documented test cards. */
export const sandboxCards = {
  success: '4111 1111 1111 1111',
  failure: '4000 0000 0000 0002',
} as const;

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

export const paymentMessages = {
  notePaid: 'Payment successful! You can now download the note.',
  projectPaid: 'Payment successful! You can now download the source code.',
  failed: 'Payment failed. Please try again.',
  verifyFailed: 'Payment verification failed. Please contact support.',
  initFailed: 'Payment initialization failed',
  donationThanks:
    'Thank you for your generous donation! Your support helps us keep learning free for everyone.',
  donationInitFailed: 'Payment initiation failed. Please try again.',
  donationDescription: 'Donation to support our platform',
  /** Verify's answer when the item was already bought through another order. */
  paidTwice: 'You had already bought this, so this payment will be refunded.',
  /** How My Purchases marks such an order. */
  paidTwiceLabel: 'Paid twice — this payment will be refunded',
} as const;

export const adminOrder = z.object({
  orderId: z.string(),
  userId: z.string(),
  itemType,
  itemId: z.string().nullable(),
  itemName: z.string(),
  amountPaise: z.number().int(),
  provider: providerName,
  status: z.enum(['created', 'paid', 'failed']),
  paymentId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** Paid for an item the user already owned: to be refunded, and never granted twice. */
  refundDue: z.boolean(),
  /** The order that had already granted the item. */
  duplicateOf: z.string().nullable(),
});
export const adminOrdersQuery = z.object({
  status: z.enum(['created', 'paid', 'failed']).optional(),
  /** true: only the orders to refund; false: only the others. */
  refundDue: z
    .enum(['true', 'false'], { error: 'refundDue must be true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});
export const adminOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(adminOrder),
});
