import type { BlogDetail } from '@studyhub/contract/catalog';
import { ItemImage } from '../../../components/ui/item-image';
import { readingPage } from '../../../components/ui/page-width';
import { formatDate } from '../../../lib/format';
import { Link } from '../../../lib/link';

/** A whole blog: date, title, optional main heading, image, optional intro, then its sections. */
export function BlogArticle({ blog }: { blog: BlogDetail }) {
  return (
    <article className={readingPage}>
      <Link
        to="/blogs"
        className="mb-6 inline-flex rounded-lg py-1 text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
      >
        <span aria-hidden="true">←&nbsp;</span>All blogs
      </Link>
      <header>
        <p className="text-sm text-slate-600">
          <time dateTime={blog.date}>{formatDate(blog.date)}</time>
        </p>
        <h1 className="mt-2 text-2xl leading-tight font-bold tracking-tight break-words text-slate-900 sm:text-4xl">
          {blog.title}
        </h1>
        {blog.mainHeading && (
          <p className="mt-3 text-lg font-medium break-words text-slate-700 sm:text-xl">
            {blog.mainHeading}
          </p>
        )}
      </header>
      <ItemImage
        image={blog}
        alt=""
        eager="first"
        sizes="(min-width: 768px) 736px, 100vw"
        className="mt-6 rounded-2xl"
      />
      {blog.intro.trim() && (
        <p className="mt-6 text-lg leading-relaxed break-words text-slate-800">{blog.intro}</p>
      )}
      {blog.sections.map((section, index) => (
        // Sections have no id of their own and never reorder on screen.
        // biome-ignore lint/suspicious/noArrayIndexKey: static content in a fixed order
        <section key={index} className="mt-10">
          <h2 className="text-xl font-semibold break-words text-slate-900 sm:text-2xl">
            {section.subheading}
          </h2>
          {section.paragraphs.map((paragraph, paragraphIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content in a fixed order
            <p key={paragraphIndex} className="mt-4 leading-relaxed break-words text-slate-800">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
