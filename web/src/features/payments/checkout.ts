/** The provider's confirmation of a payment, with Razorpay's field names (spec section 7). */
export interface PaymentConfirmation {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** How a checkout ended: paid (to be verified by the server), refused by the provider, or closed. */
export type CheckoutResult =
  | { status: 'paid'; confirmation: PaymentConfirmation }
  | { status: 'failed' }
  | { status: 'cancelled' };

/** Who is paying, to prefill the checkout. */
export interface Payer {
  name: string;
  email: string;
}
