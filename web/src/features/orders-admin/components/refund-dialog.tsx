import type { FormResult } from '@studyhub/contract/forms';
import {
  type AdminOrder,
  type RefundOrderResponse,
  refundOrderBody,
} from '@studyhub/contract/payments';
import { type FormEvent, useId, useState } from 'react';
import { CancelForm, Dialog, DialogButtons } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { ApiError, failureMessage } from '../../../lib/api-client';
import { formatRupees } from '../../../lib/format';
import { useRefundOrder } from '../api/refund-order';

/** What the refund does to the buyer's access (decision 25; duplicates, docs/decisions/0022). */
function consequence(order: AdminOrder) {
  if (order.itemType === 'donation') return 'It is a donation, so no access changes.';
  if (order.refundDue) {
    return `This is a duplicate payment: ${order.userEmail} keeps “${order.itemName}” through the order that granted it.`;
  }
  return `${order.userEmail} loses access to “${order.itemName}”.`;
}

/**
 * Asks the reason for a refund and says who loses what; the server's refusal stays in the dialog.
 * A form that posts to the order's page (`page`) without the script (decision 35); `served` is
 * its refusal, drawn by the server with the reason as typed.
 */
export function RefundDialog({
  order,
  page,
  served,
  onClose,
  onRefunded,
}: {
  order: AdminOrder;
  page: string;
  served: FormResult | undefined;
  onClose: () => void;
  onRefunded: (answer: RefundOrderResponse) => void;
}) {
  const refund = useRefundOrder(order.orderId);
  const [reason, setReason] = useState(served?.values.reason ?? '');
  const [problem, setProblem] = useState<string | null>(served?.error?.message ?? null);
  const cancelForm = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = refundOrderBody.safeParse({ reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please give the reason for the refund.');
      return;
    }
    setProblem(null);
    refund.mutate(checked.data.reason, { onSuccess: onRefunded });
  }

  const refusal = refund.error;
  const fieldError =
    problem ?? (refusal instanceof ApiError && refusal.field === 'reason' ? refusal.message : null);
  const formError = refusal && !(refusal instanceof ApiError && refusal.field === 'reason');

  return (
    <Dialog
      title={`Refund ${formatRupees(order.amountPaise)} to ${order.userEmail}?`}
      description={
        <p>
          {'The full amount goes back through ' +
            `${order.provider === 'sandbox' ? 'the sandbox' : 'Razorpay'}. ${consequence(order)}`}
        </p>
      }
      busy={refund.isPending}
      onClose={onClose}
    >
      <form method="post" action={page} onSubmit={submit} noValidate className="mt-4">
        <input type="hidden" name="form" value="refund" />
        <FormField
          multiline
          label="Reason for the refund"
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={500}
          error={fieldError ?? undefined}
        />
        {formError && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {failureMessage(refusal)}
          </p>
        )}
        <DialogButtons
          busy={refund.isPending}
          busyText="Refunding..."
          confirmText="Refund"
          danger
          onCancel={onClose}
          cancelForm={cancelForm}
        />
      </form>
      <CancelForm id={cancelForm} href={page} />
    </Dialog>
  );
}
