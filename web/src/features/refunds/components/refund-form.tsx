import {
  type RefundField,
  refundBody,
  refundLimits,
  requestTexts,
} from '@studyhub/contract/requests';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useFormResult } from '../../../lib/form-result';
import { useSubmitRefundRequest } from '../api/submit-refund-request';

const fields: RefundField[] = ['name', 'email', 'transactionId', 'product'];

/** One of the signed-in student's paid orders, offered to fill in the form (decision 25). */
export interface RefundableOrder {
  orderId: string;
  itemName: string;
  /** How the order reads in the list: item, amount, date and order id. */
  label: string;
}

/**
 * The refund request form of /return-policy (spec sections 2 and 5). It is stored on the server
 * (decision 14); one successful submit replaces the form with the spec's thank-you message. A form
 * that posts to /return-policy (decision 35); with the script, it is sent in the page.
 */
export function RefundForm({
  defaults,
  orders = [],
  onSubmitted,
}: {
  /** Told once the request is stored, so what shows it (My Purchases) can be refreshed. */
  onSubmitted?: () => void;
  defaults?: { name: string; email: string };
  /** The student's own paid orders; choosing one fills in the transaction ID and product. */
  orders?: RefundableOrder[];
}) {
  const request = useSubmitRefundRequest();
  // Sent without the script: the server renders this page with the error and what was typed, or
  // with the stored request's id.
  const served = useFormResult('refund');
  const servedField = fields.find((field) => field === served?.error?.field);
  const typed = served?.values ?? {};
  const orderSelectId = useId();
  const [chosen, setChosen] = useState('');
  const [transactionId, setTransactionId] = useState(typed.transactionId ?? '');
  const [product, setProduct] = useState(typed.product ?? '');
  const [errors, setErrors] = useState<Partial<Record<RefundField, string>>>(() =>
    servedField && served?.error ? { [servedField]: served.error.message } : {},
  );
  const [failure, setFailure] = useState<string | null>(() =>
    served?.error && !servedField ? served.error.message : null,
  );
  const [requestId, setRequestId] = useState<string | null>(served?.done?.requestId ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  const thanksRef = useRef<HTMLDivElement>(null);

  // The form is gone; take focus to what replaced it so it is read out.
  useEffect(() => {
    if (requestId) thanksRef.current?.focus();
  }, [requestId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((field) => [field, String(form.get(field) ?? '')]),
    );
    setFailure(null);
    const body = refundBody.safeParse(values);
    if (!body.success) {
      const found = fieldErrors<RefundField>(body.error.issues);
      setErrors(found);
      const first = fields.find((field) => found[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      const answer = await request.mutateAsync(body.data);
      setRequestId(answer.requestId);
      onSubmitted?.();
    } catch (error) {
      setFailure(serverMessage(error) ?? '');
    }
  }

  const clearError = (field: RefundField) => () => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  if (requestId) {
    return (
      <div
        ref={thanksRef}
        tabIndex={-1}
        role="status"
        className="rounded-2xl border border-emerald-200 bg-emerald-50 p-6 text-emerald-900"
      >
        <p className="text-lg font-semibold">{requestTexts.refundThankYou}</p>
        <p className="mt-2">
          Your request ID is <strong className="font-mono whitespace-nowrap">{requestId}</strong>.
          Please quote it if you write to us about this refund.
        </p>
      </div>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action="/return-policy#refund-request"
      noValidate
      onSubmit={submit}
      aria-labelledby="refund-form-heading"
    >
      <h2 id="refund-form-heading" className="text-xl font-bold text-slate-900">
        Request a refund
      </h2>
      <p className="mt-1 text-sm text-slate-600">All fields are required.</p>

      {failure !== null && (
        <div
          role="alert"
          className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <p>{requestTexts.submitFailure}</p>
          {failure && <p className="mt-1 font-normal">{failure}</p>}
        </div>
      )}

      <fieldset disabled={request.isPending} className="mt-5 space-y-4">
        <legend className="sr-only">Your refund request</legend>
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={80}
          defaultValue={typed.name ?? defaults?.name}
          autoFocus={servedField === 'name'}
          error={errors.name}
          onChange={clearError('name')}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={typed.email ?? defaults?.email}
          autoFocus={servedField === 'email'}
          error={errors.email}
          hint="The email you used for the purchase."
          onChange={clearError('email')}
        />
        {orders.length > 0 && (
          // Choosing fills in the fields below, which needs the script; without it, they are typed.
          <div className="noscript:hidden">
            <label htmlFor={orderSelectId} className="block text-sm font-medium text-slate-800">
              Your order
            </label>
            <select
              id={orderSelectId}
              value={chosen}
              onChange={(event) => {
                const order = orders.find((item) => item.orderId === event.target.value);
                setChosen(event.target.value);
                if (!order) return;
                setTransactionId(order.orderId);
                setProduct(order.itemName);
                setErrors({ ...errors, transactionId: undefined, product: undefined });
              }}
              aria-describedby={`${orderSelectId}-hint`}
              className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-slate-900"
            >
              <option value="">Choose one of your orders</option>
              {orders.map((order) => (
                <option key={order.orderId} value={order.orderId}>
                  {order.label}
                </option>
              ))}
            </select>
            <p id={`${orderSelectId}-hint`} className="mt-1 text-sm text-slate-600">
              Choosing an order fills in its transaction ID and product below.
            </p>
          </div>
        )}
        <FormField
          label="Transaction ID"
          name="transactionId"
          value={transactionId}
          onChange={(event) => {
            setTransactionId(event.target.value);
            clearError('transactionId')();
          }}
          required
          maxLength={100}
          autoCapitalize="off"
          spellCheck={false}
          placeholder="For example: pay_N3x9Qk2LmP7aZt"
          hint="The payment ID from Razorpay's receipt email or your bank statement."
          autoFocus={servedField === 'transactionId'}
          error={errors.transactionId}
        />
        <FormField
          label="Product"
          name="product"
          required
          maxLength={refundLimits.productMax}
          placeholder="For example: DBMS Handwritten Notes"
          autoFocus={servedField === 'product'}
          error={errors.product}
          value={product}
          onChange={(event) => {
            setProduct(event.target.value);
            clearError('product')();
          }}
        />
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700 sm:w-auto sm:px-8"
        >
          {request.isPending ? 'Submitting...' : 'Submit Request'}
        </button>
      </fieldset>
    </form>
  );
}
