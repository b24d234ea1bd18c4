import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { downloadCertificatePng } from '../features/certificates/render-certificate-png';
import { issuedCertificate } from '../features/quizzes/quiz-test-data';
import {
  callsTo,
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
  student,
} from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

// jsdom draws no canvas; the PNG itself is checked in the end-to-end test.
vi.mock('../features/certificates/render-certificate-png', () => ({
  downloadCertificatePng: vi.fn(async () => {}),
}));

const jsCertificate = {
  ...issuedCertificate,
  subject: 'javascript',
  subjectLine: 'JavaScript Fundamentals',
  score: 31,
  total: 40,
};

function serve(
  latest: object,
  issue: () => Response | Promise<Response> = () =>
    jsonResponse(201, { success: true, certificate: jsCertificate }),
) {
  return stubFetch((url, init) => {
    if (url === '/api/quizzes/javascript/latest-pass')
      return jsonResponse(200, { success: true, ...latest });
    if (url === '/api/certificates' && init.method === 'POST') return issue();
    return jsonResponse(200, { success: true, user: student });
  });
}

const pendingPass = { attemptId: 'attempt-js', score: 31, total: 40, certificate: null };

describe('/js_certificate', () => {
  it('asks for the name; the download button appears only once a name is typed', async () => {
    storeSession();
    serve(pendingPass);
    const { user } = renderApp('/js_certificate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Enter Your Name for Certificate' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Congratulations! You have successfully completed the JavaScript Quiz.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About This Certificate' })).toBeInTheDocument();
    expect(screen.getByText('Validity')).toBeInTheDocument();
    const input = screen.getByPlaceholderText('Your Name');
    expect(screen.queryByRole('button', { name: /Download Certificate/ })).not.toBeInTheDocument();

    await user.type(input, 'Asha');
    expect(screen.getByRole('button', { name: 'Download Certificate' })).toBeEnabled();
    // The preview shows the name as it is typed.
    expect(
      screen.getByRole('article', { name: /Asha, JavaScript Fundamentals/ }),
    ).toBeInTheDocument();
    await user.clear(input);
    expect(screen.queryByRole('button', { name: /Download Certificate/ })).not.toBeInTheDocument();
  });

  it("issues the certificate, downloads it, then reads 'Certificate Downloaded' with button and input disabled", async () => {
    storeSession();
    const answer = deferred<Response>();
    const fetchMock = serve(pendingPass, () => answer.promise);
    const { user } = renderApp('/js_certificate');
    const input = await screen.findByPlaceholderText('Your Name');
    await user.type(input, 'Asha Verma');
    await user.click(screen.getByRole('button', { name: 'Download Certificate' }));
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();

    answer.resolve(jsonResponse(201, { success: true, certificate: jsCertificate }));
    expect(await screen.findByRole('button', { name: 'Certificate Downloaded' })).toBeDisabled();
    expect(input).toBeDisabled();
    expect(JSON.parse(String(callsTo(fetchMock, '/api/certificates')[0]?.[1]?.body))).toEqual({
      attemptId: 'attempt-js',
      name: 'Asha Verma',
    });
    expect(downloadCertificatePng).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Asha Verma', id: jsCertificate.id }),
    );
    expect(screen.getByText(/Certificate ID :/)).toHaveTextContent(jsCertificate.id);
    // The latest pass now has its certificate, and the screen keeps its downloaded state.
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/quizzes/javascript/latest-pass').length).toBeGreaterThan(1),
    );
    expect(screen.getByRole('button', { name: 'Certificate Downloaded' })).toBeDisabled();
  });

  it('says what is wrong with a one-letter name and sends nothing', async () => {
    storeSession();
    const fetchMock = serve(pendingPass);
    const { user } = renderApp('/js_certificate');
    await user.type(await screen.findByPlaceholderText('Your Name'), 'A');
    await user.click(screen.getByRole('button', { name: 'Download Certificate' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please enter your name (at least 2 characters).',
    );
    expect(callsTo(fetchMock, '/api/certificates')).toHaveLength(0);
  });

  it('shows the certificate already issued for the latest pass, with its download', async () => {
    storeSession();
    serve({ ...pendingPass, certificate: jsCertificate });
    renderApp('/js_certificate');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your JavaScript Certificate' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Certificate ID :/)).toHaveTextContent(jsCertificate.id);
    expect(screen.getByRole('button', { name: 'Download PNG' })).toBeEnabled();
    expect(screen.queryByPlaceholderText('Your Name')).not.toBeInTheDocument();
  });

  it('goes to / without a passing attempt', async () => {
    storeSession();
    serve({ attemptId: null, score: null, total: null, certificate: null });
    const { router } = renderApp('/js_certificate');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('needs sign-in', async () => {
    const { router } = renderApp('/js_certificate');
    await screen.findByRole('heading', { level: 1, name: 'Welcome Back' });
    expect(screen.getByText('Please login to access the quiz')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
