import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderAnswer } from './payment-fixtures';
import { openRazorpayCheckout } from './razorpay-checkout';

type Listener = (response: { error?: unknown }) => void;

/** Stands in for Razorpay's checkout: records its options and lets the test play the user. */
function installFakeRazorpay() {
  const instances: {
    options: Record<string, unknown> & {
      handler: (response: Record<string, string>) => void;
      modal: { ondismiss: () => void };
    };
    listeners: Record<string, Listener>;
    open: ReturnType<typeof vi.fn>;
    close: ReturnType<typeof vi.fn>;
  }[] = [];
  class FakeRazorpay {
    constructor(options: (typeof instances)[number]['options']) {
      instances.push({ options, listeners: {}, open: this.open, close: this.close });
    }
    open = vi.fn();
    close = vi.fn();
    on(event: string, listener: Listener) {
      const instance = instances.at(-1);
      if (instance) instance.listeners[event] = listener;
    }
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return instances;
}

const order = orderAnswer({ provider: 'razorpay', keyId: 'rzp_live_key', amount: 19_900 });
const payer = { name: 'Asha Verma', email: 'student@example.com' };

/** The loader remembers its script for the page's life; each loading test starts a new page. */
async function freshModule() {
  vi.resetModules();
  return import('./razorpay-checkout');
}

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe("Razorpay's checkout", () => {
  it('opens with the order, the product name, the prefilled payer and the indigo theme', async () => {
    const instances = installFakeRazorpay();
    const result = openRazorpayCheckout(order, payer);
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    const [checkout] = instances;
    expect(checkout?.options).toMatchObject({
      key: 'rzp_live_key',
      amount: 19_900,
      currency: 'INR',
      name: 'StudyHub',
      description: order.description,
      order_id: order.orderId,
      prefill: payer,
      theme: { color: '#4f46e5' },
    });
    expect(checkout?.open).toHaveBeenCalled();

    checkout?.options.handler({
      razorpay_order_id: order.orderId,
      razorpay_payment_id: 'pay_R1',
      razorpay_signature: 'sig',
    });
    await expect(result).resolves.toEqual({
      status: 'paid',
      confirmation: {
        razorpay_order_id: order.orderId,
        razorpay_payment_id: 'pay_R1',
        razorpay_signature: 'sig',
      },
    });
  });

  it('reports payment.failed as a failed payment and closes the checkout', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const instances = installFakeRazorpay();
    const result = openRazorpayCheckout(order, payer);
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    instances[0]?.listeners['payment.failed']?.({ error: { description: 'Card declined' } });
    await expect(result).resolves.toEqual({ status: 'failed' });
    expect(instances[0]?.close).toHaveBeenCalled();
  });

  it('reports a closed checkout as cancelled', async () => {
    const instances = installFakeRazorpay();
    const result = openRazorpayCheckout(order, payer);
    await vi.waitFor(() => expect(instances).toHaveLength(1));
    instances[0]?.options.modal.ondismiss();
    await expect(result).resolves.toEqual({ status: 'cancelled' });
  });

  it("adds Razorpay's script once, when it is first needed", async () => {
    const { loadRazorpay } = await freshModule();
    const first = loadRazorpay();
    const second = loadRazorpay();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://checkout.razorpay.com/v1/checkout.js');

    installFakeRazorpay();
    scripts[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeTypeOf('function');
    await expect(second).resolves.toBe(await first);
  });

  it('lets a later payment try again when the script fails to load', async () => {
    const { loadRazorpay } = await freshModule();
    const failed = loadRazorpay();
    document.head.querySelector('script')?.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('could not be loaded');
    expect(document.head.querySelectorAll('script')).toHaveLength(0);

    void loadRazorpay().catch(() => {});
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
