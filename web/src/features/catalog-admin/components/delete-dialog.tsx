import type { CatalogKind } from '@studyhub/contract/catalog';
import type { AdminCatalogDeleteResponse } from '@studyhub/contract/catalog-admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useDeleteItem } from '../api/delete-item';
import { kindInfo } from '../kinds';

/**
 * The site's own confirmation before a delete (decision 23: no browser dialogs). It says what
 * will happen: an item nobody bought or downloaded is removed; one that someone did is hidden
 * from the site and kept for them.
 */
export function DeleteDialog({
  kind,
  id,
  name,
  servedError,
  onClose,
  onDeleted,
}: {
  kind: CatalogKind;
  id: string;
  name: string;
  /** The delete posted without the script and refused (decision 35): why. */
  servedError: string | undefined;
  onClose: () => void;
  onDeleted: (answer: AdminCatalogDeleteResponse) => void;
}) {
  const remove = useDeleteItem(kind);
  const info = kindInfo[kind];
  const error = remove.error;
  const list = `/admin/${kind}`;
  return (
    <ConfirmDialog
      title={`Delete “${name}”?`}
      confirmLabel={`Delete ${info.singular}`}
      pendingLabel="Deleting..."
      pending={remove.isPending}
      danger
      onCancel={onClose}
      onConfirm={() => remove.mutate(id, { onSuccess: onDeleted })}
      post={{ action: list, fields: { form: 'delete', item: id, name }, cancelHref: list }}
    >
      <p>
        {info.keptForBuyers
          ? `If no student has bought or downloaded this ${info.singular}, it is removed for good. If someone has, it is hidden from the site and kept for them, and you cannot edit it again.`
          : `This ${info.singular} will be removed from the site for good.`}
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
