import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.ts';
import { type SearchForm, type SearchGroup, wordsOf } from './search-terms.ts';

/** The item tables with a search index (migration 0018). */
export type SearchedTable = 'notes' | 'projects' | 'question_papers';

/** One match: the item's internal id and how well it matched, higher is better. */
export interface SearchMatch {
  id: string;
  score: number;
}

/**
 * The one place that speaks each database's full-text search (docs/decisions/0028). Both answer
 * the same question, which items match every group, best first, so the routes never know which
 * database runs. Published and deleted are not checked here: the item's own listing does that.
 */
export interface SearchRepository {
  match(table: SearchedTable, groups: SearchGroup[]): Promise<SearchMatch[]>;
  /** The words of every listed item's name, subject and tags, for correcting typing slips. */
  vocabulary(table: SearchedTable): Promise<Set<string>>;
}

/**
 * SQLite FTS5: bm25 with the name weighted far above the subject and tags, and those above the
 * description (the column order of migration 0018: name, subject, tags, description).
 */
const bm25Weights = '0.0, 10.0, 4.0, 4.0, 1.0';

/** Words reach the query only as letters and digits (search-terms.ts), quoted all the same. */
function ftsForm(form: SearchForm) {
  const phrase = `"${form.words.join(' ').replaceAll('"', '')}"`;
  return form.prefix ? `${phrase}*` : phrase;
}

function tsForm(form: SearchForm) {
  const words = form.words.map((word) => word.replace(/[^\p{L}\p{N}]/gu, '')).filter(Boolean);
  if (words.length === 1 && form.prefix) return `${words[0]}:*`;
  return `(${words.join(' <-> ')})`;
}

export function createSearchRepository(database: AppDatabase): SearchRepository {
  const { db } = database;

  async function matchSqlite(table: SearchedTable, groups: SearchGroup[]) {
    const query = groups.map((group) => `(${group.map(ftsForm).join(' OR ')})`).join(' AND ');
    const index = sql.table(`${table}_search`);
    const { rows } = await sql<SearchMatch>`
      select item_id as id, -bm25(${index}, ${sql.raw(bm25Weights)}) as score
      from ${index} where ${index} match ${query}
      order by score desc`.execute(db);
    return rows;
  }

  async function matchPostgres(table: SearchedTable, groups: SearchGroup[]) {
    const query = groups.map((group) => `(${group.map(tsForm).join(' | ')})`).join(' & ');
    // ts_rank's default weights (A 1.0, B 0.4, C 0.2) rank a name above a description.
    const { rows } = await sql<SearchMatch>`
      select id, ts_rank(search_vector, query) as score
      from ${sql.table(table)}, to_tsquery('english', ${query}) as query
      where search_vector @@ query
      order by score desc`.execute(db);
    return rows.map((row) => ({ id: row.id, score: Number(row.score) }));
  }

  return {
    async match(table, groups) {
      if (groups.length === 0) return [];
      return database.kind === 'postgres'
        ? matchPostgres(table, groups)
        : matchSqlite(table, groups);
    },

    async vocabulary(table) {
      const { rows } = await sql<{ name: string; subject: string; tags: string }>`
        select name, subject, tags from ${sql.table(table)}
        where published = 1 and deleted_at is null`.execute(db);
      const words = new Set<string>();
      for (const row of rows) {
        for (const word of wordsOf(`${row.name} ${row.subject} ${row.tags}`)) {
          if (word.length >= 3) words.add(word);
        }
      }
      return words;
    },
  };
}
