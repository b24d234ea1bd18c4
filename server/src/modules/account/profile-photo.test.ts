import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AccountExport, ProfileResponse } from '@studyhub/contract/account';
import type { VerifyResponse } from '@studyhub/contract/auth';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { bearer, type RegisteredUser, registerUser } from '../../../test/factories.ts';
import type { App } from '../../app.ts';

let app: App;
const dataDir = mkdtempSync(path.join(tmpdir(), 'studyhub-photos-'));
const photosDir = path.join(dataDir, 'files', 'photos');

beforeAll(async () => {
  app = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.close();
});

/** What the store holds: photos, and uploads still in progress. */
const storedPhotos = () => (existsSync(photosDir) ? readdirSync(photosDir).sort() : []);
const inProgress = () => {
  const folder = path.join(dataDir, 'files', 'uploads-in-progress');
  return existsSync(folder) ? readdirSync(folder) : [];
};

/** A phone photo: landscape, bigger than any avatar, with the camera's metadata in it. */
const phonePhoto = (format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#f97316' } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Artist: 'Priya Nair' } })
    .toFormat(format)
    .toBuffer();

const uploadPhoto = (student: RegisteredUser | undefined, body: Buffer, type = 'image/jpeg') =>
  app.inject({
    method: 'PUT',
    url: '/api/account/photo',
    headers: { ...(student ? bearer(student.token) : {}), 'content-type': type },
    payload: body,
  });

const signedInUser = async (student: RegisteredUser) =>
  (
    await app.inject({ url: '/api/auth/verify', headers: bearer(student.token) })
  ).json<VerifyResponse>().user;

describe('PUT /api/account/photo', () => {
  it('stores the photo as a 256 px square WebP under a new name, and the nav bar gets it', async () => {
    const student = await registerUser(app);
    const response = await uploadPhoto(student, await phonePhoto());
    expect(response.statusCode).toBe(200);
    const body = response.json<ProfileResponse>();
    expect(body.message).toBe('Your photo has been saved.');
    const url = body.user.profilePic ?? expect.fail('no photo address');
    expect(url).toMatch(/^\/media\/photos\/[0-9a-f-]{36}\.webp$/);
    expect((await signedInUser(student)).profilePic).toBe(url);

    const served = await app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=604800, immutable');
    expect(String(served.headers['content-disposition'])).toMatch(/^inline/);
    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    // Nothing of the phone's metadata (its maker, a location) is kept.
    expect((await sharp(await phonePhoto()).metadata()).exif).toBeDefined();
    expect(metadata.exif).toBeUndefined();
  });

  it('replaces the old photo, removing its file, and takes PNG and WebP too', async () => {
    const student = await registerUser(app);
    const first = (await uploadPhoto(student, await phonePhoto())).json<ProfileResponse>();
    const second = await uploadPhoto(student, await phonePhoto('png'), 'image/png');
    expect(second.statusCode).toBe(200);
    const third = await uploadPhoto(student, await phonePhoto('webp'), 'image/webp');
    expect(third.statusCode).toBe(200);
    const now = third.json<ProfileResponse>().user.profilePic;
    expect(now).not.toBe(first.user.profilePic);
    expect((await app.inject({ url: String(first.user.profilePic) })).statusCode).toBe(404);
    expect(storedPhotos()).toContain(path.basename(String(now)));
    expect(storedPhotos()).not.toContain(path.basename(String(first.user.profilePic)));
  });

  it('refuses a file that is not an image, even named and labelled as a JPEG, and stores nothing', async () => {
    const student = await registerUser(app);
    const before = storedPhotos();
    const response = await uploadPhoto(
      student,
      Buffer.from('<?php system($_GET["c"]); ?> holiday.jpg'),
      'image/jpeg',
    );
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'INVALID_FILE' });
    expect(response.json().message).toMatch(/not a PNG, JPEG or WebP image.*Nothing was saved/);
    expect(storedPhotos()).toEqual(before);
    expect(inProgress()).toEqual([]);
    expect((await signedInUser(student)).profilePic).toBeNull();
  });

  it('refuses a damaged image and stores nothing', async () => {
    const student = await registerUser(app);
    const before = storedPhotos();
    const png = await phonePhoto('png');
    const truncated = await uploadPhoto(student, png.subarray(0, 100), 'image/png');
    expect(truncated.statusCode).toBe(422);
    expect(truncated.json().message).toMatch(/damaged/);
    expect(storedPhotos()).toEqual(before);
    expect((await signedInUser(student)).profilePic).toBeNull();
  });

  it('refuses a photo over 5 MiB with 413 and stores nothing', async () => {
    const student = await registerUser(app);
    const before = storedPhotos();
    const big = Buffer.concat([await phonePhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    const response = await uploadPhoto(student, big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toMatch(/photo is larger than the limit of 5 MiB/);
    expect(storedPhotos()).toEqual(before);
    expect(inProgress()).toEqual([]);
  });

  it('refuses a body that is not sent as an image with 415', async () => {
    const student = await registerUser(app);
    const response = await app.inject({
      method: 'PUT',
      url: '/api/account/photo',
      headers: { ...bearer(student.token), 'content-type': 'application/json' },
      payload: { photo: 'x' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('answers 401 to a signed-out visitor, who cannot change anyone’s photo', async () => {
    const response = await uploadPhoto(undefined, await phonePhoto());
    expect(response.statusCode).toBe(401);
    const removal = await app.inject({ method: 'DELETE', url: '/api/account/photo' });
    expect(removal.statusCode).toBe(401);
  });

  it('changes only the signed-in student’s own photo', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const ownerPhoto = (await uploadPhoto(owner, await phonePhoto())).json<ProfileResponse>().user
      .profilePic;
    await uploadPhoto(other, await phonePhoto('png'), 'image/png');
    await app.inject({
      method: 'DELETE',
      url: '/api/account/photo',
      headers: bearer(other.token),
    });
    expect((await signedInUser(owner)).profilePic).toBe(ownerPhoto);
    expect((await app.inject({ url: String(ownerPhoto) })).statusCode).toBe(200);
  });

  it('offers no way to list photos', async () => {
    for (const url of ['/media/photos', '/media/photos/', '/api/account/photos']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
    expect((await app.inject({ url: '/media/photos/..%2Fnotes.webp' })).statusCode).not.toBe(200);
  });
});

describe('DELETE /api/account/photo', () => {
  it('removes the photo and its file; the initial shows again', async () => {
    const student = await registerUser(app);
    const url = (await uploadPhoto(student, await phonePhoto())).json<ProfileResponse>().user
      .profilePic;
    const response = await app.inject({
      method: 'DELETE',
      url: '/api/account/photo',
      headers: bearer(student.token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProfileResponse>()).toMatchObject({
      message: 'Your photo has been removed.',
      user: { profilePic: null },
    });
    expect((await signedInUser(student)).profilePic).toBeNull();
    expect((await app.inject({ url: String(url) })).statusCode).toBe(404);
  });
});

describe('the photo and the student’s data', () => {
  it('is in "Download my data", and goes with the account', async () => {
    const student = await registerUser(app);
    const url = (await uploadPhoto(student, await phonePhoto())).json<ProfileResponse>().user
      .profilePic;
    const exported = (
      await app.inject({ url: '/api/account/export', headers: bearer(student.token) })
    ).json<AccountExport>();
    expect(exported.profilePhoto?.contentType).toBe('image/webp');
    const photo = Buffer.from(exported.profilePhoto?.base64 ?? '', 'base64');
    expect(await sharp(photo).metadata()).toMatchObject({ format: 'webp', width: 256 });

    const deleted = await app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(student.token),
      payload: { password: student.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect((await app.inject({ url: String(url) })).statusCode).toBe(404);
    expect(storedPhotos()).not.toContain(path.basename(String(url)));
  });

  it('exports null when there is no photo', async () => {
    const student = await registerUser(app);
    const exported = (
      await app.inject({ url: '/api/account/export', headers: bearer(student.token) })
    ).json<AccountExport>();
    expect(exported.profilePhoto).toBeNull();
  });
});
