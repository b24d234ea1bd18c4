import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../app/providers';
import { ApiError } from './api-client';
import { dehydratePage, hydratePage } from './page-data';

const missing = ['notes', 'detail', 'no-such-note'];

/** A server's cache after a page's data: the note the address names does not exist. */
async function servedPage() {
  const server = createQueryClient();
  await server.prefetchQuery({
    queryKey: missing,
    queryFn: async () => {
      throw new ApiError(404, 'NOT_FOUND', 'Note not found', undefined);
    },
  });
  await server.prefetchQuery({
    queryKey: ['site-info'],
    queryFn: async () => ({ supportEmail: 'help@studyhub.example' }),
  });
  await server.prefetchQuery({
    queryKey: ['broken'],
    retry: false,
    queryFn: async () => {
      throw new Error('the database is down');
    },
  });
  // As the page carries it: JSON in the HTML.
  return JSON.parse(JSON.stringify(dehydratePage(server)));
}

describe('the page data handed from the server to the browser', () => {
  it('carries the API’s refusal, which the browser shows without asking again', async () => {
    const browser = createQueryClient();
    hydratePage(browser, await servedPage());

    const error = browser.getQueryState(missing)?.error;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', message: 'Note not found' });
    expect(browser.getQueryData(['site-info'])).toEqual({ supportEmail: 'help@studyhub.example' });

    // The screen mounts as it takes the page over: it shows the refusal and fetches nothing.
    const queryFn = vi.fn(async () => ({ name: 'Never' }));
    const observer = new QueryObserver(browser, { queryKey: missing, queryFn });
    const stop = observer.subscribe(() => {});
    expect(observer.getCurrentResult().status).toBe('error');
    expect(queryFn).not.toHaveBeenCalled();
    stop();

    // Try again still asks.
    await observer.refetch();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('leaves out a failure that is not the API’s answer: the browser asks again', async () => {
    const browser = createQueryClient();
    hydratePage(browser, await servedPage());
    expect(browser.getQueryState(['broken'])).toBeUndefined();
  });
});
