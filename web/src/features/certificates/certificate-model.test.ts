import { describe, expect, it } from 'vitest';
import { certificateFileName } from './certificate-model';

describe('certificateFileName', () => {
  it("is '{name}-Certificate.png'", () => {
    expect(certificateFileName('Asha Verma')).toBe('Asha Verma-Certificate.png');
  });

  it('replaces characters that file names cannot hold', () => {
    expect(certificateFileName('A/B: "C"')).toBe('A-B- -C--Certificate.png');
  });
});
