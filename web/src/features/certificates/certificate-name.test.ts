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

  it.each([
    ['प्रिया शर्मा', 'प्रिया शर्मा'],
    ['தமிழ்செல்வி ராஜன்', 'தமிழ்செல்வி ராஜன்'],
    ['Jose\u0301  A\u0301lvarez', 'José Álvarez'],
    ['Siobhán O’Brien', 'Siobhán O’Brien'],
    ["Dr. A. P. J. D'Souza-Kalam", "Dr. A. P. J. D'Souza-Kalam"],
  ])('accepts %s as a name of any script, printed as %s', (typed, printed) => {
    expect(checkCertificateName(typed)).toEqual({ ok: true, name: printed });
  });

  it.each([
    ['\u202eAsha Verma', 'a right-to-left override'],
    ['Asha\u200dVerma', 'a zero-width joiner'],
    ['Asha\u200b Verma', 'a zero-width space'],
    ['Asha\u0000Verma', 'a control character'],
  ])('refuses %j, which hides %s', (typed) => {
    expect(checkCertificateName(typed)).toEqual({
      ok: false,
      message:
        'Your name contains a hidden character, often copied along with text. Please type your name again.',
    });
  });

  it('refuses digits and symbols, and names with no letters', () => {
    expect(checkCertificateName('Asha 2')).toEqual({
      ok: false,
      message: 'Your name can have letters, spaces, dots, hyphens and apostrophes only.',
    });
    expect(checkCertificateName('     ')).toEqual({
      ok: false,
      message: 'Please enter your name (at least 2 characters).',
    });
    expect(checkCertificateName('\u0301 \u0301')).toEqual({
      ok: false,
      message: 'Please enter your name in letters.',
    });
  });
});
