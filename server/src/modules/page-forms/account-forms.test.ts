import type { SessionsResponse } from '@studyhub/contract/account';
import type { NotesResponse } from '@studyhub/contract/catalog';
import type { PurchasesResponse } from '@studyhub/contract/payments';
import type { RefundRequest } from '@studyhub/contract/requests';
import { uploadLimits } from '@studyhub/contract/uploads';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer, registerUser } from '../../../test/factories.ts';
import {
  createFormPagesApp,
  postForm,
  postMultipartForm,
  renderedOf,
  signInWithForm,
} from '../../../test/form-pages.ts';
import { buy } from '../../../test/purchases.ts';
import type { App } from '../../app.ts';

// Decision 35: /account and the refund request work without the script. Each form is the API call
// the script makes, with the student's own session cookie.

let app: App;

beforeAll(async () => {
  // The demo catalog and the sandbox checkout, for refunds of a note bought.
  app = await createFormPagesApp({
    seedDemoAs: 'development',
    env: { PAYMENT_PROVIDER: 'sandbox' },
  });
});
afterAll(async () => {
  await app.close();
});

/** A new student signed in through the login form: their details and their browser's cookie. */
async function signedInStudent(name = 'Priya Nair', password = 'correct horse battery') {
  const student = await registerUser(app, { name, password });
  return { ...student, cookie: await signInWithForm(app, student) };
}

/** Posts one of the /account forms from the browser whose session cookie this is. */
const postAccountForm = (
  cookie: string,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) => postForm(app, '/account', fields, { cookie, ...headers });
/** Posts the /account photo form, a file in it, from the browser whose session cookie this is. */
const postAccountPhoto = (cookie: string, fields: Record<string, string | File>) =>
  postMultipartForm(app, '/account', fields, { cookie });

const verifiedName = async (cookie: string) =>
  (await app.inject({ url: '/api/auth/verify', headers: { cookie } })).json<{
    user: { name: string; profilePic: string | null };
  }>().user;

/** What the session of `cookie` answers: 200 while it is live, 401 once it has ended. */
const verified = async (cookie: string) =>
  (await app.inject({ url: '/api/auth/verify', headers: { cookie } })).statusCode;

const sessionsOf = async (cookie: string) =>
  (await app.inject({ url: '/api/account/sessions', headers: { cookie } })).json<SessionsResponse>()
    .sessions;

const phonePhoto = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#0ea5e9' } })
    .jpeg()
    .toBuffer();

describe('the /account forms without the script', () => {
  it('saves a new name and renders the page for the student as they now are', async () => {
    const student = await signedInStudent('Priya Nair');
    const response = await postAccountForm(student.cookie, {
      form: 'profile',
      name: 'Priya S. Nair',
    });
    expect(response.statusCode).toBe(200);
    const rendered = renderedOf(response.body);
    expect(rendered.path).toBe('/account');
    expect(rendered.user).toEqual({ email: student.email, name: 'Priya S. Nair' });
    expect(rendered.formResult).toEqual({
      form: 'profile',
      values: {},
      done: { message: 'Your name has been saved.' },
    });
    expect((await verifiedName(student.cookie)).name).toBe('Priya S. Nair');
  });

  it('refuses an empty name with the words beside the field, keeping what was typed', async () => {
    const student = await signedInStudent();
    const response = await postAccountForm(student.cookie, { form: 'profile', name: '   ' });
    expect(response.statusCode).toBe(400);
    expect(renderedOf(response.body).formResult).toMatchObject({
      form: 'profile',
      error: { field: 'name', message: expect.stringMatching(/name/i) },
      values: { name: '   ' },
    });
    expect((await verifiedName(student.cookie)).name).toBe('Priya Nair');
  });

  it('changes the password, and keeps this device signed in', async () => {
    const student = await signedInStudent();
    const response = await postAccountForm(student.cookie, {
      form: 'password',
      currentPassword: student.password,
      newPassword: 'a brand new password',
      confirm: 'a brand new password',
    });
    expect(response.statusCode).toBe(200);
    expect(renderedOf(response.body).formResult).toEqual({
      form: 'password',
      values: {},
      done: { message: 'Your password has been changed. Your other devices have been signed out.' },
    });
    expect(response.body).not.toContain('a brand new password');
    expect(await verified(student.cookie)).toBe(200);
    const login = await postForm(app, '/login', {
      email: student.email,
      password: 'a brand new password',
    });
    expect(login.statusCode).toBe(303);
  });

  it('shows a wrong current password beside its field, and never a password again', async () => {
    const student = await signedInStudent();
    const response = await postAccountForm(student.cookie, {
      form: 'password',
      currentPassword: 'not my password',
      newPassword: 'a brand new password',
      confirm: 'a brand new password',
    });
    expect(response.statusCode).toBe(403);
    expect(renderedOf(response.body).formResult).toEqual({
      form: 'password',
      error: {
        message: 'That is not your current password.',
        field: 'currentPassword',
        code: 'WRONG_PASSWORD',
      },
      values: {},
    });
    expect(response.body).not.toContain('not my password');
    expect(response.body).not.toContain('a brand new password');
  });

  it('checks that the two new passwords match, in the words the script uses', async () => {
    const student = await signedInStudent();
    const response = await postAccountForm(student.cookie, {
      form: 'password',
      currentPassword: student.password,
      newPassword: 'a brand new password',
      confirm: 'another new password',
    });
    expect(response.statusCode).toBe(400);
    expect(renderedOf(response.body).formResult?.error).toEqual({
      message: 'The two new passwords do not match.',
      field: 'confirm',
    });
    // Unchanged: the old password still signs in.
    expect(
      (await postForm(app, '/login', { email: student.email, password: student.password }))
        .statusCode,
    ).toBe(303);
  });

  it('uploads a photo posted as multipart/form-data, and removes it', async () => {
    const student = await signedInStudent();
    const photo = new File([await phonePhoto()], 'me.jpg', { type: 'image/jpeg' });
    const saved = await postAccountPhoto(student.cookie, { form: 'photo', photo });
    expect(saved.statusCode).toBe(200);
    expect(renderedOf(saved.body).formResult?.done).toEqual({
      message: 'Your photo has been saved.',
    });
    const stored = (await verifiedName(student.cookie)).profilePic;
    expect(stored).toMatch(/^\/media\/photos\/.+\.webp$/);

    const removed = await postAccountForm(student.cookie, { form: 'remove-photo' });
    expect(removed.statusCode).toBe(200);
    expect(renderedOf(removed.body).formResult?.done).toEqual({
      message: 'Your photo has been removed.',
    });
    expect((await verifiedName(student.cookie)).profilePic).toBeNull();
  });

  it('says what is wrong with a photo beside the field, as the script does', async () => {
    const student = await signedInStudent();
    // What a browser posts when no file was chosen: an empty part without a name.
    const none = await postAccountPhoto(student.cookie, {
      form: 'photo',
      photo: new File([], '', { type: 'application/octet-stream' }),
    });
    expect(none.statusCode).toBe(400);
    expect(renderedOf(none.body).formResult?.error).toEqual({
      message: 'Please choose a photo first.',
      field: 'photo',
    });

    const gif = await postAccountPhoto(student.cookie, {
      form: 'photo',
      photo: new File(['GIF89a'], 'cat.gif', { type: 'image/gif' }),
    });
    expect(renderedOf(gif.body).formResult?.error).toEqual({
      message: '“cat.gif” is not a JPEG, PNG or WebP image.',
      field: 'photo',
    });

    const tooLarge = await postAccountPhoto(student.cookie, {
      form: 'photo',
      photo: new File([new Uint8Array(uploadLimits.photoBytes + 200 * 1024)], 'huge.jpg', {
        type: 'image/jpeg',
      }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(renderedOf(tooLarge.body).formResult).toEqual({
      form: 'photo',
      error: {
        message: 'Your photo is larger than 5 MB. Please choose a smaller photo.',
        field: 'photo',
      },
      values: {},
    });
    expect((await verifiedName(student.cookie)).profilePic).toBeNull();
  });

  it('signs out another device, and all of them, leaving this one signed in', async () => {
    const student = await signedInStudent();
    const phone = await signInWithForm(app, student);
    const laptop = await signInWithForm(app, student);
    const phoneSession = (await sessionsOf(phone)).find((session) => session.current);
    const one = await postAccountForm(student.cookie, {
      form: 'end-session',
      session: phoneSession?.id ?? '',
    });
    expect(one.statusCode).toBe(200);
    expect(renderedOf(one.body).formResult?.done).toEqual({
      message: 'That device has been signed out.',
    });
    expect(await verified(phone)).toBe(401);

    const all = await postAccountForm(student.cookie, { form: 'sign-out-others' });
    // The laptop, and the session the registration started.
    expect(renderedOf(all.body).formResult?.done).toEqual({
      message: '2 other devices have been signed out.',
    });
    expect(await verified(laptop)).toBe(401);
    expect((await sessionsOf(student.cookie)).map((session) => session.current)).toEqual([true]);
  });

  it('deletes the account with the password, ends the cookie and says so on /login', async () => {
    const student = await signedInStudent();
    const response = await postAccountForm(student.cookie, {
      form: 'delete-account',
      password: student.password,
      keepCertificates: 'on',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?notice=account-deleted');
    expect(response.headers['set-cookie']).toMatch(/^studyhub_session=;/);
    expect(await verified(student.cookie)).toBe(401);
    expect(
      (await postForm(app, '/login', { email: student.email, password: student.password }))
        .statusCode,
    ).toBe(401);
  });

  it('keeps the account when the password is wrong, with the tick as it was', async () => {
    const student = await signedInStudent();
    const response = await postAccountForm(student.cookie, {
      form: 'delete-account',
      password: 'a wrong guess',
      keepCertificates: 'on',
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(renderedOf(response.body).formResult).toEqual({
      form: 'delete-account',
      error: {
        message: 'That is not your current password.',
        field: 'password',
        code: 'WRONG_PASSWORD',
      },
      values: { keepCertificates: 'on' },
    });
    expect(response.body).not.toContain('a wrong guess');
    expect(await verified(student.cookie)).toBe(200);
  });

  it('sends a visitor to /login and back, changing nothing', async () => {
    const response = await postForm(app, '/account', { form: 'profile', name: 'Someone' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/login?next=%2Faccount');
  });

  it('refuses a change posted from another site', async () => {
    const student = await signedInStudent();
    for (const origin of ['https://evil.example', 'null']) {
      const response = await postAccountForm(
        student.cookie,
        { form: 'delete-account', password: student.password },
        { origin },
      );
      expect(response.statusCode).toBe(403);
      expect(response.body).toMatch(/did not come from StudyHub/);
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await verified(student.cookie)).toBe(200);
    const renamed = await postAccountForm(
      student.cookie, //evil.example' },
      { form: 'profile', name: 'Changed Elsewhere' },
      { origin: 'https://evil.example' },
    );
    expect(renamed.statusCode).toBe(403);
    expect((await verifiedName(student.cookie)).name).toBe('Priya Nair');
  });

  it('changes only the account whose session posted it', async () => {
    const asha = await signedInStudent('Asha Verma', 'ashas own password');
    const ravi = await signedInStudent('Ravi Kumar', 'ravis own password');
    const ashaOtherDevice = await signInWithForm(app, asha);
    const ashaSession = (await sessionsOf(ashaOtherDevice)).find((session) => session.current);

    // Ravi names Asha's device: it is not one of his, so nothing is signed out.
    const ended = await postAccountForm(ravi.cookie, {
      form: 'end-session',
      session: ashaSession?.id ?? '',
    });
    expect(ended.statusCode).toBe(404);
    expect(renderedOf(ended.body).user?.email).toBe(ravi.email);
    expect(await verified(ashaOtherDevice)).toBe(200);

    // A name posted with Ravi's session is Ravi's, whatever else the form carries.
    await postAccountForm(ravi.cookie, {
      form: 'profile',
      name: 'Ravi K.',
      email: asha.email,
      userId: asha.user.id,
    });
    expect((await verifiedName(ravi.cookie)).name).toBe('Ravi K.');
    expect((await verifiedName(asha.cookie)).name).toBe('Asha Verma');

    // Asha's password is not Ravi's: his account stays.
    const deleted = await postAccountForm(ravi.cookie, {
      form: 'delete-account',
      password: asha.password,
    });
    expect(deleted.statusCode).toBe(403);
    expect(await verified(asha.cookie)).toBe(200);
    expect(await verified(ravi.cookie)).toBe(200);
  });
});

describe('the refund request form without the script', () => {
  const request = (transactionId: string) => ({
    name: 'Priya Nair',
    email: 'priya@example.com',
    transactionId,
    product: 'Data Structures Complete Handwritten Notes',
  });

  const purchasesOf = async (cookie: string) =>
    (
      await app.inject({ url: '/api/user/purchases', headers: { cookie } })
    ).json<PurchasesResponse>().purchases;

  /** The refund request with this id, as an operator finds it in the list of them. */
  async function storedRequest(requestId: string | undefined) {
    const listed = await app.inject({
      url: '/api/admin/refund-requests',
      headers: bearer(await adminToken(app)),
    });
    return listed
      .json<{ requests: RefundRequest[] }>()
      .requests.find((refund) => refund.id === requestId);
  }

  async function buyNote(student: Awaited<ReturnType<typeof signedInStudent>>) {
    const notes = (await app.inject({ url: '/api/notes' })).json<NotesResponse>().notes;
    const paidNote = notes.find((note) => !note.isFree) ?? expect.fail('no paid note');
    return (await buy(app, student, { itemType: 'note', itemId: paidNote.id })).orderId;
  }

  it('stores a signed-in student’s request with their account and shows its id', async () => {
    const student = await signedInStudent();
    const orderId = await buyNote(student);
    const response = await postForm(app, '/return-policy', request(orderId), {
      cookie: student.cookie,
    });
    expect(response.statusCode).toBe(200);
    const rendered = renderedOf(response.body);
    expect(rendered.path).toBe('/return-policy');
    expect(rendered.formResult?.form).toBe('refund');
    expect(rendered.formResult?.done?.requestId).toMatch(/^RF-[0-9A-Z]{8}$/);
    const [purchase] = await purchasesOf(student.cookie);
    expect(purchase?.refundRequest?.id).toBe(rendered.formResult?.done?.requestId);
  });

  it('refuses a missing field with the words beside it, keeping what was typed', async () => {
    const response = await postForm(app, '/return-policy', { ...request(''), product: 'DBMS' });
    expect(response.statusCode).toBe(400);
    expect(renderedOf(response.body).formResult).toMatchObject({
      form: 'refund',
      error: { field: 'transactionId', message: expect.any(String) },
      values: { name: 'Priya Nair', email: 'priya@example.com', product: 'DBMS' },
    });
  });

  it('takes a visitor’s request, as the API does, without an account', async () => {
    const response = await postForm(app, '/return-policy', request('pay_VisitorPaid01'));
    expect(response.statusCode).toBe(200);
    const requestId = renderedOf(response.body).formResult?.done?.requestId;
    const stored = await storedRequest(requestId);
    expect(stored).toMatchObject({ transactionId: 'pay_VisitorPaid01', userId: null });
  });

  it('refuses a request posted from another site', async () => {
    const student = await signedInStudent();
    const response = await postForm(app, '/return-policy', request('pay_Forged000001'), {
      cookie: student.cookie,
      origin: 'https://evil.example',
    });
    expect(response.statusCode).toBe(403);
    expect(renderedOf(response.body).formResult?.done).toBeUndefined();
  });

  it('records a request as the poster’s own, never as another student’s', async () => {
    const asha = await signedInStudent('Asha Verma');
    const ravi = await signedInStudent('Ravi Kumar');
    const ashasOrder = await buyNote(asha);
    // Ravi names Asha's order: the request is his, and Asha's order shows no request of hers.
    const response = await postForm(app, '/return-policy', request(ashasOrder), {
      cookie: ravi.cookie,
    });
    expect(response.statusCode).toBe(200);
    const [ashasPurchase] = await purchasesOf(asha.cookie);
    expect(ashasPurchase?.refundRequest).toBeNull();
    const stored = await storedRequest(renderedOf(response.body).formResult?.done?.requestId);
    expect(stored?.userId).toBe(ravi.user.id);
  });
});
