import type { QuestionPaper } from '@studyhub/contract/catalog';
import { useState } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { SearchBox } from '../../../components/ui/search-box';
import { useQuestionPapers } from '../api/get-question-papers';
import { PaperCard } from './paper-card';

/** Spec section 5: the name matches case-insensitively, the year as a substring of its text. */
export function filterPapers(papers: QuestionPaper[], name: string, year: string) {
  const wantedName = name.trim().toLocaleLowerCase('en-IN');
  const wantedYear = year.trim();
  return papers.filter(
    (paper) =>
      paper.name.toLocaleLowerCase('en-IN').includes(wantedName) && paper.date.includes(wantedYear),
  );
}

function resultLine(shown: number, total: number, filtering: boolean) {
  if (total === 0) return 'No question papers are available right now.';
  if (!filtering) return total === 1 ? '1 question paper' : `${total} question papers`;
  if (shown === 0) return 'No question papers match your search.';
  return `${shown} of ${total} question papers match your search.`;
}

/** The /question-paper filters and list, with loading, error and empty states. */
export function PaperList({ signedIn }: { signedIn: boolean }) {
  const { data: papers, isError, error, isPending, refetch, isRefetching } = useQuestionPapers();
  const [name, setName] = useState('');
  const [year, setYear] = useState('');

  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <LoadError
        what="the question papers"
        error={error}
        onRetry={() => refetch()}
        retrying={isRefetching}
      />
    );
  }

  const shown = filterPapers(papers, name, year);
  const filtering = Boolean(name.trim() || year.trim());

  return (
    <>
      <search className="mb-4 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] sm:max-w-2xl">
        <SearchBox
          label="Search by name"
          value={name}
          onChange={setName}
          placeholder="e.g. Operating Systems"
        />
        <SearchBox
          label="Year"
          type="text"
          value={year}
          onChange={setYear}
          placeholder="e.g. 2023"
        />
      </search>
      {/* One live line, so screen-reader users hear how many papers a filter leaves. */}
      <p
        aria-live="polite"
        className={
          shown.length === 0 ? 'py-8 text-center text-slate-700' : 'mb-4 text-sm text-slate-600'
        }
      >
        {resultLine(shown.length, papers.length, filtering)}
      </p>
      {shown.length > 0 && (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((paper) => (
            <PaperCard key={paper.id} paper={paper} signedIn={signedIn} />
          ))}
        </ul>
      )}
    </>
  );
}
