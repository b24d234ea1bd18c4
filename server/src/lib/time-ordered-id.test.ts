import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.ts';

describe('time-ordered ids', () => {
  it('are UUIDv7s that sort in the order they were made, within a millisecond too', () => {
    const ids = Array.from({ length: 5000 }, () => timeOrderedId());
    for (const id of ids) {
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    }
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
    // The first 48 bits are the time in milliseconds.
    const made = Number.parseInt(ids[0]?.replace('-', '').slice(0, 12) ?? '', 16);
    expect(Math.abs(made - Date.now())).toBeLessThan(60_000);
  });
});
