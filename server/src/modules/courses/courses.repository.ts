import type { Course } from '@studyhub/contract/catalog';
import type { Insertable, Kysely } from 'kysely';
import type { CoursesTable, Database } from '../../db/schema.ts';

export function createCoursesRepository(db: Kysely<Database>) {
  return {
    async listPublished(): Promise<Course[]> {
      const rows = await db
        .selectFrom('courses')
        .select([
          'slug',
          'name',
          'image',
          'imageSmall',
          'ogImage',
          'about',
          'courseType',
          'instructor',
          'certification',
          'link',
        ])
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .orderBy('sortOrder')
        .orderBy('name')
        .execute();
      return rows.map(({ slug, imageSmall, ogImage, ...course }) => ({
        id: slug,
        ...course,
        imageSmall: imageSmall ?? null,
        imageLinkPreview: ogImage ?? null,
      }));
    },

    async insert(course: Insertable<CoursesTable>): Promise<void> {
      await db.insertInto('courses').values(course).execute();
    },
  };
}

export type CoursesRepository = ReturnType<typeof createCoursesRepository>;
