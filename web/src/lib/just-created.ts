import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * Whether the page was opened just after its item was created, to say so: by the screen (the
 * navigation's state), or by the server's redirect after a form posted without the script
 * (`?created=1`, decision 35; `served`, so the status does not take the focus). Read once; the
 * address then loses `created`, so a reload does not say it again.
 */
export function useJustCreated(): { created: boolean; served: boolean } {
  const location = useLocation();
  const [search, setSearch] = useSearchParams();
  const [created] = useState(() => {
    if ((location.state as { created?: boolean } | null)?.created === true) {
      return { created: true, served: false };
    }
    return { created: search.get('created') === '1', served: true };
  });
  useEffect(() => {
    if (!search.has('created')) return;
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('created');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [search, setSearch]);
  return created;
}
