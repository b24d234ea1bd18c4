import { describe, expect, it, vi } from 'vitest';

describe('zod in the browser', () => {
  it('builds and parses the contract’s schemas without compiling code (no eval)', async () => {
    vi.resetModules();
    const evalSpy = vi.spyOn(globalThis, 'Function');
    // As a screen loads them: the contract's schemas, which import 'zod' (vite.config.ts).
    const { loginBody } = await import('@studyhub/contract/auth');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    expect(loginBody.parse({ email: 'student@example.com', password: 'secret' })).toMatchObject({
      email: 'student@example.com',
    });
    const schema = z.object({ name: z.string(), count: z.number() });
    expect(schema.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    expect(schema.safeParse({ name: 1 }).success).toBe(false);
    expect(evalSpy).not.toHaveBeenCalled();
  });
});
