import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage, setUpRenderer } from '../../entry-server';
import { setServerTransport } from '../../lib/api-client';

// Decision 35: a list the server could not load says so, and "Try again" works before the script
// has started, or without it, as a link to the same page.

afterEach(() => {
  document.body.innerHTML = '';
  setServerTransport((apiPath, init) => fetch(apiPath, init));
});

async function serverHtmlWhenCoursesFail(path: string): Promise<HTMLElement> {
  setUpRenderer({
    answer: async (apiPath) =>
      apiPath.startsWith('/api/courses')
        ? {
            status: 503,
            body: JSON.stringify({
              success: false,
              code: 'UNAVAILABLE',
              message: 'The site is busy. Please try again in a minute.',
            }),
          }
        : {
            status: 404,
            body: JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found' }),
          },
    testPayments: false,
  });
  const page = await renderPage(path);
  const root = document.createElement('div');
  root.innerHTML = page.html;
  document.body.append(root);
  return root;
}

describe('a failed load without the script', () => {
  it('says what failed and offers Try again as a link to the same page', async () => {
    await serverHtmlWhenCoursesFail('/courses');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load the courses.');
    expect(alert).toHaveTextContent('The site is busy. Please try again in a minute.');
    expect(within(alert).queryByRole('button')).toBeNull();
    expect(within(alert).getByRole('link', { name: 'Try again' })).toHaveAttribute(
      'href',
      '/courses',
    );
  });
});
