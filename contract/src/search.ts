import { z } from 'zod';

/**
 * Finding notes, projects and question papers (issue 11, docs/decisions/0028): one free-text
 * query, ranked on the server, combined with filters, a page at a time. The web list pages keep
 * the same names in their address (?q=&subject=&semester=&price=&page=), so a search can be
 * reloaded and shared.
 */

import {
  catalogPageSize,
  maxCatalogPageSize,
  maxSearchLength,
  maxSemester,
  priceFilters,
} from './constants.ts';

export { catalogPageSize, maxCatalogPageSize, maxSearchLength, maxSemester, priceFilters };
export type PriceFilter = (typeof priceFilters)[number];

/** An address parameter left empty (?subject=) means no filter, not an error. */
const blankIsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const q = z.preprocess(
  blankIsAbsent,
  z
    .string()
    .trim()
    .max(maxSearchLength, `Search for at most ${maxSearchLength} characters.`)
    .optional(),
);
const subject = z.preprocess(
  blankIsAbsent,
  z.string().trim().max(100, 'The subject can be at most 100 characters.').optional(),
);
const price = z.preprocess(
  blankIsAbsent,
  z.enum(priceFilters, { error: 'price must be free or paid.' }).optional(),
);
const page = z.preprocess(
  blankIsAbsent,
  z.coerce
    .number({ error: 'page must be a number.' })
    .int('page must be a whole number.')
    .min(1, 'page must be 1 or more.')
    .max(10_000, 'page can be at most 10,000.')
    .default(1),
);
const pageSize = z.preprocess(
  blankIsAbsent,
  z.coerce
    .number({ error: 'pageSize must be a number.' })
    .int('pageSize must be a whole number.')
    .min(1, 'pageSize must be 1 or more.')
    .max(maxCatalogPageSize, `pageSize can be at most ${maxCatalogPageSize}.`)
    .default(catalogPageSize),
);

export const projectsQuery = z.object({ q, subject, price, page, pageSize });

export const notesQuery = projectsQuery.extend({
  semester: z.preprocess(
    blankIsAbsent,
    z.coerce
      .number({ error: 'semester must be a number.' })
      .int('semester must be a whole number.')
      .min(1, `semester must be from 1 to ${maxSemester}.`)
      .max(maxSemester, `semester must be from 1 to ${maxSemester}.`)
      .optional(),
  ),
});

export const questionPapersQuery = projectsQuery.extend({
  /** Digits of the year: the spec's year box matches a part of the year ("202" finds 2020-2029). */
  year: z.preprocess(
    blankIsAbsent,
    z
      .string()
      .trim()
      .regex(/^\d{1,4}$/, 'year must be up to four digits, such as 2024.')
      .optional(),
  ),
});

export type NotesQuery = z.output<typeof notesQuery>;
export type ProjectsQuery = z.output<typeof projectsQuery>;
export type QuestionPapersQuery = z.output<typeof questionPapersQuery>;

/** Where a page sits in the whole answer: `total` counts every match, not only this page. */
export const listPage = {
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
};

/** The values the filters offer, taken from every published item (not only the matching ones). */
export const projectFacets = z.object({
  /** How many are published in all, so a list can say "3 of 16 notes match". */
  all: z.number().int().nonnegative(),
  subjects: z.array(z.string()),
});
export const noteFacets = projectFacets.extend({ semesters: z.array(z.number().int()) });
export const paperFacets = projectFacets.extend({ years: z.array(z.string()) });
export type NoteFacets = z.infer<typeof noteFacets>;
export type ProjectFacets = z.infer<typeof projectFacets>;
export type PaperFacets = z.infer<typeof paperFacets>;
