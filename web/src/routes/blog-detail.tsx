import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadingMessage } from '../components/ui/loading-message';
import { useBlog } from '../features/blogs/api/get-blog';
import { BlogArticle } from '../features/blogs/components/blog-article';
import { useDocumentTitle } from '../lib/document-title';

/** /blog/{id}: one blog. A failed fetch or an unsuccessful answer goes back to /blogs (spec section 8). */
export function BlogDetailScreen() {
  const { id = '' } = useParams();
  const { data: blog, error, isPending } = useBlog(id);
  useDocumentTitle(blog?.title ?? 'Blog', blog?.intro || undefined);

  useEffect(() => {
    if (error) console.error('Error fetching blog', error);
  }, [error]);

  if (isPending) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4">
        {/* The screen's heading until the blog's own title arrives. */}
        <h1 className="sr-only">Blog post</h1>
        <LoadingMessage />
      </div>
    );
  }
  if (!blog) return <Navigate to="/blogs" replace />;
  return <BlogArticle blog={blog} />;
}
