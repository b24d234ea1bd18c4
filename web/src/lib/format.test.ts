import { describe, expect, it } from 'vitest';
import { formatDate, formatRupees } from './format';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [49_900, '₹499'],
    [49_950, '₹499.50'],
    [1_00_00_000, '₹1,00,000'],
    [12_34_56_789_00, '₹12,34,56,789'],
    [1_000_00, '₹1,000'],
    [1_23_456_05, '₹1,23,456.05'],
    [5, '₹0.05'],
    [-49_900, '-₹499'],
  ])('shows %i paise as %s', (paise, shown) => {
    expect(formatRupees(paise)).toBe(shown);
  });
});

describe('formatDate', () => {
  it('uses the long US form', () => {
    expect(formatDate('2026-11-22T06:30:00.000Z')).toBe('November 22, 2026');
    expect(formatDate(new Date(2026, 0, 5))).toBe('January 5, 2026');
  });

  it('gives an empty string for something that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
  });
});
