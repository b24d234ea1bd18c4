import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('turns zod’s eval-compiled parsers off before any schema is built', async () => {
    vi.resetModules();
    await import('./zod-jitless');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    const evalSpy = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(evalSpy).not.toHaveBeenCalled();
  });
});
