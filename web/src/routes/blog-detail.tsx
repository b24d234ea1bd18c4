import { notFoundMessages } from '@studyhub/contract/constants';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { LoadingMessage } from '../components/ui/loading-message';
import { NotFoundPanel } from '../components/ui/not-found-panel';
import { readingWidth } from '../components/ui/page-width';
import { useBlog } from '../features/blogs/api/get-blog';
import { BlogArticle } from '../features/blogs/components/blog-article';
import { ApiError } from '../lib/api-client';
import { useDocumentTitle } from '../lib/document-title';

/**
 * /blog/{id}: one blog. An address that matches no blog shows the site's not-found panel, as a
 * missing note or project does (decision 29); any other failed fetch or unsuccessful answer goes
 * back to /blogs (spec section 8).
 */
export function BlogDetailScreen() {
  const { id = '' } = useParams();
  const { data: blog, error, isPending } = useBlog(id);
  const missing = error instanceof ApiError && error.status === 404;
  useDocumentTitle(
    blog?.title ?? (missing ? notFoundMessages.blog : 'Blog'),
    blog?.intro || undefined,
  );

  useEffect(() => {
    if (error) console.error('Error fetching blog', error);
  }, [error]);

  if (isPending) {
    return (
      <div className={readingWidth}>
        {/* The screen's heading until the blog's own title arrives. */}
        <h1 className="sr-only">Blog post</h1>
        <LoadingMessage />
      </div>
    );
  }
  if (missing) {
    return (
      <NotFoundPanel title={notFoundMessages.blog} back={{ to: '/blogs', label: 'Back to Blogs' }}>
        The blog may have been moved or removed. Every blog is on the blogs page.
      </NotFoundPanel>
    );
  }
  if (!blog) return <Navigate to="/blogs" replace />;
  return <BlogArticle blog={blog} />;
}
