/**
 * What a visitor typed, turned into terms both databases can search for (docs/decisions/0028).
 * A search is a list of groups that must all match; a group matches when any of its forms does.
 * A form is one word (matched as a prefix, so "struct" finds "structures") or a phrase (the
 * spelled-out name of an abbreviation, so "dbms" finds "Database Management Systems").
 */

export interface SearchForm {
  words: string[];
  /** One word matched as the start of a word in the index. */
  prefix: boolean;
}
export type SearchGroup = SearchForm[];

/**
 * Abbreviations students use for their subjects, with what they stand for. The index holds
 * the item's own words; a query word found here also matches these phrases (and the reverse:
 * the phrase typed in full also matches items tagged with the abbreviation).
 */
export const subjectAbbreviations: Readonly<Record<string, readonly string[]>> = {
  dbms: ['database management systems', 'database management system'],
  rdbms: ['relational database management systems', 'database management systems'],
  os: ['operating systems', 'operating system'],
  dsa: ['data structures and algorithms', 'data structures', 'data structure'],
  ds: ['data structures', 'data structure'],
  daa: ['design and analysis of algorithms', 'algorithms'],
  cn: ['computer networks', 'computer network'],
  dccn: ['data communication and computer networks', 'computer networks'],
  oop: ['object oriented programming'],
  oops: ['object oriented programming'],
  coa: ['computer organization and architecture', 'computer organisation'],
  toc: ['theory of computation', 'automata'],
  cd: ['compiler design'],
  se: ['software engineering'],
  ml: ['machine learning'],
  ai: ['artificial intelligence'],
  dl: ['deep learning'],
  de: ['digital electronics'],
  dld: ['digital logic design', 'digital electronics'],
  dm: ['discrete mathematics', 'discrete maths'],
  m1: ['engineering mathematics i', 'engineering mathematics 1'],
  m2: ['engineering mathematics ii', 'engineering mathematics 2'],
  js: ['javascript'],
  py: ['python'],
  pps: ['programming for problem solving'],
  wt: ['web technology', 'web development'],
};

/** Words too common to narrow a search; dropped from what was typed. */
const stopWords = new Set([
  'a',
  'an',
  'and',
  'for',
  'in',
  'of',
  'on',
  'the',
  'to',
  'with',
  'notes',
  'note',
]);

/** Lower-case letters and digits of any script; everything else separates words. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-IN')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The groups for a typed search; empty when nothing searchable was typed. */
export function searchGroups(text: string): SearchGroup[] {
  const words = wordsOf(text);
  const kept = words.filter((word) => !stopWords.has(word));
  // "notes" alone, or "the": search for the words rather than for nothing.
  const searched = (kept.length > 0 ? kept : words).slice(0, 8);
  const groups: SearchGroup[] = searched.map((word) => [
    // A single letter as a prefix would match half the catalog ("c" in "complete").
    { words: [word], prefix: word.length > 1 },
    ...(subjectAbbreviations[word] ?? []).map((phrase) => ({
      words: wordsOf(phrase),
      prefix: false,
    })),
  ]);
  return withSpelledOutAbbreviations(searched, groups);
}

/**
 * "operating systems" typed in full also finds an item tagged only "OS": when the whole search is
 * the spelled-out name of an abbreviation, the abbreviation becomes one more way to match.
 */
function withSpelledOutAbbreviations(words: string[], groups: SearchGroup[]): SearchGroup[] {
  if (words.length < 2) return groups;
  const typed = words.join(' ');
  const abbreviations = Object.entries(subjectAbbreviations)
    .filter(([, phrases]) => phrases.some((phrase) => wordsOf(phrase).join(' ') === typed))
    .map(([abbreviation]) => abbreviation);
  if (abbreviations.length === 0) return groups;
  // All the typed words together, or any of the abbreviations: one group.
  return [
    [
      { words, prefix: false },
      ...abbreviations.map((abbreviation) => ({ words: [abbreviation], prefix: false })),
    ],
  ];
}

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swapping two
 * neighbouring letters each count 1, so "pyhton" is 1 away from "python".
 */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const columns = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: columns }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i += 1) {
    for (let j = 1; j < columns; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = d[i] as number[];
      const above = d[i - 1] as number[];
      let best = Math.min(
        (above[j] as number) + 1,
        (row[j - 1] as number) + 1,
        (above[j - 1] as number) + cost,
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, ((d[i - 2] as number[])[j - 2] as number) + 1);
      }
      row[j] = best;
    }
  }
  return (d[rows - 1] as number[])[columns - 1] as number;
}

/** How many typing slips a word of this length may carry and still be recognised. */
function allowedSlips(word: string): number {
  if (word.length < 4) return 0;
  return word.length < 8 ? 1 : 2;
}

/**
 * The typed words with each unknown one replaced by the closest word of the catalog, when one
 * is close enough; undefined when nothing was corrected (the search found nothing for a reason
 * other than a slip). `vocabulary` holds the words of the items' names, subjects and tags.
 */
export function correctedSearch(text: string, vocabulary: ReadonlySet<string>): string | undefined {
  let changed = false;
  const words = wordsOf(text).map((word) => {
    if (vocabulary.has(word) || subjectAbbreviations[word] || stopWords.has(word)) return word;
    const slips = allowedSlips(word);
    let best: { word: string; distance: number } | undefined;
    for (const candidate of vocabulary) {
      if (Math.abs(candidate.length - word.length) > slips) continue;
      const distance = editDistance(word, candidate);
      if (distance <= slips && (!best || distance < best.distance)) {
        best = { word: candidate, distance };
      }
    }
    if (!best) return word;
    changed = true;
    return best.word;
  });
  return changed ? words.join(' ') : undefined;
}
