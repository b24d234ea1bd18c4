import type { NoteDetail } from '@studyhub/contract/catalog';
import { useId } from 'react';

/** What the note covers: each topic with its short description. */
export function CoveredTopics({ topics }: { topics: NoteDetail['coveredTopics'] }) {
  const headingId = useId();
  if (topics.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-slate-900 sm:text-2xl">
        Covered Topics
      </h2>
      <ol className="mt-4 grid gap-4 sm:grid-cols-2">
        {topics.map((topic, index) => (
          <li
            key={topic.topic}
            className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
          >
            <h3 className="flex gap-2 font-semibold text-slate-900">
              <span aria-hidden="true" className="text-brand-700">
                {`${index + 1}.`}
              </span>
              <span className="break-words">{topic.topic}</span>
            </h3>
            <p className="mt-2 text-sm text-slate-700">{topic.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
