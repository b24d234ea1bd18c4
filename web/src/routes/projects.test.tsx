import type { ProjectSummary } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listAnswer, pathOf } from '../testing/catalog-lists';
import { jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const chatApp: ProjectSummary = {
  id: 'chat-app',
  name: 'Realtime Chat App',
  image: '/media/images/project-chat-800.webp',
  imageSmall: '/media/images/project-chat-400.webp',
  imageLinkPreview: '/media/images/project-chat-og.png',
  about: 'Rooms, typing indicators and read receipts.',
  price: 499,
  technologies: [
    { name: 'frontend', value: 'React' },
    { name: 'backend', value: 'Node.js, Express' },
  ],
};

/** The query the browser would send for the form: its fields' names and values, in order. */
function queryOf(form: HTMLFormElement) {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) query.append(name, String(value));
  return query.toString();
}

describe('/projects', () => {
  it('says the projects could not be loaded, and tries again', async () => {
    let failing = true;
    stubFetch((url) =>
      failing
        ? jsonResponse(429, { success: false, message: 'Slow down.', code: 'RATE_LIMITED' })
        : listAnswer(url, 'projects', [chatApp]),
    );
    const { user } = renderApp('/projects');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load the projects.');
    expect(
      screen.queryByText('No projects are available right now. Please check back soon.'),
    ).not.toBeInTheDocument();

    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: chatApp.name }),
    ).toBeInTheDocument();
  });

  it('says when there are no projects', async () => {
    stubFetch((url) => listAnswer(url, 'projects', []));
    renderApp('/projects');
    expect(
      await screen.findByText('No projects are available right now. Please check back soon.'),
    ).toBeInTheDocument();
  });

  it('searches and filters on the server, keeping both in the URL', async () => {
    const quiz: ProjectSummary = { ...chatApp, id: 'quiz-app', name: 'Online Quiz App', price: 0 };
    const subjects: Record<string, string> = { 'chat-app': 'Web Development', 'quiz-app': 'Java' };
    const fetchMock = stubFetch((url) =>
      pathOf(url) === '/api/projects'
        ? listAnswer(url, 'projects', [chatApp, quiz], {
            filters: {
              q: (item, value) => item.name.toLowerCase().includes(value.toLowerCase()),
              subject: (item, value) => subjects[item.id] === value,
              price: (item, value) => (item.price === 0) === (value === 'free'),
            },
            facets: { subjects: ['Java', 'Web Development'] },
          })
        : jsonResponse(404, { success: false, message: 'No', code: 'X' }),
    );
    const { user, router } = renderApp('/projects');
    expect(await screen.findByText('2 projects')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search projects'), 'app');
    expect(await screen.findByText('2 of 2 projects match “app”')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Subject'), 'Java');
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'Projects' }))
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['Online Quiz App']),
    );
    expect(router.state.location.search).toBe('?q=app&subject=Java');
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toBe('/api/projects?q=app&subject=Java');

    await user.selectOptions(screen.getByLabelText('Price'), 'Paid');
    expect(await screen.findByText('No projects match your search.')).toBeInTheDocument();
  });

  it('is one form that loads the address without the script, and Enter applies it at once', async () => {
    stubFetch((url) =>
      listAnswer(url, 'projects', [chatApp], {
        filters: { q: (item, value) => item.name.toLowerCase().includes(value.toLowerCase()) },
        facets: { subjects: ['Java', 'Web Development'] },
      }),
    );
    const { user, router } = renderApp('/projects?q=quiz&subject=Java&page=2');
    await screen.findByText('No projects match your search.');

    const form = screen.getByRole('search') as HTMLFormElement;
    expect(form.tagName).toBe('FORM');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/projects');
    // What the browser sends without the script, filled in from the address, and from page 1.
    expect(queryOf(form)).toBe('q=quiz&subject=Java&price=');
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
    expect(within(form).getByRole('button', { name: 'Apply filters' })).toHaveAttribute(
      'type',
      'submit',
    );

    const box = screen.getByLabelText('Search projects');
    await user.clear(box);
    await user.paste('chat');
    await user.keyboard('{Enter}');
    // At once, not after the typing pause, and without leaving the page.
    expect(router.state.location.search).toBe('?q=chat&subject=Java');
    expect(screen.getByLabelText('Subject')).toHaveValue('Java');
  });
});
