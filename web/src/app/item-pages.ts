import type {
  BlogDetail as Blog,
  NoteDetail as Note,
  ProjectDetail as Project,
} from '@studyhub/contract/catalog';
import { notFoundMessages } from '@studyhub/contract/constants';
import {
  fixedPageHead,
  itemPageHead,
  itemPreviewImage,
  notFoundHead,
  type PageHead,
} from '@studyhub/contract/page-head';
import { documentTitle, type SitePage, site, sitePages } from '@studyhub/contract/site-content';
import type { QueryKey } from '@tanstack/react-query';
import { itemOutcome, load, type PageArgs, type PageHandle, page, signedInUserId } from './page';

// The pages of single items (a note, a project, a blog post, a certificate) that the route table
// (router.tsx) declares: the data each loads and its head, or its not-found head when the item is
// missing. Each is a function, so the browser's build, which calls none of them, leaves them out.

/** An item page reads `?buy=1`, a Buy link followed before the script was ready (item-action.tsx). */
const itemSearch = ['buy'];

/**
 * An item's page: `load` loads the item (and what the page shows beside it) and gives the item's
 * query; the head is the item's own, or its not-found head (404) when there is none.
 */
function itemPage<Item>(options: {
  load: (args: PageArgs, id: string) => Promise<{ queryKey: QueryKey }>;
  head: (item: Item, id: string) => PageHead;
  missing: string;
  failed: SitePage;
  search?: readonly string[];
}): PageHandle {
  return page({
    ...(options.search ? { search: options.search } : {}),
    data: async (args) => {
      const item = await options.load(args, args.params.id ?? '');
      return itemOutcome<Item>(args.queryClient, item.queryKey);
    },
    head: ({ params }, outcome) => {
      if (outcome === 'missing') return notFoundHead(options.missing);
      // A failed load: the page says so and offers Try again (decision 31).
      if (outcome === 'failed' || outcome === 'pending' || outcome === undefined) {
        return fixedPageHead(options.failed);
      }
      return options.head(outcome.data, params.id ?? '');
    },
  });
}

/** A note's page: the note, and for a signed-in student whether it is theirs to download. */
export function notePage(): PageHandle {
  return itemPage<Note>({
    load: async (args, id) => {
      const [{ noteQueryOptions }, { noteAccessQueryOptions }] = await Promise.all([
        import('../features/notes/api/get-note'),
        import('../features/notes/api/get-note-access'),
      ]);
      const userId = signedInUserId(args);
      await load(
        args,
        noteQueryOptions(id),
        ...(userId ? [noteAccessQueryOptions(id, userId)] : []),
      );
      return noteQueryOptions(id);
    },
    head: (note) =>
      itemPageHead(`/notes/${note.id}`, note.name, note.about, 'product', {
        image: itemPreviewImage(note, note.name),
        priceRupees: note.price,
      }),
    missing: notFoundMessages.note,
    failed: sitePages.notes,
    search: itemSearch,
  });
}

/** A project's page: the project, and for a signed-in student whether they bought it. */
export function projectPage(): PageHandle {
  return itemPage<Project>({
    load: async (args, id) => {
      const [{ projectQueryOptions }, { projectPurchaseQueryOptions }] = await Promise.all([
        import('../features/projects/api/get-project'),
        import('../features/projects/api/get-project-purchase'),
      ]);
      const userId = signedInUserId(args);
      await load(
        args,
        projectQueryOptions(id),
        ...(userId ? [projectPurchaseQueryOptions(id, userId)] : []),
      );
      return projectQueryOptions(id);
    },
    head: (project) =>
      itemPageHead(`/projects/${project.id}`, project.name, project.about, 'product', {
        image: itemPreviewImage(project, project.name),
        priceRupees: project.price,
      }),
    missing: notFoundMessages.project,
    failed: sitePages.projects,
    search: itemSearch,
  });
}

/** A blog post's page. */
export function blogPage(): PageHandle {
  return itemPage<Blog>({
    load: async (args, id) => {
      const { blogQueryOptions } = await import('../features/blogs/api/get-blog');
      await load(args, blogQueryOptions(id));
      return blogQueryOptions(id);
    },
    head: (blog) =>
      itemPageHead(`/blog/${blog.id}`, blog.title, blog.intro || blog.title, 'article', {
        image: itemPreviewImage(blog, blog.title),
        publishedOn: blog.date,
      }),
    missing: notFoundMessages.blog,
    failed: sitePages.blogs,
  });
}

/** A certificate's page, where anyone with its link verifies it. */
export function certificatePage(): PageHandle {
  return itemPage<unknown>({
    load: async (args, id) => {
      const { certificateQueryOptions } = await import(
        '../features/certificates/api/get-certificate'
      );
      await load(args, certificateQueryOptions(id));
      return certificateQueryOptions(id);
    },
    // A certificate carries a person's name: shareable by its link, kept out of search.
    head: (_certificate, id) => ({
      status: 200,
      title: documentTitle('Certificate'),
      description: `Verify a ${site.name} quiz certificate by its id.`,
      path: `/certificates/${encodeURIComponent(id)}`,
      type: 'website',
      indexed: false,
    }),
    missing: 'Certificate not found',
    failed: sitePages.certificates,
  });
}
