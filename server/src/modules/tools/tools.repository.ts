import type { Tool } from '@studyhub/contract/catalog';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ToolsTable } from '../../db/schema.ts';

export function createToolsRepository(db: Kysely<Database>) {
  return {
    async listPublished(): Promise<Tool[]> {
      const rows = await db
        .selectFrom('tools')
        .select(['slug', 'name', 'about', 'link'])
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .orderBy('sortOrder')
        .orderBy('name')
        .execute();
      return rows.map(({ slug, ...tool }) => ({ id: slug, ...tool }));
    },

    async insert(tool: Insertable<ToolsTable>): Promise<void> {
      await db.insertInto('tools').values(tool).execute();
    },
  };
}

export type ToolsRepository = ReturnType<typeof createToolsRepository>;
