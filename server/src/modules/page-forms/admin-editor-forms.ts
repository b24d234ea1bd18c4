import {
  formFields,
  type ItemFormTexts,
  itemBodyOf,
  itemFormOfPosted,
  postedOfItemForm,
  type SectionTexts,
} from '@studyhub/contract/catalog-admin-form';
import { type CatalogKind, catalogKinds, testimonialKinds } from '@studyhub/contract/constants';
import { questionBodyOf } from '@studyhub/contract/quiz';
import { type TestimonialKind, testimonialBodyOf } from '@studyhub/contract/testimonials';
import {
  checkFile,
  type UploadSlot,
  uploadedText,
  uploadLimits,
  uploadSlots,
} from '@studyhub/contract/uploads';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { paramOf, segment, stringsOf, text, withQuery } from './form-fields.ts';
import type { PageForm } from './page-forms.ts';

/*
 * The operators' editors in /admin, posted without the script (decision 35, record 0056): a
 * catalog item's form and its files, a testimonial's or review's words, and a quiz question. Each
 * is the API call the screen makes, with the operator's own session, so the role check, the
 * limits, the file checks, the audit log and the words are the API's.
 */

/**
 * An editor's fields as a browser posts them: named after the page's own fields (an item's rows
 * as `coveredTopics.0.topic`), read by name; the API checks the values.
 */
const posted = z.record(z.string().max(200), z.unknown());
type Posted = z.infer<typeof posted>;

/** A posted field as text: the first of repeated ones; '' when it is missing or a file. */
function textIn(fields: Posted, name: string) {
  const value = fields[name];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? first : '';
}

/** Every text field posted but the form's own name and step, as typed: shown again if refused. */
function typedIn(fields: Posted) {
  return Object.fromEntries(
    Object.keys(fields)
      .filter((name) => name !== 'form' && name !== 'change')
      .flatMap((name) => {
        const value = fields[name];
        return typeof value === 'string' || Array.isArray(value)
          ? [[name, textIn(fields, name)]]
          : [];
      }),
  );
}

const kindIn = (request: FastifyRequest) => paramOf(request, 'kind');
const catalogKindOf = (kind: string): CatalogKind | undefined =>
  catalogKinds.find((known) => known === kind);
const testimonialKindOf = (kind: string): TestimonialKind | undefined =>
  testimonialKinds.find((known) => known === kind);

/** The API path of the kind's list: a catalog's, or the testimonials' or reviews'. */
function listPath(kind: string) {
  if (testimonialKindOf(kind)) return `/api/admin/${kind}`;
  // Any other name is the catalog's: the API refuses one it does not know.
  return `/api/admin/catalog/${catalogKindOf(kind) ?? 'none'}`;
}

/** The body of an item's or an entry's form, for the API the screen sends it to. */
function bodyOf(kind: string, fields: Posted): object {
  const typed = typedIn(fields);
  const testimonial = testimonialKindOf(kind);
  if (testimonial) return testimonialBodyOf(testimonial, typed);
  const catalog = catalogKindOf(kind);
  return catalog ? itemBodyOf(catalog, itemFormOfPosted(catalog, typed)) : {};
}

/** The name of the form posted to an item's page: its fields, an entry's, or one of its files. */
const editorForm = (fields: Posted) => {
  const form = textIn(fields, 'form');
  return form === 'entry' || form === 'upload' ? form : 'item';
};

/**
 * An Add or Remove button of an item's lists, pressed without the script: `add coveredTopics`,
 * `remove coveredTopics.2`, `add sections`, `add sections.1.paragraphs`, `remove sections.1`,
 * `remove sections.1.paragraphs.0`. The form comes back with it done, nothing saved; undefined
 * when the post is the form itself.
 */
function revisedItem(fields: Posted, request: FastifyRequest) {
  const change = textIn(fields, 'change');
  const kind = catalogKindOf(kindIn(request));
  if (!change || !kind) return undefined;
  const texts: ItemFormTexts = itemFormOfPosted(kind, typedIn(fields));
  const [step = '', path = ''] = change.split(' ');
  const [list = '', place, inner, at] = path.split('.');
  const current = texts[list];
  if (!Array.isArray(current)) return undefined;
  const sections = current as SectionTexts[];
  const section = sections[Number(place)];
  const field = formFields[kind].find((spec) => spec.name === list);
  if (step === 'add' && place === undefined) {
    if (field?.type === 'rows') {
      (current as Record<string, string>[]).push(
        Object.fromEntries(field.columns.map((column) => [column.key, ''])),
      );
    } else {
      sections.push({ subheading: '', paragraphs: [''] });
    }
  } else if (step === 'add' && inner === 'paragraphs' && section) {
    section.paragraphs.push('');
  } else if (step === 'remove' && inner === 'paragraphs' && section && at !== undefined) {
    section.paragraphs.splice(Number(at), 1);
  } else if (step === 'remove' && place !== undefined && inner === undefined) {
    current.splice(Number(place), 1);
  } else {
    return undefined;
  }
  return postedOfItemForm(kind, texts);
}

/** The file an upload form posted: a browser posts an empty, nameless part when none was chosen. */
function chosenFile(fields: Posted) {
  const file = fields.file;
  return file instanceof File && (file.name !== '' || file.size > 0) ? file : undefined;
}

const slotIn = (fields: Posted): UploadSlot | undefined =>
  Object.values(uploadSlots).find((slot) => slot.endpoint === textIn(fields, 'upload'));

const itemPage = (request: FastifyRequest) =>
  `/admin/${segment(kindIn(request))}/${segment(paramOf(request, 'id'))}`;

/** /admin/:kind/new: a new catalog item, testimonial or review, written as a draft. */
export const adminItemNew: PageForm<Posted> = {
  path: '/admin/:kind/new',
  name: editorForm,
  page: (_fields, request) => `/admin/${segment(kindIn(request))}/new`,
  fields: posted,
  signedIn: true,
  privatePage: true,
  // A blog post's paragraphs: the API takes 100 KiB of JSON.
  bodyLimit: 256 * 1024,
  revise: revisedItem,
  call: (fields, request) => ({
    method: 'POST',
    url: listPath(kindIn(request)),
    payload: bodyOf(kindIn(request), fields),
  }),
  keep: typedIn,
  // On to the new draft's own page, as the screen navigates, saying it was created.
  accepted: (_fields, answer, request) => {
    const id = (answer.item as { id?: unknown } | undefined)?.id;
    return {
      redirect: `/admin/${segment(kindIn(request))}/${segment(typeof id === 'string' ? id : '')}?created=1`,
    };
  },
};

/**
 * /admin/:kind/:id: an item's, testimonial's or review's fields saved, or one of an item's files
 * uploaded (`multipart/form-data`), which the API checks as it checks the screen's (decision 52).
 */
export const adminItemEdit: PageForm<Posted> = {
  path: '/admin/:kind/:id',
  name: editorForm,
  page: (_fields, request) => itemPage(request),
  fields: posted,
  signedIn: true,
  privatePage: true,
  revise: revisedItem,
  // As the screen: the file's type and size are checked before it is sent, in the same words.
  check: (fields) => {
    if (editorForm(fields) !== 'upload') return undefined;
    const slot = slotIn(fields) ?? uploadSlots.pdf;
    const file = chosenFile(fields);
    if (!file) return { message: `Choose the ${slot.what} to upload.`, field: 'file' };
    const checked = checkFile(slot, file);
    return 'problem' in checked ? { message: checked.problem, field: 'file' } : undefined;
  },
  call: (fields, request) => {
    const kind = kindIn(request);
    const url = `${listPath(kind)}/${segment(paramOf(request, 'id'))}`;
    const slot = slotIn(fields);
    const file = chosenFile(fields);
    if (editorForm(fields) === 'upload' && slot && file) {
      const checked = checkFile(slot, file);
      const contentType = 'contentType' in checked ? checked.contentType : file.type;
      return { method: 'PUT', url: `${url}/${slot.endpoint}`, file, contentType };
    }
    return { method: 'PUT', url, payload: bodyOf(kind, fields) };
  },
  keep: (fields) =>
    editorForm(fields) === 'upload' ? { upload: textIn(fields, 'upload') } : typedIn(fields),
  accepted: (fields, answer): { done: Record<string, string> } => {
    const slot = slotIn(fields);
    if (editorForm(fields) !== 'upload' || !slot) return { done: {} };
    const bytes = typeof answer.bytes === 'number' ? answer.bytes : 0;
    const pages = typeof answer.pages === 'number' ? answer.pages : undefined;
    return {
      done: {
        upload: slot.endpoint,
        message: uploadedText(slot, pages === undefined ? { bytes } : { bytes, pages }),
      },
    };
  },
  upload: {
    // The largest file any slot takes (a project's zip), and the form's few other fields; the
    // API holds each slot to its own limit.
    bodyLimit: uploadLimits.zipBytes + 64 * 1024,
    form: 'upload',
    tooLarge: {
      message: `This file is larger than ${uploadLimits.zipBytes / (1024 * 1024)} MB, more than any upload may be. Nothing was saved.`,
      field: 'file',
    },
    role: 'admin',
  },
};

const questionForms = ['question-new', 'question-edit', 'retire', 'restore'] as const;
const questionFields = z.object({
  form: z.enum(questionForms).catch('question-new'),
  subject: text(20),
  // The question an edit, a retirement or a restore is about.
  item: text(60),
  topic: text(100),
  question: text(4_000),
  code: text(8_000),
  'options.0': text(1_000),
  'options.1': text(1_000),
  'options.2': text(1_000),
  'options.3': text(1_000),
  answer: text(5),
  explanation: text(4_000),
});
type QuestionFields = z.infer<typeof questionFields>;

const questionBody = (fields: QuestionFields) =>
  questionBodyOf({
    question: fields.question,
    code: fields.code,
    options: [fields['options.0'], fields['options.1'], fields['options.2'], fields['options.3']],
    answer: /^[0-3]$/.test(fields.answer) ? Number(fields.answer) : null,
    explanation: fields.explanation,
  });

/** What each form did, for the page to say it in the screen's words. */
const questionDone = {
  'question-new': 'added',
  'question-edit': 'saved',
  retire: 'retired',
  restore: 'restored',
} as const;

/** /admin/quiz-questions?subject=: write a question, fix one, retire or restore one. */
export const adminQuizQuestions: PageForm<QuestionFields> = {
  path: '/admin/quiz-questions',
  name: (fields) => fields.form,
  page: (fields) => withQuery('/admin/quiz-questions', { subject: fields.subject }),
  fields: questionFields,
  signedIn: true,
  privatePage: true,
  call: (fields) => {
    const path = `/api/admin/quiz-questions/${segment(fields.item)}`;
    switch (fields.form) {
      case 'question-new':
        return {
          method: 'POST',
          url: '/api/admin/quiz-questions',
          payload: { subject: fields.subject, topic: fields.topic, ...questionBody(fields) },
        };
      case 'question-edit':
        return { method: 'PATCH', url: path, payload: questionBody(fields) };
      case 'retire':
      case 'restore':
        return { method: 'POST', url: `${path}/${fields.form}`, payload: {} };
    }
  },
  keep: ({ form: _form, ...typed }) => typed,
  accepted: (fields, answer) => ({
    done: {
      action: questionDone[fields.form],
      ...stringsOf((answer.question ?? {}) as Record<string, unknown>, ['id']),
    },
  }),
};
