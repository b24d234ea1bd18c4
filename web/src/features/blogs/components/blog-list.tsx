import { useEffect } from 'react';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { useBlogs } from '../api/get-blogs';
import { BlogCard } from './blog-card';

/** The /blogs grid: one, two or three columns by width. A failed fetch is logged; the list is empty. */
export function BlogList() {
  const { data: blogs, error, isPending } = useBlogs();

  useEffect(() => {
    // Spec section 8: logged only, no message for the visitor.
    if (error) console.error('Error fetching blogs', error);
  }, [error]);

  if (isPending) return <LoadingMessage />;
  if (!blogs?.length) {
    return <p className="py-8 text-center text-slate-700">No blogs have been published yet.</p>;
  }
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {blogs.map((blog) => (
        <BlogCard key={blog.id} blog={blog} />
      ))}
    </ul>
  );
}
