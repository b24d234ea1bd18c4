/**
 * POST /api/auth/session-cookie: an older version of the app kept the session as a bearer token
 * in localStorage; the server moves that session into the httpOnly cookie (decision 44).
 * 'refused': the session is over; 'unreachable': offline or a server error, which says nothing
 * about the session (the token is kept, to be moved on a later visit).
 */
export async function moveTokenToCookie(
  token: string,
): Promise<'moved' | 'refused' | 'unreachable'> {
  try {
    const response = await fetch('/api/auth/session-cookie', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    if (response.ok) return 'moved';
    return response.status < 500 ? 'refused' : 'unreachable';
  } catch {
    return 'unreachable';
  }
}
