import { listPage } from '../components/ui/page-width';
import { BlogList } from '../features/blogs/components/blog-list';
import { useDocumentTitle } from '../lib/document-title';

/** /blogs: every published blog, newest first. */
export function BlogsScreen() {
  useDocumentTitle(
    'Blogs',
    'Articles on placements, internships, DSA practice, GATE preparation, web development and final-year projects.',
  );
  return (
    <div className={listPage}>
      <h1 className="mb-8 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        Explore Industry Insights &amp; Expert Blogs
      </h1>
      <BlogList />
    </div>
  );
}
