import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers';
import {
  deferred,
  jsonResponse,
  storeSession,
  stubFetch,
  student,
} from '../../../testing/fixtures';
import { downloadCertificatePng } from '../render-certificate-png';
import { MyCertificates } from './my-certificates';

vi.mock('../render-certificate-png', () => ({ downloadCertificatePng: vi.fn(async () => {}) }));

const certificate = {
  id: 'K7Q2M9XH4TBA',
  name: 'Asha Verma',
  subject: 'python',
  subjectLine: 'Python Programming (Basic)',
  score: 41,
  total: 50,
  issuedAt: '2026-11-22T06:20:00.000Z',
  revoked: false,
  revokedAt: null,
  verifyUrl: 'https://studyhub.example/certificates/K7Q2M9XH4TBA',
};

// The panel is placed by the dashboard; here it is shown on its own, as in the /user tab.
function show() {
  storeSession();
  const router = createMemoryRouter(
    [{ path: '/user', element: <MyCertificates userId={student.id} /> }],
    { initialEntries: ['/user'] },
  );
  render(<AppProviders router={router} queryClient={createQueryClient()} />);
  return { user: userEvent.setup() };
}

describe('MyCertificates', () => {
  it('says so while loading, then lists each certificate with View, Download and Verify', async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    const { user } = show();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your certificates...');
    answer.resolve(jsonResponse(200, { success: true, certificates: [certificate] }));

    const card = (
      await screen.findByRole('heading', { name: 'Python Programming (Basic)' })
    ).closest('li') as HTMLElement;
    expect(within(card).getByText('Asha Verma')).toBeInTheDocument();
    expect(within(card).getByText('41 out of 50')).toBeInTheDocument();
    expect(within(card).getByText('November 22, 2026')).toBeInTheDocument();
    expect(
      within(card).getByRole('link', { name: 'View Python Programming (Basic) certificate' }),
    ).toHaveAttribute('href', '/certificates/K7Q2M9XH4TBA');
    expect(
      within(card).getByRole('link', {
        name: 'Verify Python Programming (Basic) certificate (opens in a new tab)',
      }),
    ).toHaveAttribute('href', certificate.verifyUrl);
    await user.click(
      within(card).getByRole('button', {
        name: 'Download Python Programming (Basic) certificate as an image',
      }),
    );
    expect(downloadCertificatePng).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Asha Verma', id: 'K7Q2M9XH4TBA' }),
    );
  });

  it("says 'You haven't earned a certificate yet.' when there is none", async () => {
    stubFetch(() => jsonResponse(200, { success: true, certificates: [] }));
    show();
    expect(await screen.findByText("You haven't earned a certificate yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take a quiz to earn one' })).toHaveAttribute(
      'href',
      '/all-certificates',
    );
  });
});
