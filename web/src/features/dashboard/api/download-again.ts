import { useQueryClient } from '@tanstack/react-query';
import { downloadsQueryOptions } from './get-downloads';

// A link cannot tell when its download started; by then the server has recorded it.
const recordedAfterMs = 2000;

/**
 * The click handler of a card's Download link. The link itself is the item's `downloadUrl`, which
 * the browser downloads with the session cookie (decision 35): the server checks access again,
 * serves the file and records the download. Shortly after, the list is fetched again, so the
 * card's date moves on.
 */
export function useRefreshAfterDownloadAgain(userId: string | undefined) {
  const queryClient = useQueryClient();
  return () => {
    setTimeout(
      () => void queryClient.invalidateQueries(downloadsQueryOptions(userId)),
      recordedAfterMs,
    );
  };
}
