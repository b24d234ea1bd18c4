import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

afterEach(() => vi.useRealTimers());

describe('/all-certificates', () => {
  it('lists the four quizzes, each with Get Certificate', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    renderApp('/all-certificates');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'All Certificates' }),
    ).toBeInTheDocument();
    for (const name of ['Java', 'Python', 'C', 'JavaScript fundamentals']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getAllByRole('button', { name: /^Get Certificate/ })).toHaveLength(4);
  });

  it('goes to /javascript-Quiz 700 ms after Get Certificate, holding the other buttons meanwhile', async () => {
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const { router } = renderApp('/all-certificates');
    const button = await screen.findByRole('button', {
      name: 'Get Certificate for the JavaScript fundamentals quiz',
    });
    vi.useFakeTimers();
    act(() => button.click());
    act(() => vi.advanceTimersByTime(650));
    expect(router.state.location.pathname).toBe('/all-certificates');
    expect(
      screen.getByRole('button', { name: 'Get Certificate for the Java quiz' }),
    ).toBeDisabled();
    act(() => vi.advanceTimersByTime(60));
    expect(router.state.location.pathname).toBe('/javascript-Quiz');
  });

  it('goes at once, without the animation, when the visitor prefers reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    storeSession();
    stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const { user, router } = renderApp('/all-certificates');
    await user.click(
      await screen.findByRole('button', { name: 'Get Certificate for the Java quiz' }),
    );
    expect(router.state.location.pathname).toBe('/java-verify');
  });

  it('needs sign-in', async () => {
    const { router } = renderApp('/all-certificates');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.getByText('Please login to access the quiz')).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/all-certificates' } });
  });
});
