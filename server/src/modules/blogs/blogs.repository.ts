import type { BlogDetail, BlogSummary } from '@studyhub/contract/catalog';
import type { Insertable, Kysely } from 'kysely';
import type { BlogsTable, Database } from '../../db/schema.ts';

export interface NewBlog {
  blog: Insertable<BlogsTable> & { id: string };
  sections: { subheading: string; paragraphs: string[] }[];
}

const summaryColumns = [
  'id',
  'slug',
  'title',
  'publishedOn',
  'image',
  'imageSmall',
  'ogImage',
  'intro',
] as const;

function toSummary(row: Pick<BlogsTable, (typeof summaryColumns)[number]>): BlogSummary {
  return {
    id: row.slug,
    title: row.title,
    date: row.publishedOn,
    image: row.image,
    imageSmall: row.imageSmall ?? null,
    imageLinkPreview: row.ogImage ?? null,
    intro: row.intro,
  };
}

export function createBlogsRepository(db: Kysely<Database>) {
  return {
    /** Newest first; the list carries no sections. */
    async listPublished(): Promise<BlogSummary[]> {
      const rows = await db
        .selectFrom('blogs')
        .select(summaryColumns)
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .orderBy('publishedOn', 'desc')
        .orderBy('title')
        .execute();
      return rows.map(toSummary);
    },

    async findPublished(slug: string): Promise<BlogDetail | undefined> {
      const row = await db
        .selectFrom('blogs')
        .select([...summaryColumns, 'mainHeading'])
        .where('slug', '=', slug)
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const sections = await db
        .selectFrom('blogSections')
        .select(['subheading', 'paragraphs'])
        .where('blogId', '=', row.id)
        .orderBy('position')
        .execute();
      return {
        ...toSummary(row),
        mainHeading: row.mainHeading,
        sections: sections.map((section) => ({
          subheading: section.subheading,
          paragraphs: JSON.parse(section.paragraphs) as string[],
        })),
      };
    },

    async insert({ blog, sections }: NewBlog): Promise<void> {
      await db.insertInto('blogs').values(blog).execute();
      if (sections.length === 0) return;
      await db
        .insertInto('blogSections')
        .values(
          sections.map((section, position) => ({
            id: crypto.randomUUID(),
            blogId: blog.id,
            position,
            subheading: section.subheading,
            paragraphs: JSON.stringify(section.paragraphs),
          })),
        )
        .execute();
    },
  };
}

export type BlogsRepository = ReturnType<typeof createBlogsRepository>;
