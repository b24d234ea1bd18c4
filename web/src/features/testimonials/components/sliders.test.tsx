import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededTestimonials as testimonials } from '../testimonials-fixtures';
import { ReviewSlider } from './review-slider';
import { TestimonialSlider } from './testimonial-slider';

/** The one slide not hidden from the accessibility tree: what a visitor sees. */
function shownSlide() {
  const slides = screen.getAllByRole('group');
  expect(slides).toHaveLength(1);
  return slides[0] as HTMLElement;
}

const shownPosition = () => shownSlide().getAttribute('aria-label');

/** Moves the clock in small steps, letting React render (and set the next timer) in between. */
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 100) {
    act(() => {
      vi.advanceTimersByTime(Math.min(100, left));
    });
  }
}

// Events are fired directly: user-event waits on timers of its own, which fake timers freeze.
function setup(ui: React.ReactElement) {
  render(ui);
  return { carousel: screen.getByRole('region') };
}

const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

/** Pretends the visitor's system asks for reduced motion. */
function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the testimonial slider', () => {
  it('shows 5 testimonials and advances every 4 seconds, wrapping round', () => {
    setup(<TestimonialSlider testimonials={testimonials.testimonials} />);
    expect(screen.getByRole('region', { name: 'Student testimonials' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(shownPosition()).toBe('1 of 5');
    expect(shownSlide()).toHaveTextContent(testimonials.testimonials[0]?.quote ?? '');

    advance(3999);
    expect(shownPosition()).toBe('1 of 5');
    advance(1);
    expect(shownPosition()).toBe('2 of 5');
    expect(shownSlide()).toHaveTextContent(testimonials.testimonials[1]?.name ?? '');

    advance(4000 * 3);
    expect(shownPosition()).toBe('5 of 5');
    advance(4000);
    expect(shownPosition()).toBe('1 of 5');
  });

  it('moves with previous, next and the dots', () => {
    const { carousel } = setup(<TestimonialSlider testimonials={testimonials.testimonials} />);
    click('Next testimonial');
    expect(shownPosition()).toBe('2 of 5');
    click('Previous testimonial');
    click('Previous testimonial');
    expect(shownPosition()).toBe('5 of 5');

    const dot = screen.getByRole('button', { name: 'Show testimonial 3 of 5' });
    fireEvent.click(dot);
    expect(shownPosition()).toBe('3 of 5');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show testimonial 1 of 5' })).not.toHaveAttribute(
      'aria-current',
    );

    // With the keyboard: the arrow keys move while focus is in the slider.
    act(() => dot.focus());
    fireEvent.keyDown(dot, { key: 'ArrowRight' });
    expect(shownPosition()).toBe('4 of 5');
    fireEvent.keyDown(dot, { key: 'ArrowLeft' });
    fireEvent.keyDown(dot, { key: 'ArrowLeft' });
    expect(shownPosition()).toBe('2 of 5');
    expect(carousel).toContainElement(document.activeElement as HTMLElement);
  });

  it('pauses while the pointer is over it, and goes on when it leaves', () => {
    const { carousel } = setup(<TestimonialSlider testimonials={testimonials.testimonials} />);
    fireEvent.mouseEnter(carousel);
    advance(20_000);
    expect(shownPosition()).toBe('1 of 5');
    fireEvent.mouseLeave(carousel);
    advance(4000);
    expect(shownPosition()).toBe('2 of 5');
  });

  it('pauses while focus is inside it, and announces changes only then', () => {
    const { carousel } = setup(<TestimonialSlider testimonials={testimonials.testimonials} />);
    const slides = carousel.querySelector('[aria-live]');
    expect(slides).toHaveAttribute('aria-live', 'off');
    act(() => screen.getByRole('button', { name: 'Next testimonial' }).focus());
    expect(slides).toHaveAttribute('aria-live', 'polite');
    advance(20_000);
    expect(shownPosition()).toBe('1 of 5');
    // Focus moving between its own buttons keeps it paused.
    act(() => screen.getByRole('button', { name: 'Show testimonial 2 of 5' }).focus());
    advance(20_000);
    expect(shownPosition()).toBe('1 of 5');
    act(() => (document.activeElement as HTMLElement).blur());
    advance(4000);
    expect(shownPosition()).toBe('2 of 5');
  });

  it('stops and starts with its Pause and Play button', () => {
    setup(<TestimonialSlider testimonials={testimonials.testimonials} />);
    click('Pause testimonials');
    advance(20_000);
    expect(shownPosition()).toBe('1 of 5');
    click('Play testimonials automatically');
    advance(4000);
    expect(shownPosition()).toBe('2 of 5');
  });

  it('stands still for a visitor who prefers reduced motion, but still moves on request', () => {
    preferReducedMotion();
    setup(<TestimonialSlider testimonials={testimonials.testimonials} />);
    advance(60_000);
    expect(shownPosition()).toBe('1 of 5');
    expect(screen.getByRole('button', { name: 'Play testimonials automatically' })).toBeVisible();
    click('Next testimonial');
    expect(shownPosition()).toBe('2 of 5');
  });
});

describe('the review slider', () => {
  it('shows 10 reviews with their ratings and advances every 5 seconds', () => {
    setup(<ReviewSlider reviews={testimonials.reviews} />);
    expect(screen.getByRole('region', { name: 'Reviews from learners' })).toBeInTheDocument();
    expect(shownPosition()).toBe('1 of 10');
    const first = testimonials.reviews[0];
    expect(shownSlide()).toHaveTextContent(first?.text ?? '');
    expect(shownSlide()).toHaveTextContent(`Rated ${first?.rating} out of 5`);
    advance(4999);
    expect(shownPosition()).toBe('1 of 10');
    advance(1);
    expect(shownPosition()).toBe('2 of 10');
    advance(5000 * 8);
    expect(shownPosition()).toBe('10 of 10');
  });

  it('has dots but no previous and next buttons, and a dot restarts the 5 seconds', () => {
    setup(<ReviewSlider reviews={testimonials.reviews} />);
    expect(screen.queryByRole('button', { name: /Next|Previous/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show review \d+ of 10$/ })).toHaveLength(10);
    advance(3000);
    click('Show review 7 of 10');
    expect(shownPosition()).toBe('7 of 10');
    advance(4999);
    expect(shownPosition()).toBe('7 of 10');
    advance(1);
    expect(shownPosition()).toBe('8 of 10');
  });
});
