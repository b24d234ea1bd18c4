import { existsSync, readFileSync, statSync } from 'node:fs';
import { documentTitle } from '@studyhub/contract/site';
import { escapeHtml } from '../../modules/seo/head-tags.ts';
import type { RenderedPage } from './page-renderer.ts';

/** What a notice page says, and the one link it offers. */
export interface Notice {
  title: string;
  message: string;
  link?: { href: string; label: string };
}

const homeLink = { href: '/', label: 'Go to the home page' };

const rootElement = '<div id="root">';

/** How often index.html is looked at for a rebuild. */
const templateCheckMs = 1000;

/**
 * index.html as built, cut where each page puts in its own parts: the head's title and description
 * (each page has its own), and the inside of #root (the page drawn on the server, then its data).
 * Read again when the file changes (looked at once a second), so a rebuild needs no restart.
 */
export function indexTemplate(file: string) {
  let loaded:
    | {
        mtimeMs: number;
        parts: [string, string, string];
        /** The site's stylesheets, the end of the head and the body up to #root: no script. */
        noticeHead: string;
      }
    | undefined;
  let checkedAt = 0;
  const current = () => {
    // A rebuild shows within a second; a page sent from the page cache costs no look at the disk.
    const now = Date.now();
    if (loaded && now - checkedAt < templateCheckMs) return loaded;
    checkedAt = now;
    // While a rebuild replaces the file, the copy already read keeps serving.
    const mtimeMs = existsSync(file) ? statSync(file).mtimeMs : (loaded?.mtimeMs ?? 0);
    if (loaded?.mtimeMs !== mtimeMs) {
      const html = readFileSync(file, 'utf8').replace(/\s*<meta\s+name="description"[^>]*>/i, '');
      const title = /<title>[\s\S]*?<\/title>/i.exec(html);
      const at = title ? title.index : Math.max(html.indexOf('</head>'), 0);
      const afterHead = html.slice(title ? at + title[0].length : at);
      const root = afterHead.indexOf(rootElement) + rootElement.length;
      const headEnd = Math.max(afterHead.indexOf('</head>'), 0);
      const stylesheets = afterHead
        .slice(0, headEnd)
        .match(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi);
      loaded = {
        mtimeMs,
        parts: [html.slice(0, at), afterHead.slice(0, root), afterHead.slice(root)],
        noticeHead: `${(stylesheets ?? []).join('')}${afterHead.slice(headEnd, root)}`,
      };
    }
    return loaded;
  };
  return {
    /** Which build of index.html is served now (pages sent from another are made again). */
    version: () => current().mtimeMs,
    render(tags: string, page: RenderedPage | undefined): string {
      const [head, body, end] = current().parts;
      if (!page) return `${head}${tags}${body}${end}`;
      const data = `<script type="application/json" id="page-data">${page.data}</script>`;
      return `${head}${tags}${body}${page.html}${end.replace('</body>', `${data}</body>`)}`;
    },
    /**
     * A page of the server's own words, in the site's look, that runs no script. Its words are
     * escaped here; the link goes to the home page unless another is given.
     */
    notice({ title, message, link = homeLink }: Notice): string {
      const { parts, noticeHead } = current();
      return `${parts[0]}<title>${documentTitle(escapeHtml(title))}</title><meta name="robots" content="noindex" />${noticeHead}<main class="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:py-24"><h1 class="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">${escapeHtml(title)}</h1><p class="mt-3 text-slate-700">${escapeHtml(message)}</p><a href="${escapeHtml(link.href)}" class="mt-6 inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">${escapeHtml(link.label)}</a></main>${parts[2]}`;
    },
  };
}
