import type { ProjectSummary } from '@studyhub/contract/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

describe('/projects', () => {
  it('says the projects could not be loaded, and tries again', async () => {
    let failing = true;
    stubFetch(() =>
      failing
        ? jsonResponse(429, { success: false, message: 'Slow down.', code: 'RATE_LIMITED' })
        : jsonResponse(200, { success: true, projects: [chatApp] }),
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
    stubFetch(() => jsonResponse(200, { success: true, projects: [] }));
    renderApp('/projects');
    expect(
      await screen.findByText('No projects are available right now. Please check back soon.'),
    ).toBeInTheDocument();
  });
});
