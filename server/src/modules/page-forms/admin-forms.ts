import { catalogKinds, testimonialKinds } from '@studyhub/contract/constants';
import { z } from 'zod';
import { paramOf, segment, stringsOf, text, withQuery } from './form-fields.ts';
import type { PageForm } from './page-forms.ts';

/*
 * The operators' forms in /admin, posted without the script (decision 35, record 0050): each is
 * the API call the admin screens make, with the operator's own session, so the role check, the
 * limits, the audit log and the words are the API's. Every page here is for operators alone.
 */

/** What an API answer says was done, for the page to show beside the form. */
const said = (answer: Record<string, unknown>) => ({ done: stringsOf(answer, ['message']) });

const requestFields = z.object({
  form: z.enum(['request-update', 'request-reply']).catch('request-update'),
  status: text(40),
  note: text(5_000),
  reply: text(20_000),
});

/** /admin/requests/:list/:id: a contact or refund request's status and note, and a reply by email. */
export const adminRequest: PageForm<z.infer<typeof requestFields>> = {
  path: '/admin/requests/:list/:id',
  name: (fields) => fields.form,
  page: (_fields, request) =>
    `/admin/requests/${segment(paramOf(request, 'list'))}/${segment(paramOf(request, 'id'))}`,
  fields: requestFields,
  signedIn: true,
  privatePage: true,
  call: (fields, request) => {
    const path = `/api/admin/${segment(paramOf(request, 'list'))}-requests/${segment(paramOf(request, 'id'))}`;
    return fields.form === 'request-reply'
      ? { method: 'POST', url: `${path}/replies`, payload: { text: fields.reply } }
      : {
          method: 'PATCH',
          url: path,
          payload: { status: fields.status, note: fields.note.trim() ? fields.note : null },
        };
  },
  keep: (fields): Record<string, string> =>
    fields.form === 'request-reply'
      ? { reply: fields.reply }
      : { status: fields.status, note: fields.note },
  // The API answers with the request; the page shows it as it now is.
  accepted: () => ({ done: {} }),
};

const userFields = z.object({
  form: z.enum(['role', 'end-sessions']).catch('role'),
  role: text(20),
});

/** /admin/users/:id: make the account an operator or a student; sign it out everywhere. */
export const adminUserActions: PageForm<z.infer<typeof userFields>> = {
  path: '/admin/users/:id',
  name: (fields) => fields.form,
  page: (_fields, request) => `/admin/users/${segment(paramOf(request, 'id'))}`,
  fields: userFields,
  signedIn: true,
  privatePage: true,
  call: (fields, request) => {
    const path = `/api/admin/users/${segment(paramOf(request, 'id'))}`;
    return fields.form === 'end-sessions'
      ? { method: 'POST', url: `${path}/sessions/end`, payload: {} }
      : { method: 'POST', url: `${path}/role`, payload: { role: fields.role } };
  },
  keep: () => ({}),
  accepted: (_fields, answer) => said(answer),
};

const orderFields = z.object({
  form: z.enum(['refund', 'recheck']).catch('recheck'),
  reason: text(2_000),
});

/** /admin/orders/:orderId: refund an order in full, or ask the provider again whether it was paid. */
export const adminOrderActions: PageForm<z.infer<typeof orderFields>> = {
  path: '/admin/orders/:orderId',
  name: (fields) => fields.form,
  page: (_fields, request) => `/admin/orders/${segment(paramOf(request, 'orderId'))}`,
  fields: orderFields,
  signedIn: true,
  privatePage: true,
  call: (fields, request) => {
    const path = `/api/admin/orders/${segment(paramOf(request, 'orderId'))}`;
    return fields.form === 'refund'
      ? { method: 'POST', url: `${path}/refund`, payload: { reason: fields.reason } }
      : { method: 'POST', url: `${path}/recheck`, payload: {} };
  },
  keep: (fields): Record<string, string> =>
    fields.form === 'refund' ? { reason: fields.reason } : {},
  // A refund says whether it ended the buyer's access, as the script's message does.
  accepted: (_fields, answer) => ({
    done: {
      ...stringsOf(answer, ['message']),
      ...(typeof answer.accessEnded === 'boolean'
        ? { accessEnded: String(answer.accessEnded) }
        : {}),
    },
  }),
};

const certificateFields = z.object({
  form: z.enum(['revoke', 'restore']).catch('revoke'),
  certificate: text(100),
  reason: text(2_000),
  // The search the list was showing, to show it again.
  q: text(200),
});

/** /admin/certificates: revoke a certificate with the reason, or restore it. */
export const adminCertificateActions: PageForm<z.infer<typeof certificateFields>> = {
  path: '/admin/certificates',
  name: (fields) => fields.form,
  page: (fields) => withQuery('/admin/certificates', { q: fields.q }),
  fields: certificateFields,
  signedIn: true,
  privatePage: true,
  call: (fields) => ({
    method: 'PATCH',
    url: `/api/admin/certificates/${segment(fields.certificate)}`,
    payload:
      fields.form === 'restore' ? { revoked: false } : { revoked: true, reason: fields.reason },
  }),
  keep: (fields): Record<string, string> => ({
    certificate: fields.certificate,
    ...(fields.form === 'revoke' ? { reason: fields.reason } : {}),
  }),
  accepted: (fields, answer) => ({
    done: { certificate: fields.certificate, ...stringsOf(answer, ['message']) },
  }),
};

const listFields = z.object({
  form: z.enum(['publish', 'hide', 'delete', 'reorder']).catch('publish'),
  item: text(200),
  // The item's name as the list showed it, for the page to say what was deleted.
  name: text(500),
  // Reordering testimonials: every id in the order the list showed them, and the one to move up
  // or down (the button's own name and value).
  order: z
    .union([z.string().max(200), z.array(z.string().max(200)).max(1_000)])
    .transform((ids) => (Array.isArray(ids) ? ids : [ids]))
    .default([]),
  up: text(200),
  down: text(200),
});
type ListFields = z.infer<typeof listFields>;

/** The API path of an item of the list at /admin/:kind, a catalog's or the testimonials'. */
function itemPath(kind: string, item: string) {
  if ((testimonialKinds as readonly string[]).includes(kind)) {
    return `/api/admin/${kind}/${segment(item)}`;
  }
  // Any other name is the catalog's: the API refuses one it does not know.
  const known = (catalogKinds as readonly string[]).includes(kind) ? kind : 'none';
  return `/api/admin/catalog/${known}/${segment(item)}`;
}

/** The list's order with one entry moved a place up or down, as the screen's Up and Down do. */
function movedOrder({ order, up, down }: ListFields) {
  const ids = [...order];
  const from = ids.indexOf(up || down);
  const to = up ? from - 1 : from + 1;
  if (from === -1 || to < 0 || to >= ids.length) return ids;
  [ids[from], ids[to]] = [ids[to] ?? '', ids[from] ?? ''];
  return ids;
}

/** /admin/:kind: publish or hide an item of a list, delete it, or move a testimonial. */
export const adminListActions: PageForm<ListFields> = {
  path: '/admin/:kind',
  name: (fields) => fields.form,
  page: (_fields, request) => `/admin/${segment(paramOf(request, 'kind'))}`,
  fields: listFields,
  signedIn: true,
  privatePage: true,
  call: (fields, request) => {
    const kind = paramOf(request, 'kind');
    if (fields.form === 'reorder') {
      const list = (testimonialKinds as readonly string[]).includes(kind) ? kind : 'catalog/none';
      return {
        method: 'PUT',
        url: `/api/admin/${list}/order`,
        payload: { ids: movedOrder(fields) },
      };
    }
    const url = itemPath(kind, fields.item);
    return fields.form === 'delete'
      ? { method: 'DELETE', url, payload: {} }
      : { method: 'PATCH', url, payload: { published: fields.form === 'publish' } };
  },
  keep: (fields) => ({ item: fields.item, name: fields.name }),
  accepted: (fields, answer) => ({
    done: { item: fields.item, name: fields.name, ...stringsOf(answer, ['message', 'outcome']) },
  }),
};
