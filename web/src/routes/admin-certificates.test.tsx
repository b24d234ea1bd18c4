import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, callsTo, jsonResponse, storeSession, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const certificate = {
  id: 'JAVA-7K2M9Q4P',
  name: 'Asha Verma',
  subject: 'java',
  subjectLine: 'Java Programming',
  score: 27,
  total: 30,
  issuedAt: '2026-11-02T08:00:00.000Z',
  revoked: false,
  revokedAt: null,
  verifyUrl: '/java-verify/JAVA-7K2M9Q4P',
  userId: 'u-1',
  userEmail: 'student@example.com',
  revokedReason: null,
};

describe('/admin/certificates', () => {
  it('finds certificates, revokes one with a reason and restores it', async () => {
    let current: Record<string, unknown> = certificate;
    const fetchMock = stubFetch((url, init) => {
      if (url === '/api/auth/verify') return jsonResponse(200, { success: true, user: admin });
      if (url === '/api/admin/certificates?q=asha') {
        return jsonResponse(200, { success: true, certificates: [current] });
      }
      if (url === '/api/admin/certificates/JAVA-7K2M9Q4P' && init.method === 'PATCH') {
        const body = JSON.parse(String(init.body));
        current = body.revoked
          ? {
              ...certificate,
              revoked: true,
              revokedAt: '2026-11-21T10:00:00.000Z',
              revokedReason: body.reason,
            }
          : certificate;
        return jsonResponse(200, { success: true, message: body.revoked ? 'Revoked' : 'Restored' });
      }
      return jsonResponse(200, { success: true, certificates: [] });
    });
    storeSession(admin);
    const { user, router } = renderApp('/admin/certificates');
    const box = await screen.findByLabelText('Certificate id, name on it, or holder’s email');
    await user.type(box, 'a');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(box).toHaveAccessibleDescription('Search for at least 2 characters.');

    await user.type(box, 'sha');
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', {
      level: 3,
      name: 'Asha Verma · Java Programming',
    });
    expect(router.state.location.search).toBe('?q=asha');
    const row = heading.closest('li') as HTMLElement;
    expect(row).toHaveTextContent('student@example.com · Issued November 2, 2026 · Score 27/30');
    expect(row).toHaveTextContent('Valid');

    await user.click(
      within(row).getByRole('button', { name: 'Revoke the certificate of Asha Verma' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Revoke the certificate of Asha Verma?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(within(dialog).getByLabelText('Reason for revoking')).toHaveAccessibleDescription(
      'Please give the reason for revoking this certificate.',
    );
    expect(callsTo(fetchMock, '/api/admin/certificates/JAVA-7K2M9Q4P')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason for revoking'), 'Shared answers');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke certificate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Revoked the certificate of Asha Verma.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(row).toHaveTextContent('Revoked on November 21, 2026: Shared answers'),
    );

    await user.click(
      within(row).getByRole('button', { name: 'Restore the certificate of Asha Verma' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Restored the certificate of Asha Verma.',
    );
    expect(await within(row).findByText('Valid')).toBeInTheDocument();
    const bodies = callsTo(fetchMock, '/api/admin/certificates/JAVA-7K2M9Q4P').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies).toEqual([{ revoked: true, reason: 'Shared answers' }, { revoked: false }]);
  });

  it('says when nothing matches', async () => {
    stubFetch((url) =>
      url === '/api/auth/verify'
        ? jsonResponse(200, { success: true, user: admin })
        : jsonResponse(200, { success: true, certificates: [] }),
    );
    storeSession(admin);
    const { user } = renderApp('/admin/certificates');
    await user.type(await screen.findByRole('searchbox'), 'nobody{Enter}');
    expect(await screen.findByText('No certificate matches “nobody”.')).toBeInTheDocument();
  });
});
