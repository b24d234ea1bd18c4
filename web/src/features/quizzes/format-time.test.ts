import { describe, expect, it } from 'vitest';
import { clockTimeInIndia, describeDuration, formatTimer } from './format-time';

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
  it('says a duration in minutes, and seconds when there are some over', () => {
    expect(describeDuration(1800)).toBe('30 minutes');
    expect(describeDuration(60)).toBe('1 minute');
    expect(describeDuration(200)).toBe('3 minutes 20 seconds');
    expect(describeDuration(121)).toBe('2 minutes 1 second');
    expect(describeDuration(45)).toBe('45 seconds');
  });
});

describe('clockTimeInIndia', () => {
  it('says a time of day in India, as the server says when the next attempt opens', () => {
    expect(clockTimeInIndia('2026-11-22T09:45:00.000Z')).toBe('3:15 PM IST');
    expect(clockTimeInIndia('2026-11-22T18:35:00.000Z')).toBe('12:05 AM IST');
    expect(clockTimeInIndia('2026-11-22T04:30:00.000Z')).toBe('10:00 AM IST');
  });
});
