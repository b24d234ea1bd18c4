import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

function openHome() {
  stubFetch(() => jsonResponse(200, { success: true }));
  return renderApp('/');
}

describe('/', () => {
  it('shows the spinner for 1.5 s over content that is already there', async () => {
    openHome();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
    // Rendered from the start behind the spinner, and out of reach of the keyboard meanwhile.
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(heading.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Student testimonials' })).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument(), {
      timeout: 2500,
    });
    expect(heading.closest('[inert]')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Home | StudyHub'));
  });

  it('has the tagline, the users claim and the two hero buttons', async () => {
    openHome();
    const hero = (
      await screen.findByRole('heading', { level: 1, name: 'Welcome to StudyHub' })
    ).closest('section') as HTMLElement;
    expect(within(hero).getByText('High Quality Product in Lowest Price')).toBeInTheDocument();
    expect(hero).toHaveTextContent('Trusted by 20+ thousand users across India.');
    expect(within(hero).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(hero).getByRole('button', { name: 'Explore Items' })).toBeInTheDocument();
  });

  it('scrolls to the testimonials with Explore Items and takes focus there', async () => {
    // jsdom does not lay out or scroll; this records the call instead.
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    const { user } = openHome();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument(), {
      timeout: 2500,
    });
    await user.click(screen.getByRole('button', { name: 'Explore Items' }));
    const target = screen.getByRole('heading', { level: 2, name: 'What Our Students Say' });
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(target);
    expect(target).toHaveFocus();
  });

  it('has Why Choose with Learn More and three badges, and the four big buttons', async () => {
    openHome();
    const why = (
      await screen.findByRole('heading', { level: 2, name: 'Why Choose StudyHub?' })
    ).closest('section') as HTMLElement;
    expect(within(why).getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');
    expect(within(why).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(within(why).getByText('20K+')).toBeInTheDocument();

    const transform = screen
      .getByRole('heading', { level: 2, name: 'Transform Your Study Experience' })
      .closest('section') as HTMLElement;
    const buttons = within(transform).getAllByRole('link');
    expect(buttons.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Notes', '/notes'],
      ['Projects', '/projects'],
      ['Certificates', '/all-certificates'],
      ['Blogs', '/blogs'],
    ]);
  });

  it('has both sliders and the shortcut bar of five buttons', async () => {
    openHome();
    await screen.findByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
    expect(screen.getByRole('region', { name: 'Student testimonials' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reviews from learners' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show testimonial \d of 5$/ })).toHaveLength(5);
    expect(screen.getAllByRole('button', { name: /^Show review \d+ of 10$/ })).toHaveLength(10);
    const bar = screen.getByRole('navigation', { name: 'Shortcuts' });
    expect(
      within(bar)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Notes', '/notes'],
      ['Projects', '/projects'],
      ['Certificates', '/all-certificates'],
      ['PYQ Paper', '/question-paper'],
      ['Blogs', '/blogs'],
    ]);
  });
});
