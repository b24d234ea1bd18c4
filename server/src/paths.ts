import path from 'node:path';

/**
 * The repository's root. This file sits two levels below it both as source (server/src) and
 * bundled into the built server (server/dist), so paths built from here hold in both.
 */
export const repoRoot = path.resolve(import.meta.dirname, '../..');
