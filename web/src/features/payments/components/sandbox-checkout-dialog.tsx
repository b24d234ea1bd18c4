import { paymentMessages, sandboxCards } from '@studyhub/contract/constants';
import {
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { ApiError } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import type { PaymentOrder } from '../api/create-order';
import { paySandboxOrder } from '../api/pay-sandbox';
import {
  type CardErrors,
  type CardField,
  type CardForm,
  cardDigits,
  checkCard,
} from '../card-form';
import type { CheckoutResult } from '../checkout';

const fields: { name: CardField; label: string; hint?: string; props: object }[] = [
  {
    name: 'cardNumber',
    label: 'Card number',
    props: { inputMode: 'numeric', autoComplete: 'cc-number', maxLength: 23 },
  },
  {
    name: 'expiry',
    label: 'Expiry date',
    hint: 'MM/YY',
    props: { inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: 7, placeholder: 'MM/YY' },
  },
  {
    name: 'cvv',
    label: 'CVV',
    hint: '3 or 4 digits',
    props: { inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: 4 },
  },
  { name: 'nameOnCard', label: 'Name on card', props: { autoComplete: 'cc-name' } },
];

const testCards = [
  { label: 'Payment succeeds', number: sandboxCards.success },
  { label: 'Card is declined', number: sandboxCards.failure },
];

const focusableSelector =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Makes everything but the dialog unreachable while it is open (for pointers, keyboards and
 * screen readers), stops the page behind from scrolling, and gives focus back when it closes.
 */
function useModal(dialog: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const returnFocusTo = document.activeElement;
    const overlay = dialog.current?.parentElement;
    const background = [...document.body.children].filter(
      (element) => element !== overlay && !element.hasAttribute('inert'),
    );
    for (const element of background) element.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      for (const element of background) element.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected) {
        returnFocusTo.focus();
      }
    };
  }, [dialog]);
}

/**
 * The sandbox provider's checkout: our own modal card form, clearly a test, used when the server
 * runs without Razorpay. It pays the order with POST /api/payment/sandbox/pay and reports the
 * outcome. A declined card says so in the dialog and keeps what was typed; closing it then ends
 * the checkout as a failed payment.
 */
export function SandboxCheckoutDialog({
  order,
  onFinish,
}: {
  order: PaymentOrder;
  onFinish: (result: CheckoutResult) => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<CardForm>({
    cardNumber: '',
    expiry: '',
    cvv: '',
    nameOnCard: '',
  });
  const [errors, setErrors] = useState<CardErrors>({});
  const [paying, setPaying] = useState(false);
  /** A declined card keeps the dialog and the card details, as Razorpay's checkout does. */
  const [declined, setDeclined] = useState(false);
  const ids = { title: useId(), description: useId(), field: useId() };
  const amount = formatRupees(order.amount);
  useModal(dialogRef);

  useEffect(() => {
    formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, []);

  function cancel() {
    if (!paying) onFinish({ status: declined ? 'failed' : 'cancelled' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    // Keep Tab and Shift+Tab inside the dialog.
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(focusableSelector)];
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function update(name: CardField, value: string) {
    setForm((current) => ({ ...current, [name]: value }));
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying) return;
    const found = checkCard(form);
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field.name]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLInputElement>(`[name="${firstInvalid.name}"]`)?.focus();
      return;
    }
    setPaying(true);
    setDeclined(false);
    try {
      const confirmation = await paySandboxOrder({
        orderId: order.orderId,
        cardNumber: cardDigits(form.cardNumber),
      });
      onFinish({ status: 'paid', confirmation });
    } catch (error) {
      // 402 is the declined card: the student may try another. Anything else ends the checkout.
      if (error instanceof ApiError && error.status === 402) {
        setPaying(false);
        setDeclined(true);
        return;
      }
      console.error('Sandbox payment error', error);
      onFinish({ status: 'failed' });
    }
  }

  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/60 sm:items-center sm:p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={ids.title}
        aria-describedby={ids.description}
        onKeyDown={onKeyDown}
        className="max-h-dvh w-full max-w-md overflow-y-auto rounded-t-2xl bg-white p-5 shadow-xl sm:rounded-2xl sm:p-6"
      >
        <p
          id={ids.description}
          className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-semibold text-amber-900"
        >
          Test payment — no real money is charged
        </p>
        <h2 id={ids.title} className="mt-4 text-xl font-bold text-slate-900">
          {`Pay ${amount} to StudyHub`}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">For</dt>
          <dd className="font-medium break-words text-slate-900">{order.description}</dd>
          <dt className="text-slate-600">Amount</dt>
          <dd className="font-medium text-slate-900">{amount}</dd>
        </dl>

        <section
          aria-labelledby={`${ids.field}-cards`}
          className="mt-4 rounded-lg bg-slate-100 p-3"
        >
          <h3 id={`${ids.field}-cards`} className="text-sm font-semibold text-slate-900">
            Test cards
          </h3>
          <p className="mt-1 text-xs text-slate-700">
            Any future expiry date, any CVV and any name will do.
          </p>
          <ul className="mt-2 space-y-2">
            {testCards.map((card) => (
              <li key={card.number} className="flex flex-wrap items-center justify-between gap-2">
                <span className="text-sm">
                  <span className="block text-slate-700">{card.label}</span>
                  <span className="font-mono font-semibold text-slate-900">{card.number}</span>
                </span>
                <button
                  type="button"
                  disabled={paying}
                  onClick={() => update('cardNumber', card.number)}
                  aria-label={`Use the card ${card.number}`}
                  className="rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
                >
                  Use
                </button>
              </li>
            ))}
          </ul>
        </section>

        {declined && (
          <p
            role="alert"
            className="mt-4 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-900"
          >
            {`${paymentMessages.failed} The card was declined; your details are kept, so you ` +
              'can try another card.'}
          </p>
        )}
        <form ref={formRef} noValidate onSubmit={submit} className="mt-4">
          <fieldset disabled={paying} className="grid grid-cols-2 gap-x-3 gap-y-4">
            <legend className="sr-only">Card details</legend>
            {fields.map((field) => (
              <Field
                key={field.name}
                id={`${ids.field}-${field.name}`}
                label={field.label}
                hint={field.hint}
                error={errors[field.name]}
                wide={field.name === 'cardNumber' || field.name === 'nameOnCard'}
              >
                {(describedBy) => (
                  <input
                    id={`${ids.field}-${field.name}`}
                    name={field.name}
                    type="text"
                    value={form[field.name]}
                    onChange={(event) => update(field.name, event.target.value)}
                    aria-invalid={errors[field.name] ? true : undefined}
                    aria-describedby={describedBy}
                    className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-600 disabled:bg-slate-100"
                    {...field.props}
                  />
                )}
              </Field>
            ))}
            <div className="col-span-2 mt-1 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <button
                type="button"
                onClick={cancel}
                className="rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-800 hover:bg-slate-50"
              >
                Cancel
              </button>
              <button
                type="submit"
                className="rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-70"
              >
                {paying ? 'Processing...' : `Pay ${amount}`}
              </button>
            </div>
          </fieldset>
        </form>
      </div>
    </div>,
    document.body,
  );
}

function Field({
  id,
  label,
  hint,
  error,
  wide,
  children,
}: {
  id: string;
  label: string;
  hint: string | undefined;
  error: string | undefined;
  wide: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={wide ? 'col-span-2' : 'col-span-1'}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {hint ? <span className="ml-1 font-normal text-slate-600">{`(${hint})`}</span> : null}
      </label>
      {children(error ? errorId : undefined)}
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
