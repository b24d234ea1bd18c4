import type { SiteInfoResponse } from '@studyhub/contract/site';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { ConfigError, loadConfig } from '../../config.ts';

describe('GET /api/site', () => {
  it('answers with the defaults of a fresh install', async () => {
    const app = await createTestApp();
    try {
      const response = await app.inject({ url: '/api/site' });
      expect(response.statusCode).toBe(200);
      expect(response.json<SiteInfoResponse>()).toEqual({
        success: true,
        supportEmail: 'support@studyhub.example',
        governingLawLocation: 'Bengaluru, Karnataka, India',
        sendsEmail: false,
      });
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await app.close();
    }
  });

  it('answers with what the operator configured', async () => {
    const app = await createTestApp({
      env: {
        SUPPORT_EMAIL: 'help@studyhub.in',
        GOVERNING_LAW_LOCATION: 'Pune, Maharashtra, India',
        SMTP_URL: 'smtp://127.0.0.1:2525',
      },
    });
    try {
      expect((await app.inject({ url: '/api/site' })).json<SiteInfoResponse>()).toMatchObject({
        supportEmail: 'help@studyhub.in',
        governingLawLocation: 'Pune, Maharashtra, India',
        sendsEmail: true,
      });
    } finally {
      await app.close();
    }
  });
});

describe('the site’s configuration', () => {
  it('reads SMTP_URL, SUPPORT_EMAIL and GOVERNING_LAW_LOCATION', () => {
    expect(loadConfig({})).toMatchObject({
      smtpUrl: undefined,
      supportEmail: 'support@studyhub.example',
      governingLawLocation: 'Bengaluru, Karnataka, India',
    });
    expect(
      loadConfig({
        SMTP_URL: 'smtps://mailer:secret@smtp.example.in:465',
        SUPPORT_EMAIL: 'help@studyhub.in',
        GOVERNING_LAW_LOCATION: '  Chennai, Tamil Nadu, India ',
      }),
    ).toMatchObject({
      smtpUrl: 'smtps://mailer:secret@smtp.example.in:465',
      supportEmail: 'help@studyhub.in',
      governingLawLocation: 'Chennai, Tamil Nadu, India',
    });
  });

  it.each([
    ['SMTP_URL', 'https://smtp.example.in'],
    ['SMTP_URL', 'not a url'],
    ['SUPPORT_EMAIL', 'support at studyhub'],
    ['GOVERNING_LAW_LOCATION', '   x'],
    ['GOVERNING_LAW_LOCATION', 'x'.repeat(121)],
  ])('stops on a bad %s and names it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('never repeats the SMTP password in its message', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@smtp.example.in' })).toThrow(
      /^(?![\s\S]*hunter2)/,
    );
  });
});
