import { changePasswordBody } from '@studyhub/contract/account';
import { user } from '@studyhub/contract/auth';
import type { LoginNotice } from '@studyhub/contract/forms';
import { photoContentType, photoTexts, uploadLimits } from '@studyhub/contract/uploads';
import { z } from 'zod';
import { checkbox, stringsOf, text, ticked } from './form-fields.ts';
import type { PageForm } from './page-forms.ts';

/** The forms of /account, told apart by the hidden field (or the button) `form`. */
const accountForms = [
  'profile',
  'password',
  'photo',
  'remove-photo',
  'end-session',
  'sign-out-others',
  'delete-account',
] as const;

const accountFields = z.object({
  form: z.enum(accountForms).catch('profile'),
  name: text(1024),
  currentPassword: text(4096),
  newPassword: text(4096),
  confirm: text(4096),
  password: text(4096),
  keepCertificates: checkbox,
  session: text(200),
  // The chosen photo, posted as multipart/form-data; anything else is no photo.
  photo: z.instanceof(File).optional().catch(undefined),
});
type AccountFields = z.infer<typeof accountFields>;

/** The photo the student chose: a browser posts an empty, nameless part when none was. */
const chosenPhoto = (fields: AccountFields) =>
  fields.photo && (fields.photo.name !== '' || fields.photo.size > 0) ? fields.photo : undefined;

/** The student as the API now answers for them, after a change to their name or photo. */
const changedUser = (answer: Record<string, unknown>) => {
  const parsed = user.safeParse(answer.user);
  return parsed.success ? parsed.data : undefined;
};

/**
 * /account: the name, the photo, the password, the signed-in devices and deleting the account
 * (decision 26), each a form of its own on the page. Every one is the API call the script makes,
 * with the student's own session: no field names whose account it is.
 */
export const accountSettings: PageForm<AccountFields> = {
  path: '/account',
  name: (fields) => fields.form,
  page: () => '/account',
  fields: accountFields,
  signedIn: true,
  privatePage: true,
  check: (fields) => {
    if (fields.form === 'password') {
      // As the script: the rules of each password first (the API says those), then the match.
      const body = changePasswordBody.safeParse(fields);
      if (body.success && fields.newPassword !== fields.confirm) {
        return { message: 'The two new passwords do not match.', field: 'confirm' };
      }
    }
    if (fields.form === 'photo') {
      const photo = chosenPhoto(fields);
      if (!photo) return { message: photoTexts.notChosen, field: 'photo' };
      const checked = photoContentType(photo);
      if ('problem' in checked) return { message: checked.problem, field: 'photo' };
    }
    return undefined;
  },
  call: (fields) => {
    switch (fields.form) {
      case 'profile':
        return { method: 'PATCH', url: '/api/account/profile', payload: { name: fields.name } };
      case 'password':
        return {
          method: 'POST',
          url: '/api/account/password',
          payload: { currentPassword: fields.currentPassword, newPassword: fields.newPassword },
        };
      case 'photo': {
        // Checked above: a photo of a type the API takes.
        const photo = chosenPhoto(fields) ?? new File([], '');
        const checked = photoContentType(photo);
        const contentType = 'type' in checked ? checked.type : photo.type;
        return { method: 'PUT', url: '/api/account/photo', file: photo, contentType };
      }
      case 'remove-photo':
        return { method: 'DELETE', url: '/api/account/photo', payload: {} };
      case 'end-session':
        return {
          method: 'DELETE',
          url: `/api/account/sessions/${encodeURIComponent(fields.session || 'none')}`,
          payload: {},
        };
      case 'sign-out-others':
        return { method: 'POST', url: '/api/account/sessions/sign-out-others', payload: {} };
      case 'delete-account':
        return {
          method: 'DELETE',
          url: '/api/account',
          payload: { password: fields.password, keepCertificates: ticked(fields.keepCertificates) },
        };
    }
  },
  keep: (fields): Record<string, string> => {
    if (fields.form === 'profile') return { name: fields.name };
    if (fields.form === 'delete-account' && ticked(fields.keepCertificates)) {
      return { keepCertificates: 'on' };
    }
    return {};
  },
  accepted: (fields, answer) => {
    // The account is gone, and with it the session: /login says so (its cookie is cleared).
    if (fields.form === 'delete-account') {
      return { redirect: `/login?notice=${'account-deleted' satisfies LoginNotice}` };
    }
    return { done: stringsOf(answer, ['message']), user: changedUser(answer) };
  },
  upload: {
    // The photo and the form's few other fields.
    bodyLimit: uploadLimits.photoBytes + 64 * 1024,
    form: 'photo',
    tooLarge: { message: photoTexts.tooLarge, field: 'photo' },
  },
};

const refundFields = z.object({
  name: text(1024),
  email: text(1024),
  transactionId: text(1024),
  product: text(1024),
});

/**
 * /return-policy: a refund request (decisions 14 and 25). Open to visitors, as the API is; a
 * signed-in student's request is recorded with their own account, from their session.
 */
export const refundRequest: PageForm<z.infer<typeof refundFields>> = {
  path: '/return-policy',
  name: () => 'refund',
  page: () => '/return-policy',
  fields: refundFields,
  call: (fields) => ({ method: 'POST', url: '/api/refund-requests', payload: fields }),
  keep: (fields) => fields,
  accepted: (_fields, answer) => ({ done: stringsOf(answer, ['requestId', 'message']) }),
};
