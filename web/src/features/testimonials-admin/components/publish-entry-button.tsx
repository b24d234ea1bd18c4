import type { TestimonialKind } from '@studyhub/contract/testimonials';
import { PublishToggle } from '../../../components/ui/publish-toggle';
import { useSetPublished } from '../api/set-published';

/** Shows a draft on the site or hides a published one; a refusal is shown beside the button. */
export function PublishEntryButton({
  kind,
  id,
  name,
  published,
}: {
  kind: TestimonialKind;
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
