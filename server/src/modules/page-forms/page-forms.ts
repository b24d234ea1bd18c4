import type { Role, User } from '@studyhub/contract/auth';
import { localPath } from '@studyhub/contract/forms';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accountSettings, refundRequest } from './account-forms.ts';
import { adminItemEdit, adminItemNew, adminQuizQuestions } from './admin-editor-forms.ts';
import {
  adminCertificateActions,
  adminListActions,
  adminOrderActions,
  adminRequest,
  adminUserActions,
} from './admin-forms.ts';
import { checkbox, stringsOf, text, ticked, withQuery } from './form-fields.ts';
import { jsCertificateForm, quizPageForms } from './quiz-forms.ts';

/**
 * One form of the site as a browser posts it without the script (decision 35): where it is, the
 * shape of its fields, the API call the script makes for it, and what follows.
 */
export interface PageForm<Fields extends Record<string, unknown>> {
  /** The address the form posts to: its own page's path (a Fastify path: it may have `:params`). */
  path: string;
  /** The form's name in the page's data (`FormResult.form`), by what was posted. */
  name: (fields: Fields) => string;
  /** The page to render again with the outcome (the path, with what its address needs). */
  page: (fields: Fields, request: FastifyRequest) => string;
  /** The shape a browser posts: strings, every one optional; the API checks the values. */
  fields: z.ZodType<Fields>;
  /** Only for a signed-in student: a visitor is sent to /login and back. */
  signedIn?: boolean;
  /**
   * Its page is for signed-in students alone (/account): a refusal it cannot be rendered with (a
   * post from another site, whose cookie is not trusted) is said in plain text instead.
   */
  privatePage?: boolean;
  /** What the page checks itself before the call (two passwords that must match). */
  check?: (fields: Fields) => { message: string; field: string } | undefined;
  /**
   * A step that changes only the form on the page (a row added to a list, one removed): the
   * fields as changed, for the page to be drawn again with them; nothing is sent to the API.
   * Undefined when the post is the form itself.
   */
  revise?: (fields: Fields, request: FastifyRequest) => Record<string, string> | undefined;
  /** The API call the script makes with these fields. */
  call: (fields: Fields, request: FastifyRequest) => PageFormCall;
  /** What the page shows again when the form is refused: never a password or a token. */
  keep: (fields: Fields) => Record<string, string>;
  /**
   * After the API accepted it: on to another page, or this page showing what was done (and, when
   * the account changed, the student as they now are: the page is rendered for them).
   */
  accepted: (
    fields: Fields,
    answer: Record<string, unknown>,
    request: FastifyRequest,
  ) => { redirect: string } | { done: Record<string, string>; user?: User | undefined };
  /**
   * The largest body taken, where a form's 64 KiB is too little (a blog post's paragraphs: the
   * API takes 100 KiB of JSON, and a form's encoding of the same text may be three times longer).
   */
  bodyLimit?: number;
  /**
   * A form that posts a file (`enctype="multipart/form-data"`, a profile photo, an item's PDF):
   * the largest body taken, and the form and words the page is rendered with for a larger one,
   * unread. With `role`, only that role may send one: anyone else is answered before the body is
   * read, with the API's own check and words.
   */
  upload?: {
    bodyLimit: number;
    form: string;
    tooLarge: { message: string; field: string };
    role?: Role;
  };
}

/** The API call the script makes: JSON fields, or a file as the raw body (a photo). */
export type PageFormCall = { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string } & (
  | { payload: object }
  | { file: Blob; contentType: string }
);

const authFields = z.object({
  mode: z.enum(['login', 'register']).catch('login'),
  name: text(1024),
  email: text(1024),
  password: text(4096),
  rememberMe: checkbox,
  next: z.string().max(2048).optional(),
});

/** /login: sign in, or register with `mode=register` (decision 44). */
const login: PageForm<z.infer<typeof authFields>> = {
  path: '/login',
  name: (fields) => fields.mode,
  page: (fields) =>
    withQuery('/login', {
      mode: fields.mode === 'register' ? 'register' : undefined,
      next: fields.next,
    }),
  fields: authFields,
  call: (fields) =>
    fields.mode === 'register'
      ? {
          method: 'POST',
          url: '/api/auth/register',
          payload: {
            name: fields.name,
            email: fields.email,
            password: fields.password,
            rememberMe: ticked(fields.rememberMe),
          },
        }
      : {
          method: 'POST',
          url: '/api/auth/login',
          payload: {
            email: fields.email,
            password: fields.password,
            rememberMe: ticked(fields.rememberMe),
          },
        },
  keep: (fields) => ({
    email: fields.email,
    ...(fields.mode === 'register' ? { name: fields.name } : {}),
  }),
  // Signed in, or (registration by email, decision 57) told to open the emailed link.
  accepted: (fields, answer) =>
    'token' in answer
      ? { redirect: localPath(fields.next, '/dashboard') }
      : { done: { email: fields.email, ...stringsOf(answer, ['message']) } },
};

const confirmFields = z.object({ token: text(1024) });

/** /confirm-email?token=…: makes the account of an emailed registration link (decision 57). */
const confirmEmail: PageForm<z.infer<typeof confirmFields>> = {
  path: '/confirm-email',
  name: () => 'confirm-email',
  // The token came in the form, not the address; the page is rendered as the link opened it.
  page: (fields) => withQuery('/confirm-email', { token: fields.token }),
  fields: confirmFields,
  call: (fields) => ({
    method: 'POST',
    url: '/api/auth/register/confirm',
    payload: { token: fields.token },
  }),
  keep: () => ({}),
  accepted: () => ({ redirect: '/dashboard' }),
};

const contactFields = z.object({
  name: text(1024),
  email: text(1024),
  subject: text(1024),
  message: text(20_000),
});

/** /contact: a message to the team, for a signed-in student (spec sections 1 and 7). */
const contact: PageForm<z.infer<typeof contactFields>> = {
  path: '/contact',
  name: () => 'contact',
  page: () => '/contact',
  fields: contactFields,
  signedIn: true,
  call: (fields) => ({ method: 'POST', url: '/api/contact/submit', payload: fields }),
  keep: (fields) => fields,
  accepted: (_fields, answer) => ({ done: stringsOf(answer, ['requestId', 'message']) }),
};

const forgotFields = z.object({ email: text(1024) });

/** /forgot-password: a reset link by email (decision 26). */
const forgotPassword: PageForm<z.infer<typeof forgotFields>> = {
  path: '/forgot-password',
  name: () => 'forgot-password',
  page: () => '/forgot-password',
  fields: forgotFields,
  call: (fields) => ({ method: 'POST', url: '/api/account/forgot-password', payload: fields }),
  keep: (fields) => fields,
  accepted: (fields, answer) => ({
    done: { email: fields.email, ...stringsOf(answer, ['message']) },
  }),
};

const resetFields = z.object({ token: text(1024), password: text(4096), confirm: text(4096) });

/** /reset-password?token=…: a new password from the emailed link (decision 26). */
const resetPassword: PageForm<z.infer<typeof resetFields>> = {
  path: '/reset-password',
  name: () => 'reset-password',
  // The token came in the form, not the address; the page is rendered as the link opened it.
  page: (fields) => withQuery('/reset-password', { token: fields.token }),
  fields: resetFields,
  check: (fields) =>
    fields.password === fields.confirm
      ? undefined
      : { message: 'The two passwords do not match.', field: 'confirm' },
  call: (fields) => ({
    method: 'POST',
    url: '/api/account/reset-password',
    payload: { token: fields.token, password: fields.password },
  }),
  keep: () => ({}),
  accepted: (_fields, answer) => ({ done: stringsOf(answer, ['message']) }),
};

/** Hands every form the server answers without the script to `register`, each with its own type. */
export function eachPageForm(
  register: <Fields extends Record<string, unknown>>(form: PageForm<Fields>) => void,
) {
  register(login);
  register(confirmEmail);
  register(contact);
  register(forgotPassword);
  register(resetPassword);
  register(accountSettings);
  register(refundRequest);
  for (const form of quizPageForms) register(form);
  register(jsCertificateForm);
  register(adminRequest);
  register(adminUserActions);
  register(adminOrderActions);
  register(adminCertificateActions);
  register(adminListActions);
  register(adminItemNew);
  register(adminItemEdit);
  register(adminQuizQuestions);
}
