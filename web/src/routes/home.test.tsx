import type { TestimonialsResponse } from '@studyhub/contract/testimonials';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import {
  homeSpinnerShownClass,
  showHomeSpinnerOncePerSession,
} from '../features/home/home-spinner-session';
import {
  seededTestimonials,
  testimonialsAnswer,
} from '../features/testimonials/testimonials-fixtures';
import { callsTo, jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';
import { drawDetailsAsBrowsersDo, showServerDrawn } from '../testing/server-drawn';

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

/** The spinner's overlay: `.home-spinner` is what index.css hides and main.tsx looks for. */
const spinnerIn = (page: ParentNode) => page.querySelector<HTMLElement>('.home-spinner');

/** Hydrates a page the server drew, as start.tsx does. */
async function hydrate(page: HTMLElement, path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  let root: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    root = hydrateRoot(page, <AppProviders router={router} queryClient={createQueryClient()} />);
  });
  onTestFinished(() => {
    act(() => root?.unmount());
    page.remove();
  });
}

/** Stands in for the browser's animations (jsdom has none): the spinner's finishes when told. */
function holdAnimations() {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  Element.prototype.getAnimations = () => [{ finished } as unknown as Animation];
  onTestFinished(() => {
    Reflect.deleteProperty(Element.prototype, 'getAnimations');
  });
  return { finish: () => act(async () => finish()) };
}

describe('/: the spinner (decision 36)', () => {
  // The phone's menu repeats the bar's links, closed (a <details>) as in a browser.
  beforeAll(drawDetailsAsBrowsersDo);
  afterEach(() => {
    sessionStorage.clear();
    document.documentElement.classList.remove(homeSpinnerShownClass);
  });

  it('is in the page the server draws, over the content, hidden by CSS alone', async () => {
    stubFetch(() => testimonialsAnswer());
    const page = await showServerDrawn('/');
    onTestFinished(() => page.remove());
    const spinner = spinnerIn(page);
    expect(spinner).not.toBeNull();
    expect(within(spinner as HTMLElement).getByRole('status')).toHaveTextContent('Loading...');
    // Still, not spinning, for a visitor who asked for less motion.
    expect(spinner?.querySelector('.animate-spin')).toHaveClass('motion-reduce:animate-none');
    // The content is drawn with it and is not held from anyone: the spinner goes on its own.
    const heading = within(page).getByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
    expect(heading.closest('[inert]')).toBeNull();
    expect(page.querySelector('[inert]')).toBeNull();
  });

  it('is kept as the page is hydrated, and leaves the page once its animation has hidden it', async () => {
    stubFetch(() => testimonialsAnswer());
    const animations = holdAnimations();
    const page = await showServerDrawn('/');
    const spinner = spinnerIn(page);
    await hydrate(page, '/');
    // The very element the server drew: its animation, counted from the first paint, goes on.
    expect(spinnerIn(page)).toBe(spinner);
    await animations.finish();
    await waitFor(() => expect(spinnerIn(page)).toBeNull());
    expect(within(page).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows once per tab session: not on a navigation back to Home, nor on a later load', async () => {
    stubFetch(() => testimonialsAnswer());
    const page = await showServerDrawn('/');
    // main.tsx, as the page's entry starts: the first showing in this session.
    showHomeSpinnerOncePerSession();
    expect(document.documentElement).not.toHaveClass(homeSpinnerShownClass);
    await hydrate(page, '/');
    const user = userEvent.setup();
    await user.click(
      within(within(page).getByRole('contentinfo')).getByRole('link', { name: 'About' }),
    );
    await within(page).findByRole('heading', { level: 1, name: 'About Us' });
    const bar = within(page).getByRole('navigation', { name: 'Main' });
    await user.click(within(bar).getByRole('link', { name: 'Home' }));
    await within(page).findByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
    expect(spinnerIn(page)).toBeNull();

    // A reload in the same tab: the server draws it again; the entry hides it.
    const reloaded = await showServerDrawn('/');
    onTestFinished(() => reloaded.remove());
    showHomeSpinnerOncePerSession();
    expect(spinnerIn(reloaded)).not.toBeNull();
    expect(document.documentElement).toHaveClass(homeSpinnerShownClass);
  });

  it('is never drawn by the browser itself', async () => {
    openHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to StudyHub' }),
    ).toBeVisible();
    expect(spinnerIn(document)).toBeNull();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Home | StudyHub'));
  });
});

describe('/', () => {
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
