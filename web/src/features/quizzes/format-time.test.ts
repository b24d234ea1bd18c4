import { describe, expect, it } from 'vitest';
import { describeDuration, formatTimer } from './format-time';

describe('formatTimer', () => {
  it.each([
    [1800, '30:00'],
    [1799, '29:59'],
    [600, '10:00'],
    [61, '1:01'],
    [59, '0:59'],
    [5, '0:05'],
    [0, '0:00'],
    [-3, '0:00'],
  ])('shows %i seconds as %s', (seconds, shown) => {
    expect(formatTimer(seconds)).toBe(shown);
  });
});

describe('describeDuration', () => {
  it('says the time limit in minutes', () => {
    expect(describeDuration(1800)).toBe('30 minutes');
    expect(describeDuration(60)).toBe('1 minute');
  });
});
