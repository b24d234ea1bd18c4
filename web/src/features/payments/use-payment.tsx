import { paymentMessages } from '@studyhub/contract/constants';
import type { VerifyPaymentResponse } from '@studyhub/contract/payments';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { ApiError, serverMessage, UnexpectedResponseError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { createOrder, type PaymentOrder } from './api/create-order';
import { purchasesQueryKey } from './api/get-purchases';
import { verifyPayment } from './api/verify-payment';
import type { CheckoutResult, Payer } from './checkout';
import { SandboxCheckoutDialog } from './components/sandbox-checkout-dialog';
import { openRazorpayCheckout } from './razorpay-checkout';

/** What is being paid for. Notes and projects are priced by the server; a donation by the donor. */
export type PaymentItem =
  | { itemType: 'note' | 'project'; id: string; name: string }
  | { itemType: 'donation'; amountRupees: number };

/** 'paid' once the server has verified the payment; anything else granted nothing. */
export type PaymentOutcome = 'paid' | 'failed' | 'cancelled';

/**
 * What the page shows after a payment (decision 23: no alert dialogs): the confirmation with the
 * order as the server recorded it, or what went wrong, in the spec's words.
 */
export type PaymentNotice =
  | { status: 'paid'; message: string; order: VerifyPaymentResponse }
  | { status: 'failed' | 'cancelled'; message: string };

export const cancelledMessage =
  'Payment cancelled. Nothing was charged; you can try again when you are ready.';

interface PayOptions {
  /**
   * Re-reads what the server now grants (access, purchase state) before the user is told the
   * outcome, so the page behind the message already shows it.
   */
  refresh?: () => Promise<unknown>;
}

function orderBody(item: PaymentItem) {
  return item.itemType === 'donation'
    ? {
        itemType: item.itemType,
        itemId: 'donation',
        itemName: 'Donation',
        amount: item.amountRupees,
      }
    : { itemType: item.itemType, itemId: item.id, itemName: item.name };
}

/** The spec's extra verify fields (section 7): itemDetails for notes, noteDetails for projects. */
function verifyDetails(item: PaymentItem) {
  if (item.itemType === 'note') {
    const itemDetails = { id: item.id, type: 'note' };
    return { itemDetails };
  }
  if (item.itemType === 'project') {
    const noteDetails = { id: item.id, type: 'project', name: item.name };
    return { noteDetails };
  }
  return {};
}

const paidMessages = {
  note: paymentMessages.notePaid,
  project: paymentMessages.projectPaid,
  donation: paymentMessages.donationThanks,
} as const;

/**
 * The payment flow of notes, projects and donations (spec sections 4, 7 and 8): create the order,
 * open the provider's checkout (Razorpay's, or the sandbox's own dialog), verify the payment with
 * the server, and tell the user the outcome in the spec's words. Render `checkoutDialog`, and
 * `notice` with PaymentResult.
 */
export function usePayment(
  payer: Payer | null,
  {
    onSessionExpired,
  }: {
    /** The server no longer knows the session (a 401): end it here too, which leads to /login. */
    onSessionExpired?: () => void;
  } = {},
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<PaymentNotice | null>(null);
  const fail = useCallback((message: string) => setNotice({ status: 'failed', message }), []);
  const running = useRef(false);
  const [sandbox, setSandbox] = useState<{
    order: PaymentOrder;
    finish: (result: CheckoutResult) => void;
  } | null>(null);

  const sendToLogin = useCallback(
    () => navigate('/login', { state: { from: location } }),
    [navigate, location],
  );

  /** Order creation (or the checkout itself) could not start. */
  const reportStartFailure = useCallback(
    (item: PaymentItem, error: unknown) => {
      console.error('Payment initiation error', error);
      if (item.itemType === 'note') {
        fail(`Failed to initiate payment: ${serverMessage(error) ?? paymentMessages.initFailed}`);
      } else if (item.itemType === 'project') {
        if (error instanceof ApiError && error.status === 401) {
          // The page is left for /login, so the site-wide notice carries the message there.
          notify('Please login to continue');
          if (onSessionExpired) onSessionExpired();
          else sendToLogin();
        } else if (error instanceof ApiError) fail(error.message);
        else if (error instanceof UnexpectedResponseError) fail('Failed to create payment order');
        else fail(paymentMessages.failed);
      } else {
        fail(paymentMessages.donationInitFailed);
      }
    },
    [sendToLogin, onSessionExpired, fail],
  );

  const openCheckout = useCallback((order: PaymentOrder, who: Payer): Promise<CheckoutResult> => {
    if (order.provider === 'razorpay') return openRazorpayCheckout(order, who);
    return new Promise((resolve) => {
      setSandbox({
        order,
        finish: (result) => {
          // Close the dialog before any message about the outcome is shown.
          flushSync(() => setSandbox(null));
          resolve(result);
        },
      });
    });
  }, []);

  const pay = useCallback(
    async (item: PaymentItem, options: PayOptions = {}): Promise<PaymentOutcome> => {
      if (!payer) {
        sendToLogin();
        return 'cancelled';
      }
      if (running.current) return 'cancelled';
      running.current = true;
      setBusy(true);
      setNotice(null);
      try {
        let result: CheckoutResult;
        try {
          const order = await createOrder(orderBody(item));
          result = await openCheckout(order, payer);
        } catch (error) {
          reportStartFailure(item, error);
          return 'failed';
        }
        if (result.status === 'cancelled') {
          setNotice({ status: 'cancelled', message: cancelledMessage });
          return 'cancelled';
        }
        if (result.status === 'failed') {
          fail(paymentMessages.failed);
          return 'failed';
        }

        let verified: Awaited<ReturnType<typeof verifyPayment>>;
        try {
          verified = await verifyPayment({ ...result.confirmation, ...verifyDetails(item) });
        } catch (error) {
          console.error('Payment verification error', error);
          fail(paymentMessages.verifyFailed);
          // The provider's webhook may still confirm it; show whatever the server now says.
          await options.refresh?.().catch(() => {});
          return 'failed';
        }
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: purchasesQueryKey }),
          options.refresh?.().catch(() => {}),
        ]);
        // Paid for something already bought: the server keeps it on record and it is refunded.
        setNotice({
          status: 'paid',
          message: verified.refundDue ? paymentMessages.paidTwice : paidMessages[item.itemType],
          order: verified,
        });
        return 'paid';
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [payer, sendToLogin, openCheckout, reportStartFailure, queryClient, fail],
  );

  const checkoutDialog: ReactNode = sandbox ? (
    <SandboxCheckoutDialog order={sandbox.order} onFinish={sandbox.finish} />
  ) : null;

  return { pay, busy, checkoutDialog, notice, dismissNotice: () => setNotice(null) };
}
