import {
  type RefundField,
  refundBody,
  refundLimits,
  requestTexts,
} from '@studyhub/contract/requests';
import { nameAndEmail, type SupportRequestKind } from '../support-request-kind';

/**
 * The refund request form of /return-policy (spec sections 2 and 5). It is stored on the server
 * (decision 14); one successful submit replaces the form with the spec's thank-you message.
 */
export const refundRequest: SupportRequestKind<RefundField> = {
  form: 'refund',
  action: '/return-policy#refund-request',
  endpoint: '/api/refund-requests',
  body: refundBody,
  heading: { id: 'refund-form-heading', text: 'Request a refund' },
  legend: 'Your refund request',
  fields: [
    ...nameAndEmail<RefundField>('The email you used for the purchase.'),
    {
      label: 'Transaction ID',
      name: 'transactionId',
      held: true,
      required: true,
      maxLength: 100,
      autoCapitalize: 'off',
      spellCheck: false,
      placeholder: 'For example: pay_N3x9Qk2LmP7aZt',
      hint: "The payment ID from Razorpay's receipt email or your bank statement.",
    },
    {
      label: 'Product',
      name: 'product',
      held: true,
      required: true,
      maxLength: refundLimits.productMax,
      placeholder: 'For example: DBMS Handwritten Notes',
    },
  ],
  // The student's orders (OrderPicker) fill in the transaction ID and product.
  slotBefore: 'transactionId',
  submit: { idle: 'Submit Request', pending: 'Submitting...' },
  thanks: (requestId) => (
    <>
      <p className="text-lg font-semibold">{requestTexts.refundThankYou}</p>
      <p className="mt-2">
        Your request ID is <strong className="font-mono whitespace-nowrap">{requestId}</strong>.
        Please quote it if you write to us about this refund.
      </p>
    </>
  ),
};
