import type { TestimonialKind } from '@studyhub/contract/testimonials';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useDeleteEntry } from '../api/delete-entry';
import { kindInfo } from '../kinds';

/** The site's own confirmation before a delete (decision 23: no browser dialogs). */
export function DeleteEntryDialog({
  kind,
  id,
  name,
  servedError,
  onClose,
  onDeleted,
}: {
  kind: TestimonialKind;
  id: string;
  name: string;
  /** The delete posted without the script and refused (decision 35): why. */
  servedError: string | undefined;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteEntry(kind);
  const info = kindInfo[kind];
  const error = remove.error;
  const list = `/admin/${kind}`;
  return (
    <ConfirmDialog
      title={`Delete the ${info.singular} by ${name}?`}
      confirmLabel={`Delete ${info.singular}`}
      pendingLabel="Deleting..."
      pending={remove.isPending}
      danger
      onCancel={onClose}
      onConfirm={() => remove.mutate(id, { onSuccess: onDeleted })}
      post={{ action: list, fields: { form: 'delete', item: id, name }, cancelHref: list }}
    >
      <p>
        It is removed from the site and from this list. The audit log keeps what it said and who
        deleted it.
      </p>
      {error ? (
        <p role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error instanceof ApiError || error instanceof NetworkError
            ? error.message
            : 'Please try again in a moment.'}
        </p>
      ) : (
        servedError &&
        !remove.isPending && (
          <p role="alert" className="mt-3 text-sm font-medium text-red-700">
            {servedError}
          </p>
        )
      )}
    </ConfirmDialog>
  );
}
