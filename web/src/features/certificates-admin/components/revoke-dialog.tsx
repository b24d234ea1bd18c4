import type { FormResult } from '@studyhub/contract/forms';
import { type AdminCertificate, revokeBody } from '@studyhub/contract/quiz';
import { type FormEvent, useId, useState } from 'react';
import { CancelForm, Dialog, DialogButtons } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { failureMessage } from '../../../lib/api-client';
import { useSetRevoked } from '../api/set-revoked';

/**
 * Asks why a certificate is revoked; the reason is kept for operators, never shown publicly. A
 * form that posts to the list's page (`page`, with its search `q`) without the script (decision
 * 35); `served` is its refusal, drawn by the server with the reason as typed.
 */
export function RevokeDialog({
  certificate,
  page,
  q,
  served,
  onClose,
  onRevoked,
}: {
  certificate: AdminCertificate;
  page: string;
  q: string;
  served: FormResult | undefined;
  onClose: () => void;
  onRevoked: () => void;
}) {
  const revoke = useSetRevoked(certificate.id);
  const [reason, setReason] = useState(served?.values.reason ?? '');
  const [problem, setProblem] = useState<string | null>(served?.error?.message ?? null);
  const cancelForm = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = revokeBody.safeParse({ revoked: true, reason });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please give the reason.');
      return;
    }
    setProblem(null);
    revoke.mutate({ revoked: true, reason: checked.data.reason ?? '' }, { onSuccess: onRevoked });
  }

  return (
    <Dialog
      title={`Revoke the certificate of ${certificate.name}?`}
      description={
        <p>
          Its verification page will say it was revoked and when, not why. The reason is kept for
          operators. You can restore it later.
        </p>
      }
      busy={revoke.isPending}
      onClose={onClose}
    >
      <form method="post" action={page} onSubmit={submit} noValidate className="mt-4">
        <input type="hidden" name="form" value="revoke" />
        <input type="hidden" name="certificate" value={certificate.id} />
        <input type="hidden" name="q" value={q} />
        <FormField
          multiline
          label="Reason for revoking"
          name="reason"
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={3}
          maxLength={500}
          error={problem ?? undefined}
        />
        {revoke.error && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {failureMessage(revoke.error)}
          </p>
        )}
        <DialogButtons
          busy={revoke.isPending}
          busyText="Revoking..."
          confirmText="Revoke certificate"
          danger
          onCancel={onClose}
          cancelForm={cancelForm}
        />
      </form>
      <CancelForm id={cancelForm} href={page} />
    </Dialog>
  );
}
