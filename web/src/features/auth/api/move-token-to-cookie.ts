/**
 * POST /api/auth/session-cookie: an older version of the app kept the session as a bearer token
 * in localStorage; the server moves that session into the httpOnly cookie (decision 44). True
 * when the session lives on in the cookie.
 */
export async function moveTokenToCookie(token: string): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/session-cookie', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    return response.ok;
  } catch {
    return false;
  }
}
