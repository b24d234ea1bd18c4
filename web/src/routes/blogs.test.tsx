import type { BlogSummary } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// 80 characters exactly, then more that must not be shown.
const first80 = 'Campus placements reward students who prepare steadily rather than those who pan';
const placements: BlogSummary = {
  id: 'how-to-prepare-for-campus-placements',
  title: 'How to Prepare for Campus Placements',
  date: '2026-09-14',
  image: '/media/images/blog-placements-800.webp',
  imageSmall: '/media/images/blog-placements-400.webp',
  imageLinkPreview: '/media/images/blog-placements-og.png',
  intro: `${first80}ic in the final semester.`,
};
const noIntro: BlogSummary = {
  id: 'gate-cse-preparation-strategy',
  title: 'GATE CSE Preparation Strategy',
  date: '2026-01-05',
  image: '/media/images/blog-gate-800.webp',
  imageSmall: '/media/images/blog-gate-400.webp',
  imageLinkPreview: '/media/images/blog-gate-og.png',
  intro: '',
};

function cardOf(title: string) {
  return screen.getByRole('heading', { level: 2, name: title }).closest('li') as HTMLElement;
}

describe('/blogs', () => {
  it("shows 'Loading...', then cards with date, title, the intro's first 80 characters and a link", async () => {
    expect(first80).toHaveLength(80);
    stubFetch(() => jsonResponse(200, { success: true, blogs: [placements, noIntro] }));
    renderApp('/blogs');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Explore Industry Insights & Expert Blogs',
      }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('Loading...')).toBeInTheDocument();

    await screen.findByRole('heading', { level: 2, name: placements.title });
    const card = cardOf(placements.title);
    expect(within(card).getByText('September 14, 2026')).toBeInTheDocument();
    expect(within(card).getByText(`${first80}...`)).toBeInTheDocument();
    expect(within(card).queryByText(/final semester/)).not.toBeInTheDocument();
    // Screen readers hear which blog each 'Read More →' opens.
    const readMore = within(card).getByRole('link', { name: `Read More: ${placements.title}` });
    expect(readMore).toHaveAttribute('href', '/blog/how-to-prepare-for-campus-placements');
    expect(within(readMore).getByText('→')).toBeInTheDocument();

    const empty = cardOf(noIntro.title);
    expect(within(empty).getByText('January 5, 2026')).toBeInTheDocument();
    expect(within(empty).getByText('No overview available.')).toBeInTheDocument();
  });

  it('says the blogs could not be loaded, and tries again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let failing = true;
    stubFetch(() =>
      failing
        ? jsonResponse(429, { success: false, message: 'Slow down.', code: 'RATE_LIMITED' })
        : jsonResponse(200, { success: true, blogs: [placements] }),
    );
    const { user } = renderApp('/blogs');
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('We could not load the blogs.');
    expect(screen.queryByText('No blogs have been published yet.')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Error fetching blogs', expect.any(Error)),
    );

    failing = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: placements.title }),
    ).toBeInTheDocument();
  });
});
