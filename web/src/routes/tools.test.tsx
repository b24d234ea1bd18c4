import type { Tool } from '@studyhub/contract/catalog';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const tools: Tool[] = [
  {
    id: 'resume-builder-ai',
    name: 'AI Resume Builder',
    about: 'Turns your projects into a one-page resume.',
    link: 'https://example.com/tools/resume',
  },
  {
    id: 'code-explainer',
    name: 'Code Explainer',
    about: 'Explains code line by line.',
    link: 'https://example.com/tools/code-explainer',
  },
  {
    id: 'viva-prep-assistant',
    name: 'Viva Prep Assistant',
    about: 'Will generate likely viva questions.',
    link: null,
  },
];

function serve() {
  return stubFetch((url) =>
    url === '/api/tools'
      ? jsonResponse(200, { success: true, tools })
      : jsonResponse(200, { success: true, user: student }),
  );
}

const toolNames = () =>
  within(screen.getByRole('main'))
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The query the browser would send for the form: its fields' names and values, in order. */
function queryOf(form: HTMLFormElement) {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) query.append(name, String(value));
  return query.toString();
}

// The first test compiles the layout on first use: near 5 s on a busy machine.
describe('/tools', { timeout: 15_000 }, () => {
  // The screen is lazy-loaded: transform it once up front, not inside the first test's time.
  beforeAll(() => import('./tools'), 30_000);

  it('narrows the cards by name, ignoring case', async () => {
    serve();
    const { user } = renderApp('/tools');
    await screen.findByRole('heading', { level: 2, name: 'AI Resume Builder' });
    expect(toolNames()).toEqual(['AI Resume Builder', 'Code Explainer', 'Viva Prep Assistant']);

    const search = screen.getByLabelText('Search tools by name');
    await user.type(search, 'CODE');
    expect(toolNames()).toEqual(['Code Explainer']);
    expect(screen.getByText('Explains code line by line.')).toBeInTheDocument();
    expect(screen.getByText('1 of 3 tools match your search.')).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'resume');
    expect(toolNames()).toEqual(['AI Resume Builder']);

    await user.clear(search);
    await user.type(search, 'quantum');
    expect(toolNames()).toEqual([]);
    expect(screen.getByText('No tools match your search.')).toBeInTheDocument();
  });

  it('is a form that loads /tools?q= without the script; with it, Enter keeps the page', async () => {
    serve();
    const { user, router } = renderApp('/tools?q=resume');
    await screen.findByRole('heading', { level: 2, name: 'AI Resume Builder' });
    // The server renders the address's search.
    expect(toolNames()).toEqual(['AI Resume Builder']);

    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/tools');
    expect(queryOf(form)).toBe('q=resume');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');

    const search = screen.getByLabelText('Search tools by name');
    await user.clear(search);
    await user.paste('code');
    await user.keyboard('{Enter}');
    expect(router.state.location.search).toBe('?q=code');
    expect(toolNames()).toEqual(['Code Explainer']);
  });

  it('opens a tool in a new tab for a signed-in user and says when a tool is not ready', async () => {
    storeSession();
    serve();
    renderApp('/tools');
    await screen.findByRole('heading', { level: 2, name: 'Code Explainer' });

    const explainer = screen.getByRole('heading', { name: 'Code Explainer' }).closest('li');
    const tryIt = within(explainer as HTMLElement).getByRole('link', { name: /^Try Tool/ });
    expect(tryIt).toHaveAttribute('href', 'https://example.com/tools/code-explainer');
    expect(tryIt).toHaveAttribute('target', '_blank');
    expect(tryIt).toHaveAttribute('rel', 'noopener noreferrer');

    const viva = screen.getByRole('heading', { name: 'Viva Prep Assistant' }).closest('li');
    const comingSoon = within(viva as HTMLElement).getByRole('button', { name: 'Coming Soon' });
    expect(comingSoon).toBeDisabled();
    expect(comingSoon).toHaveAccessibleDescription('Tool is currently under development');
    expect(within(viva as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor who tries a tool to /login', async () => {
    serve();
    const { user, router } = renderApp('/tools');
    await screen.findByRole('heading', { level: 2, name: 'Code Explainer' });
    const explainer = screen.getByRole('heading', { name: 'Code Explainer' }).closest('li');
    await user.click(within(explainer as HTMLElement).getByRole('link', { name: /^Try Tool/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/tools' } });
  });

  it('says the tools could not be loaded, never that none match, and tries again', async () => {
    let failing = true;
    stubFetch((url) => {
      if (url !== '/api/tools') return jsonResponse(200, { success: true, user: student });
      return failing
        ? jsonResponse(429, { success: false, message: 'Slow down.', code: 'RATE_LIMITED' })
        : jsonResponse(200, { success: true, tools });
    });
    const { user } = renderApp('/tools');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load the tools.');
    expect(failed).toHaveTextContent('Slow down.');
    expect(screen.queryByText('No tools match your search.')).not.toBeInTheDocument();

    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Code Explainer' }),
    ).toBeInTheDocument();
  });
});
