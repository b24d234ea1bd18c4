import type { TestimonialKind } from '@studyhub/contract/testimonials';
import { EntryList } from '../features/testimonials-admin/components/entry-list';
import { kindInfo } from '../features/testimonials-admin/kinds';
import { useDocumentTitle } from '../lib/document-title';
import { Link } from '../lib/link';

/** /admin/testimonials and /admin/reviews: every one in the site's order, and what to do with it. */
export function AdminTestimonialsScreen({ kind }: { kind: TestimonialKind }) {
  const info = kindInfo[kind];
  useDocumentTitle(`${info.plural} · Admin`);
  return (
    <div>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-bold text-slate-900">{info.plural}</h2>
        <Link
          to={`/admin/${kind}/new`}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {`New ${info.singular}`}
        </Link>
      </div>
      <EntryList key={kind} kind={kind} />
    </div>
  );
}
