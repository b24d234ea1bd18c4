import type { BlogSummary } from '@studyhub/contract/catalog';
import { type Eagerness, ItemImage } from '../../../components/ui/item-image';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/link';
import { introPreview } from '../intro-preview';

/** One blog in the list: image, date, title, the intro's first 80 characters and 'Read More →'. */
export function BlogCard({ blog, eager = false }: { blog: BlogSummary; eager?: Eagerness }) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ItemImage image={blog} alt="" eager={eager} />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <p className="text-sm text-slate-600">
          <time dateTime={blog.date}>{formatDate(blog.date)}</time>
        </p>
        <h2 className="mt-1 text-lg leading-snug font-semibold break-words text-slate-900">
          {blog.title}
        </h2>
        <p className="mt-2 flex-1 text-sm break-words text-slate-700">{introPreview(blog.intro)}</p>
        <Link
          to={`/blog/${encodeURIComponent(blog.id)}`}
          // The label tells screen-reader users which blog each 'Read More' opens.
          aria-label={`Read More: ${blog.title}`}
          className="mt-4 self-start rounded-lg py-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
        >
          Read More <span aria-hidden="true">→</span>
        </Link>
      </div>
    </li>
  );
}
