import type { QuestionPaper } from '@studyhub/contract/catalog';
import type { Insertable, Kysely } from 'kysely';
import type { Database, QuestionPapersTable } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export function createQuestionPapersRepository(db: Kysely<Database>) {
  return {
    async listPublished(): Promise<QuestionPaper[]> {
      const rows = await db
        .selectFrom('questionPapers')
        .select(['slug', 'name', 'year', 'university', 'pricePaise'])
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .orderBy('year', 'desc')
        .orderBy('name')
        .execute();
      return rows.map((row) => ({
        id: row.slug,
        name: row.name,
        date: row.year,
        university: row.university,
        price: toRupees(row.pricePaise),
        isFree: row.pricePaise === 0,
      }));
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
