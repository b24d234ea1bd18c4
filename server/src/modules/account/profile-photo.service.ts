import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { User } from '@studyhub/contract/auth';
import { uploadLimits } from '@studyhub/contract/uploads';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../db/time.ts';
import { notFound } from '../../errors.ts';
import type { FileStore } from '../../files/file-store.ts';
import { profilePhotoFrom } from '../uploads/card-image.ts';
import { receiveUpload } from '../uploads/receive-upload.ts';
import { invalidFile, tooLarge } from '../uploads/upload-errors.ts';
import { createProfilePhotoRepository } from './profile-photo.repository.ts';

/** Photos are served from the file store's `photos/` folder under a new random name each. */
const photoUrlPrefix = '/media/photos/';

/** The file store key of a photo address this site made; undefined for anything else. */
export function photoKeyOf(url: string | null | undefined): string | undefined {
  if (!url?.startsWith(photoUrlPrefix)) return undefined;
  return `photos/${url.slice(photoUrlPrefix.length)}`;
}

/**
 * A student's profile photo (docs/decisions/0030): checked by its content, re-encoded as a
 * 256 px square WebP under a new random name, and pointed at only once stored; a refused or
 * failed upload leaves nothing behind, and the replaced photo is removed after the change.
 */
export function createProfilePhotoService(deps: {
  db: Kysely<Database>;
  files: FileStore;
  log: Pick<FastifyBaseLogger, 'warn'>;
  now?: (() => Date) | undefined;
}) {
  const { files, log } = deps;
  const repository = createProfilePhotoRepository(deps.db);
  const now = deps.now ?? (() => new Date());

  async function removeFile(url: string | null | undefined): Promise<void> {
    const key = photoKeyOf(url);
    if (!key) return;
    try {
      await files.remove(key);
    } catch (error) {
      log.warn({ err: error }, 'could not remove a replaced profile photo');
    }
  }

  async function point(userId: string, url: string | null): Promise<User> {
    const changed = await repository.replace(userId, url, nowIso(now()));
    if (!changed) throw notFound('This account no longer exists.');
    if (changed.before !== url) await removeFile(changed.before);
    return changed.user;
  }

  return {
    async replace(
      userId: string,
      upload: { body: Readable; declaredBytes: number | undefined },
    ): Promise<User> {
      const limit = uploadLimits.photoBytes;
      if (upload.declaredBytes !== undefined && upload.declaredBytes > limit) {
        throw tooLarge('photo', limit);
      }
      const temporary = files.temporaryPath();
      let key: string | undefined;
      try {
        const received = await receiveUpload(upload.body, temporary, limit, 'photo');
        if (received.bytes === 0) {
          throw invalidFile('The upload is empty: send the photo as the request body.');
        }
        const photo = await profilePhotoFrom(temporary);
        key = `photos/${randomUUID()}.webp`;
        await files.write(key, photo);
        return await point(userId, `/media/${key}`);
      } catch (error) {
        if (key) await files.remove(key).catch(() => undefined);
        throw error;
      } finally {
        await rm(temporary, { force: true });
      }
    },

    remove: (userId: string): Promise<User> => point(userId, null),

    /** The stored photo itself, for "Download my data"; undefined when there is none. */
    async photoOf(url: string | null): Promise<Uint8Array | undefined> {
      const key = photoKeyOf(url);
      return key && (await files.exists(key)) ? files.bytes(key) : undefined;
    },

    /** After an account is deleted: its photo goes too. */
    removeFile,
  };
}

export type ProfilePhotoService = ReturnType<typeof createProfilePhotoService>;
