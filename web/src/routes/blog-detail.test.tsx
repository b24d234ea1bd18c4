import type { BlogDetail } from '@studyhub/contract/catalog';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { callsTo, deferred, jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const blog: BlogDetail = {
  id: 'finding-your-first-internship',
  title: 'How to Find Your First Internship',
  date: '2026-03-02',
  image: '/media/images/blog-internship-800.webp',
  imageSmall: '/media/images/blog-internship-400.webp',
  imageLinkPreview: '/media/images/blog-internship-og.png',
  intro: 'An internship teaches you how real teams work.',
  mainHeading: 'Start with what you can show',
  sections: [
    {
      subheading: 'Build a Small Portfolio',
      paragraphs: ['Two finished projects beat ten tutorials.', 'Put them on GitHub.'],
    },
    { subheading: 'Apply Widely', paragraphs: ['Send twenty applications a week.'] },
  ],
};

describe('/blog/{id}', () => {
  it("shows 'Loading...', then the blog with its sections, titled after it", async () => {
    const answer = deferred<Response>();
    const fetchMock = stubFetch(() => answer.promise);
    renderApp('/blog/finding-your-first-internship');
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/blogs/finding-your-first-internship')).toHaveLength(1),
    );
    expect(within(screen.getByRole('main')).getByText('Loading...')).toBeInTheDocument();

    answer.resolve(jsonResponse(200, { success: true, blog }));
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
    expect(screen.getByText('March 2, 2026')).toBeInTheDocument();
    expect(screen.getByText('Start with what you can show')).toBeInTheDocument();
    expect(screen.getByText(blog.intro)).toBeInTheDocument();
    expect(
      within(screen.getByRole('main'))
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Build a Small Portfolio', 'Apply Widely']);
    expect(screen.getByText('Put them on GitHub.')).toBeInTheDocument();
    expect(screen.getByText('Send twenty applications a week.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${blog.title} | StudyHub`));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      blog.intro,
    );
  });

  it('leaves out the main heading and intro when the blog has none', async () => {
    stubFetch(() =>
      jsonResponse(200, { success: true, blog: { ...blog, mainHeading: null, intro: '' } }),
    );
    renderApp('/blog/finding-your-first-internship');
    await screen.findByRole('heading', { level: 1, name: blog.title });
    expect(screen.queryByText('Start with what you can show')).not.toBeInTheDocument();
    expect(screen.queryByText(blog.intro)).not.toBeInTheDocument();
  });

  it('shows the not-found panel, with a way back to the blogs, when no blog has the address', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() =>
      jsonResponse(404, { success: false, message: 'Blog not found', code: 'NOT_FOUND' }),
    );
    const { router } = renderApp('/blog/no-such-blog');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Blog not found' });
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByText('404')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Back to Blogs' })).toHaveAttribute(
      'href',
      '/blogs',
    );
    expect(router.state.location.pathname).toBe('/blog/no-such-blog');
    await waitFor(() => expect(document.title).toBe('Blog not found | StudyHub'));
  });

  it('goes to /blogs when the answer is not successful', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch((url) =>
      url === '/api/blogs'
        ? jsonResponse(200, { success: true, blogs: [] })
        : jsonResponse(200, { success: false, message: 'Not available', code: 'UNAVAILABLE' }),
    );
    const { router } = renderApp('/blog/finding-your-first-internship');
    await screen.findByRole('heading', {
      level: 1,
      name: 'Explore Industry Insights & Expert Blogs',
    });
    expect(router.state.location.pathname).toBe('/blogs');
  });
});
