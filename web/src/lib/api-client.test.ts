import type { verifyResponse } from '@studyhub/contract/auth';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch, student } from '../testing/fixtures';
import { ApiError, apiRequest, NetworkError, UnexpectedResponseError } from './api-client';

describe('apiRequest', () => {
  it('sends JSON with the session cookie, no Authorization header, and returns the checked answer', async () => {
    // A token an older version left in storage is not sent: the session is the cookie (decision 44).
    localStorage.setItem('token', 'abc123');
    const fetchMock = stubFetch(() => jsonResponse(200, { success: true, user: student }));
    const answer = await apiRequest<typeof verifyResponse>('/api/auth/verify', {
      method: 'POST',
      body: { hello: 'world' },
    });
    expect(answer.user).toEqual(student);
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('same-origin');
    const headers = new Headers(init?.headers);
    expect(headers.has('Authorization')).toBe(false);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(init?.body).toBe('{"hello":"world"}');
  });

  it('turns an error envelope into an ApiError with status, code and message', async () => {
    stubFetch(() =>
      jsonResponse(429, { success: false, message: 'Too many attempts.', code: 'RATE_LIMITED' }),
    );
    const error = await apiRequest<typeof verifyResponse>('/api/auth/login').catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Too many attempts.',
    });
  });

  it('tells a network failure apart from an HTTP answer', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await apiRequest<typeof verifyResponse>('/api/auth/verify').catch((e) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('reports an answer that is not the API’s (e.g. a proxy error page)', async () => {
    stubFetch(() => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    const error = await apiRequest<typeof verifyResponse>('/api/auth/verify').catch((e) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).toMatchObject({ status: 502 });
  });

  it('reports a success answer that is not in the API’s envelope', async () => {
    for (const body of [{ user: student }, [student], 'ok', null]) {
      stubFetch(() => jsonResponse(200, body));
      const error = await apiRequest<typeof verifyResponse>('/api/auth/verify').catch((e) => e);
      expect(error).toBeInstanceOf(UnexpectedResponseError);
      expect(error).toMatchObject({ status: 200 });
    }
  });

  it('reports an error answer that is not in the API’s error shape', async () => {
    stubFetch(() => jsonResponse(500, { success: false, error: 'boom' }));
    const error = await apiRequest<typeof verifyResponse>('/api/auth/verify').catch((e) => e);
    expect(error).toBeInstanceOf(UnexpectedResponseError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500 });
  });

  it('keeps the field a refused form names', async () => {
    stubFetch(() =>
      jsonResponse(400, {
        success: false,
        message: 'Please add a subheading.',
        code: 'VALIDATION_ERROR',
        field: 'sections.0.subheading',
      }),
    );
    const error = await apiRequest<typeof verifyResponse>('/api/x', { method: 'POST' }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, field: 'sections.0.subheading' });
  });
});
