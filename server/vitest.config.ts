import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    pool: 'forks',
    globalSetup: ['test/global-setup.ts'],
    // Two test files per core: many wait on a socket, a timeout or the database, and one per core
    // left the machine a third idle (decision 62).
    maxWorkers: availableParallelism() * 2,
    // The server's code is what Node runs as it is (`node src/main.ts`): the tests import it with
    // Node's own loader, as production does, instead of through Vite (decision 62).
    experimental: { viteModuleRunner: false },
    // Bounds for a test that hangs, not for a slow one: a loaded machine (two files per core, and
    // whatever else runs) is many times slower than a quiet one, and slow is not wrong.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
