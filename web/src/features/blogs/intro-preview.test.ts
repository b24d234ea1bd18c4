import { describe, expect, it } from 'vitest';
import { introPreview } from './intro-preview';

describe('introPreview', () => {
  it('keeps exactly the first 80 characters and adds "..."', () => {
    const intro = `${'a'.repeat(80)}bcdef`;
    expect(introPreview(intro)).toBe(`${'a'.repeat(80)}...`);
  });

  it('does not cut a character made of two UTF-16 units', () => {
    expect(introPreview(`${'x'.repeat(79)}📚 and more`)).toBe(`${'x'.repeat(79)}📚...`);
  });

  it.each(['', '   ', null, undefined])('says there is no overview for %j', (intro) => {
    expect(introPreview(intro)).toBe('No overview available.');
  });
});
