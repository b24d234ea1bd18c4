import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { issuedCertificate } from '../features/quizzes/quiz-test-data';
import { jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

function serve(certificates: Record<string, object>) {
  return stubFetch((url) => {
    const id = /^\/api\/certificates\/(.+)$/.exec(url)?.[1];
    const found = id ? certificates[decodeURIComponent(id)] : undefined;
    return found
      ? jsonResponse(200, { success: true, certificate: found })
      : jsonResponse(404, {
          success: false,
          message: 'No certificate has this ID. Please check it and try again.',
          code: 'NOT_FOUND',
        });
  });
}

describe('/certificates/{id}', () => {
  it('shows who holds a valid certificate, for what, the score and the date, publicly', async () => {
    serve({ [issuedCertificate.id]: issuedCertificate });
    renderApp(`/certificates/${issuedCertificate.id}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Certificate verification' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    const status = screen.getByRole('region', { name: 'Certificate status' });
    expect(status).toHaveTextContent('Awarded toAsha Verma');
    expect(status).toHaveTextContent('CertificateJava (Basic)');
    expect(status).toHaveTextContent('Score3 out of 3');
    expect(status).toHaveTextContent('Issued onNovember 22, 2026');
    const certificate = screen.getByRole('article', { name: /Asha Verma, Java \(Basic\)/ });
    expect(within(certificate).getByText(/Certificate ID :/)).toHaveTextContent(
      `Certificate ID : ${issuedCertificate.id}`,
    );
    await waitFor(() => expect(document.title).toBe('Certificate | StudyHub'));
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining(issuedCertificate.id),
    );
  });

  it('says plainly when a certificate is revoked', async () => {
    serve({
      REVOKED12345: {
        ...issuedCertificate,
        id: 'REVOKED12345',
        revoked: true,
        revokedAt: '2026-12-01T10:00:00.000Z',
      },
    });
    renderApp('/certificates/REVOKED12345');
    expect(await screen.findByText('Revoked')).toBeInTheDocument();
    expect(screen.getByText(/has been revoked\. It is no longer valid\./)).toBeInTheDocument();
    expect(screen.queryByText('Valid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print' })).not.toBeInTheDocument();
  });

  it("gives the server's words for an unknown id, and checks another id from the box", async () => {
    serve({ [issuedCertificate.id]: issuedCertificate });
    const { user, router } = renderApp('/certificates/NOSUCHID');
    // The site's one not-found panel, with the server's words under its heading.
    const heading = await screen.findByRole('heading', { level: 1, name: 'Certificate not found' });
    const panel = heading.closest('section') as HTMLElement;
    expect(within(panel).getByText('404')).toBeInTheDocument();
    expect(panel).toHaveTextContent('No certificate has this ID. Please check it and try again.');
    await waitFor(() => expect(document.title).toBe('Certificate not found | StudyHub'));

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Please enter a certificate ID.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Certificate ID')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Certificate ID'), ' k7q2m9xh4tba ');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/certificates/${issuedCertificate.id}`),
    );
    expect(await screen.findByText('Valid')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Certificate verification' }),
    ).toBeInTheDocument();
  });
});
