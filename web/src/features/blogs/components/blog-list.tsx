import { useEffect } from 'react';
import { cardEagerness } from '../../../components/ui/item-image';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { HydrateLater } from '../../../lib/hydrate-later';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from './blog-card';

/** The /blogs grid: one, two or three columns by width. A failed fetch says so, with Try again. */
export function BlogList() {
  const { data: blogs, error, isError, isPending, refetch, isRefetching } = useBlogs();

  useEffect(() => {
    // Spec section 8 logs it; the visitor is now told too.
    if (error) console.error('Error fetching blogs', error);
  }, [error]);

  if (isPending) return <LoadingMessage />;
  if (isError) {
    return (
      <LoadError what="the blogs" error={error} onRetry={() => refetch()} retrying={isRefetching} />
    );
  }
  if (!blogs?.length) {
    return <p className="py-8 text-center text-slate-700">No blogs have been published yet.</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog, index) => (
        <HydrateLater key={blog.id}>
          <BlogCard blog={blog} eager={cardEagerness(index)} />
        </HydrateLater>
      ))}
    </ul>
  );
}
