import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// Every public path of the spec's route table (plus /certificates/:id) and its h1 when signed out.
const screens: [path: string, heading: string, title: string][] = [
  ['/', 'Welcome to StudyHub', 'Home'],
  ['/notes', 'Notes', 'Notes'],
  ['/notes/dbms-notes', 'Note details', 'Note'],
  ['/projects', 'Projects', 'Projects'],
  ['/projects/chat-app', 'Project details', 'Project'],
  ['/courses', 'Available Courses', 'Courses'],
  ['/tools', 'Tools for your features', 'Tools'],
  ['/login', 'Welcome Back', 'Login'],
  ['/question-paper', 'Question Papers', 'Question Papers'],
  ['/privacy-policy', 'Privacy Policy', 'Privacy Policy'],
  ['/contact', 'Contact Us', 'Contact Us'],
  ['/about', 'About Us', 'About Us'],
  ['/return-policy', 'Return Policy', 'Return Policy'],
  ['/support-us', 'Support Our Mission', 'Support Us'],
  ['/terms-and-condition', 'Terms and Conditions', 'Terms and Conditions'],
  ['/button-page', 'Quick Links', 'Quick Links'],
  ['/testimonials', 'Testimonials', 'Testimonials'],
  ['/blogs', 'Explore Industry Insights & Expert Blogs', 'Blogs'],
  ['/blog/web-trends-2026', 'Blog post', 'Blog'],
  ['/certificates/ABCDE12345', 'Certificate verification', 'Certificate'],
  ['/no-such-page', 'Page not found', 'Page not found'],
];

describe('routes', () => {
  it.each(screens)('%s shows the h1 "%s" inside the layout', async (path, heading, title) => {
    renderApp(path);
    const main = screen.getByRole('main');
    expect(
      await within(main).findByRole('heading', { level: 1, name: heading }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} | StudyHub`));
  });

  it.each([
    '/java-verify',
    '/python-verify',
    '/C-verify',
    '/javascript-Quiz',
    '/js_certificate',
    '/all-certificates',
  ])('%s asks a signed-out visitor to log in first', async (path) => {
    renderApp(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Please login to access the quiz')).toBeInTheDocument();
  });

  it.each([
    ['/nowhere', 'Page not found', 'Go to the home page', '/'],
    ['/notes/no-such-note', 'Note not found', 'Back to Notes', '/notes'],
    ['/projects/no-such-project', 'Project not found', 'Back to Projects', '/projects'],
    ['/blog/no-such-blog', 'Blog not found', 'Back to Blogs', '/blogs'],
    ['/certificates/NOSUCHID1234', 'Certificate not found', 'Go to the home page', '/'],
  ])('%s shows the one not-found panel', async (path, title, back, href) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch(() => jsonResponse(404, { success: false, message: title, code: 'NOT_FOUND' }));
    renderApp(path);
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByText('404')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: back })).toHaveAttribute('href', href);
  });

  it('links home from the not-found screen', async () => {
    renderApp('/nowhere');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
