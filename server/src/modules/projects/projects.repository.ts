import type { ProjectDetail, ProjectSummary } from '@studyhub/contract/catalog';
import type { PriceFilter, ProjectFacets } from '@studyhub/contract/search';
import type { Insertable, Kysely } from 'kysely';
import type { Database, ProjectsTable } from '../../db/schema.ts';
import { toRupees } from '../../lib/money.ts';

export interface NewProject {
  project: Insertable<ProjectsTable> & { id: string };
  technologies: { name: string; value: string }[];
}

/** What the projects list narrows to; every filter is optional. */
export interface ProjectFilters {
  subject?: string | undefined;
  price?: PriceFilter | undefined;
}

export interface ProjectFiles {
  id: string;
  name: string;
  pricePaise: number;
  fileKey: string;
  previewFileKey: string | null;
}

export function createProjectsRepository(db: Kysely<Database>) {
  async function technologiesOf(projectIds: string[]) {
    if (projectIds.length === 0) return new Map<string, { name: string; value: string }[]>();
    const rows = await db
      .selectFrom('projectTechnologies')
      .select(['projectId', 'name', 'value'])
      .where('projectId', 'in', projectIds)
      .orderBy('projectId')
      .orderBy('position')
      .execute();
    const byProject = new Map<string, { name: string; value: string }[]>();
    for (const { projectId, name, value } of rows) {
      byProject.set(projectId, [...(byProject.get(projectId) ?? []), { name, value }]);
    }
    return byProject;
  }

  const columns = [
    'id',
    'slug',
    'name',
    'image',
    'imageSmall',
    'ogImage',
    'about',
    'pricePaise',
    'previewFileKey',
  ] as const;

  function toSummary(
    row: Pick<ProjectsTable, (typeof columns)[number]>,
    technologies: { name: string; value: string }[],
  ): ProjectSummary {
    return {
      id: row.slug,
      name: row.name,
      image: row.image,
      imageSmall: row.imageSmall ?? null,
      imageLinkPreview: row.ogImage ?? null,
      about: row.about,
      price: toRupees(row.pricePaise),
      technologies,
    };
  }

  async function listMatching(filters: ProjectFilters) {
    let query = db
      .selectFrom('projects')
      .select(columns)
      .where('published', '=', 1)
      .where('deletedAt', 'is', null);
    if (filters.subject) query = query.where('subject', '=', filters.subject);
    if (filters.price) query = query.where('pricePaise', filters.price === 'free' ? '=' : '>', 0);
    const rows = await query.orderBy('sortOrder').orderBy('name').execute();
    const technologies = await technologiesOf(rows.map((row) => row.id));
    return rows.map((row) => ({
      key: row.id,
      item: toSummary(row, technologies.get(row.id) ?? []),
    }));
  }

  return {
    async listPublished(): Promise<ProjectSummary[]> {
      return (await listMatching({})).map(({ item }) => item);
    },

    /** Published projects the filters leave, in the catalog's order, with their internal ids. */
    listMatching,

    /** The subjects of the published projects, for the list's filter. */
    async facets(): Promise<ProjectFacets> {
      const rows = await db
        .selectFrom('projects')
        .select('subject')
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .execute();
      return {
        all: rows.length,
        subjects: [...new Set(rows.map((row) => row.subject).filter(Boolean))].sort((a, b) =>
          a.localeCompare(b, 'en-IN'),
        ),
      };
    },

    async findPublished(slug: string): Promise<ProjectDetail | undefined> {
      const row = await db
        .selectFrom('projects')
        .select(columns)
        .where('slug', '=', slug)
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!row) return undefined;
      const technologies = await technologiesOf([row.id]);
      return {
        ...toSummary(row, technologies.get(row.id) ?? []),
        previewLink: row.previewFileKey ? `/api/projects/${row.slug}/preview` : null,
      };
    },

    async findFiles(slug: string): Promise<ProjectFiles | undefined> {
      return db
        .selectFrom('projects')
        .select(['id', 'name', 'pricePaise', 'fileKey', 'previewFileKey'])
        .where('slug', '=', slug)
        .where('published', '=', 1)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
    },

    /** A deleted project's files, which its buyers keep (decision 20); undefined for any other. */
    async findDeletedFiles(slug: string): Promise<ProjectFiles | undefined> {
      return db
        .selectFrom('projects')
        .select(['id', 'name', 'pricePaise', 'fileKey', 'previewFileKey'])
        .where('slug', '=', slug)
        .where('deletedAt', 'is not', null)
        .executeTakeFirst();
    },

    async insert({ project, technologies }: NewProject): Promise<void> {
      await db.insertInto('projects').values(project).execute();
      if (technologies.length === 0) return;
      await db
        .insertInto('projectTechnologies')
        .values(
          technologies.map((technology, position) => ({
            id: crypto.randomUUID(),
            projectId: project.id,
            position,
            ...technology,
          })),
        )
        .execute();
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
