import type { QuestionPaper } from '@studyhub/contract/catalog';
import type { PaperFacets, PriceFilter } from '@studyhub/contract/search';
import type { Insertable, Kysely } from 'kysely';
import type { Database, QuestionPapersTable } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

/** What the papers list narrows to; every filter is optional. */
export interface PaperFilters {
  subject?: string | undefined;
  /** Digits found anywhere in the year (the spec's year box). */
  year?: string | undefined;
  price?: PriceFilter | undefined;
}

export function createQuestionPapersRepository(db: Kysely<Database>) {
  async function listMatching(filters: PaperFilters) {
    let query = db
      .selectFrom('questionPapers')
      .select(['id', 'slug', 'name', 'year', 'university', 'pricePaise'])
      .where('published', '=', 1)
      .where('deletedAt', 'is', null);
    if (filters.subject) query = query.where('subject', '=', filters.subject);
    // Only digits reach here (the contract), so no LIKE wildcard can come from the visitor.
    if (filters.year) query = query.where('year', 'like', `%${filters.year}%`);
    if (filters.price) query = query.where('pricePaise', filters.price === 'free' ? '=' : '>', 0);
    const rows = await query.orderBy('year', 'desc').orderBy('name').execute();
    return rows.map((row) => ({
      key: row.id,
      item: {
        id: row.slug,
        name: row.name,
        date: row.year,
        university: row.university,
        price: toRupees(row.pricePaise),
        isFree: row.pricePaise === 0,
      } satisfies QuestionPaper,
    }));
  }

  return {
    async listPublished(): Promise<QuestionPaper[]> {
      return (await listMatching({})).map(({ item }) => item);
    },

    /** Published papers the filters leave, newest first, with their internal ids. */
    listMatching,

    /** The subjects and years of the published papers, for the list's filters. */
    async facets(): Promise<PaperFacets> {
      const rows = await db
        .selectFrom('questionPapers')
        .select(['subject', 'year'])
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .execute();
      return {
        all: rows.length,
        subjects: [...new Set(rows.map((row) => row.subject).filter(Boolean))].sort((a, b) =>
          a.localeCompare(b, 'en-IN'),
        ),
        years: [...new Set(rows.map((row) => row.year))].sort().reverse(),
      };
    },

    async findFile(slug: string) {
      return db
        .selectFrom('questionPapers')
        .select(['id', 'name', 'year', 'pricePaise', 'fileKey'])
        .where('slug', '=', slug)
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
    },

    async insert(paper: Insertable<QuestionPapersTable>): Promise<void> {
      await db.insertInto('questionPapers').values(paper).execute();
    },
  };
}

export type QuestionPapersRepository = ReturnType<typeof createQuestionPapersRepository>;
