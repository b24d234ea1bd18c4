import type { PaymentOrder } from './api/create-order';
import type { CheckoutResult, Payer, PaymentConfirmation } from './checkout';

const checkoutScript = 'https://checkout.razorpay.com/v1/checkout.js';
const indigo = '#4f46e5';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  order_id: string;
  prefill: { name: string; email: string };
  theme: { color: string };
  handler: (response: PaymentConfirmation) => void;
  modal: { ondismiss: () => void };
}

interface RazorpayCheckout {
  open(): void;
  close(): void;
  on(event: 'payment.failed', listener: (response: { error?: unknown }) => void): void;
}

type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayCheckout;

function razorpayGlobal(): RazorpayConstructor | undefined {
  return (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Adds Razorpay's checkout script once, when the first payment starts: the site loads no
 * third-party script otherwise, and the CSP allows this origin only when Razorpay is on.
 */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  const loaded = razorpayGlobal();
  if (loaded) return Promise.resolve(loaded);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = checkoutScript;
    script.async = true;
    script.addEventListener('load', () => {
      const Razorpay = razorpayGlobal();
      if (Razorpay) resolve(Razorpay);
      else reject(new Error('The Razorpay checkout script loaded without its checkout'));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error('The Razorpay checkout script could not be loaded'));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    // Let a later attempt try again (the network may be back).
    loading = null;
    throw error;
  });
  return loading;
}

/** Opens Razorpay's checkout for an order and settles when it is paid, fails or is closed. */
export async function openRazorpayCheckout(
  order: PaymentOrder,
  payer: Payer,
): Promise<CheckoutResult> {
  const Razorpay = await loadRazorpay();
  return new Promise((resolve) => {
    let settled = false;
    const settle = (result: CheckoutResult) => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    const checkout = new Razorpay({
      key: order.keyId,
      amount: order.amount,
      currency: order.currency,
      name: 'StudyHub',
      description: order.description,
      order_id: order.orderId,
      prefill: { name: payer.name, email: payer.email },
      theme: { color: indigo },
      handler: (response) =>
        settle({
          status: 'paid',
          confirmation: {
            razorpay_order_id: response.razorpay_order_id,
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: { ondismiss: () => settle({ status: 'cancelled' }) },
    });
    checkout.on('payment.failed', (response) => {
      console.error('Payment failed', response.error);
      // The spec tells the user at once; a new attempt starts from the page's button.
      settle({ status: 'failed' });
      checkout.close();
    });
    checkout.open();
  });
}
