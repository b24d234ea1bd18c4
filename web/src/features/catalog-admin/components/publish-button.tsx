import type { CatalogKind } from '@studyhub/contract/catalog';
import { PublishToggle } from '../../../components/ui/publish-toggle';
import { useSetPublished } from '../api/set-published';

/**
 * Publishes a draft or hides a published item. A refusal (a note without its PDF) is shown
 * beside the button in the server's words.
 */
export function PublishButton({
  kind,
  id,
  name,
  published,
}: {
  kind: CatalogKind;
  id: string;
  name: string;
  published: boolean;
}) {
  const change = useSetPublished(kind);
  return (
    <PublishToggle
      name={name}
      published={published}
      pending={change.isPending}
      error={change.error}
      onToggle={() => change.mutate({ id, published: !published })}
      list={`/admin/${kind}`}
      item={id}
    />
  );
}
