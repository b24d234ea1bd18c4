import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { attemptOf, passedResult, quizApi } from '../features/quizzes/quiz-test-data';
import { storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

beforeEach(() => sessionStorage.clear());

describe('/javascript-Quiz', () => {
  it('needs sign-in, saying why on /login as the other quizzes do', async () => {
    const { router } = renderApp('/javascript-Quiz');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.getByText('Please login to access the quiz')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it("offers 'View Certificate' (to /js_certificate) and 'Retry Quiz' after a pass", async () => {
    sessionStorage.setItem('studyhub.quizAttempt.javascript', 'attempt-1');
    storeSession();
    stubFetch(
      quizApi({
        get: () =>
          attemptOf({
            subject: 'javascript',
            status: 'submitted',
            remainingSeconds: 0,
            result: passedResult,
          }),
      }),
    );
    renderApp('/javascript-Quiz');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'JavaScript Quiz' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Congratulations!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Certificate' })).toHaveAttribute(
      'href',
      '/js_certificate',
    );
    expect(screen.getByRole('button', { name: 'Retry Quiz' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Name on the certificate')).not.toBeInTheDocument();
  });
});
