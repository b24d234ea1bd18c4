import { describe, expect, it } from 'vitest';
import { checkCertificateName } from './certificate-name';

describe('checkCertificateName', () => {
  it('accepts 2 to 80 characters, without the surrounding spaces', () => {
    expect(checkCertificateName('  Asha Verma ')).toEqual({ ok: true, name: 'Asha Verma' });
    expect(checkCertificateName('Al')).toEqual({ ok: true, name: 'Al' });
    expect(checkCertificateName('a'.repeat(80))).toEqual({ ok: true, name: 'a'.repeat(80) });
  });

  it('says what is wrong with a name too short or too long', () => {
    expect(checkCertificateName('')).toEqual({
      ok: false,
      message: 'Please enter your name (at least 2 characters).',
    });
    expect(checkCertificateName(' A ')).toEqual({
      ok: false,
      message: 'Please enter your name (at least 2 characters).',
    });
    expect(checkCertificateName('a'.repeat(81))).toEqual({
      ok: false,
      message: 'Your name can be at most 80 characters.',
    });
  });
});
