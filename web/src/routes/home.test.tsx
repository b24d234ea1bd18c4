import type { TestimonialsResponse } from '@studyhub/contract/testimonials';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  seededTestimonials,
  testimonialsAnswer,
} from '../features/testimonials/testimonials-fixtures';
import { callsTo, jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

function openHome(testimonials: () => Response = () => testimonialsAnswer()) {
  const fetchMock = stubFetch((url) =>
    url === '/api/testimonials' ? testimonials() : jsonResponse(200, { success: true }),
  );
  return { ...renderApp('/'), fetchMock };
}

/** The one slide of a slider not hidden from the accessibility tree. */
function shownSlide(slider: HTMLElement) {
  const slides = within(slider).getAllByRole('group');
  expect(slides).toHaveLength(1);
  return slides[0] as HTMLElement;
}

describe('/', () => {
  it('shows the spinner for 1.5 s over content that is already there', async () => {
    openHome();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
    // Rendered from the start behind the spinner, and out of reach of the keyboard meanwhile.
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');
    expect(heading.closest('[inert]')).not.toBeNull();
    expect(await screen.findByRole('region', { name: 'Student testimonials' })).toBeInTheDocument();

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
    expect(await screen.findByRole('region', { name: 'Student testimonials' })).toBeInTheDocument();
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

  it('shows what the API serves: the first 5 testimonials and the first 10 reviews', async () => {
    const served: TestimonialsResponse = {
      success: true,
      testimonials: [
        {
          id: 't-new',
          name: 'Meenakshi Rao',
          role: 'B.Tech IT, 4th year',
          quote: 'The placement notes got me through three interviews in one week.',
        },
        ...seededTestimonials.testimonials,
      ],
      reviews: seededTestimonials.reviews.slice(0, 3),
    };
    openHome(() => jsonResponse(200, served));
    const testimonials = await screen.findByRole('region', { name: 'Student testimonials' });
    expect(shownSlide(testimonials)).toHaveTextContent(
      'The placement notes got me through three interviews in one week.',
    );
    expect(shownSlide(testimonials)).toHaveTextContent('Meenakshi Rao');
    expect(within(testimonials).getAllByRole('button', { name: /^Show testimonial/ })).toHaveLength(
      5,
    );
    expect(screen.getByRole('button', { name: 'Show testimonial 5 of 5' })).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'Reviews from learners' });
    expect(within(reviews).getAllByRole('button', { name: /^Show review/ })).toHaveLength(3);
    expect(shownSlide(reviews)).toHaveTextContent(seededTestimonials.reviews[0]?.text ?? '');
  });

  it("holds the sliders' place while loading, and offers to try again when loading fails", async () => {
    let fail = true;
    const { user, fetchMock } = openHome(() =>
      fail
        ? jsonResponse(503, { success: false, code: 'BUSY', message: 'The site is busy.' })
        : testimonialsAnswer(),
    );
    expect(screen.getByText('Loading testimonials...')).toBeInTheDocument();
    expect(screen.getByText('Loading reviews...')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading...')).not.toBeInTheDocument(), {
      timeout: 2500,
    });
    const testimonialsSection = screen
      .getByRole('heading', { level: 2, name: 'What Our Students Say' })
      .closest('section') as HTMLElement;
    expect(
      await within(testimonialsSection).findByText(
        'We could not load the testimonials.',
        {},
        {
          timeout: 5000,
        },
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('We could not load the reviews.')).toBeInTheDocument();

    fail = false;
    const before = callsTo(fetchMock, '/api/testimonials').length;
    await user.click(within(testimonialsSection).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Student testimonials' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Reviews from learners' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/testimonials').length).toBe(before + 1);
  });
});
