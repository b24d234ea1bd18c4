import { existsSync } from 'node:fs';
import path from 'node:path';
import { type ErrorResponse, errorCodes } from '@studyhub/contract/api';
import type { User } from '@studyhub/contract/auth';
import type { FormResult } from '@studyhub/contract/forms';
import type { PageHead } from '@studyhub/contract/page-head';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sessionCookieHeader } from './auth.ts';
import { looksLikeFile, serveBuiltFiles } from './static-web/built-files.ts';
import { indexTemplate, type Notice } from './static-web/index-template.ts';
import {
  createPageCache,
  digest,
  type KeptPage,
  keptAddress,
  type SentPage,
} from './static-web/page-cache.ts';
import { compressPage, pageEncoding, utf8 } from './static-web/page-encoding.ts';
import {
  answerInProcess,
  type CatalogFreshness,
  loadRenderer,
  type RenderedPage,
  rememberCatalogAnswers,
} from './static-web/page-renderer.ts';
import { renderWait, waitMessage } from './static-web/render-budget.ts';

/** A form posted without the script: the page to render with its outcome, and the status. */
export interface FormPage {
  url: string;
  status: number;
  result: FormResult;
}

declare module 'fastify' {
  interface FastifyReply {
    /** Renders the form's page with its outcome: the error and what was typed, or what was done (decision 35). */
    sendFormPage(formPage: FormPage): Promise<FastifyReply>;
    /**
     * A page of the server's own words, in the site's look and without script, with the status
     * already set: a refused download link followed in the browser (errors.ts). Plain text when
     * the web app is not built.
     */
    sendNotice(notice: Notice): FastifyReply;
  }
}

export interface StaticWebOptions {
  root: string;
  /**
   * The head tags of a page from its route's head, or the site's own for a page the server could
   * not render; without it, index.html is sent as built.
   */
  headTags?: (head: PageHead | undefined) => string;
  /** The site takes test payments only: server-rendered pages carry the banner that says so. */
  testPayments?: boolean;
  /** The catalog cache, whose answers the visitor page cache trusts while they are current. */
  catalog?: CatalogFreshness;
  /** Pages one client address may have rendered a minute (kept pages are not counted); 0 for no limit. */
  rendersPerMinute?: number;
}

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else
 * is revalidated on every visit. Files are precompressed at build time. Any other non-API GET
 * gets index.html so client routes survive a reload, with the page's own title, description,
 * canonical URL and link-preview tags put in for crawlers that run no script. A path outside
 * the route table answers 404 with the app's not-found screen.
 */
export const staticWebPlugin = fp(async (app: FastifyInstance, options: StaticWebOptions) => {
  const indexFile = path.join(options.root, 'index.html');
  const hasBuild = existsSync(indexFile);

  if (hasBuild) {
    const template = indexTemplate(indexFile);
    const answerApi = answerInProcess(app);
    // Loaded while the server starts; the first page waits for it if it is not there yet.
    const renderer = loadRenderer(
      app,
      options.root,
      rememberCatalogAnswers(answerApi, options.catalog),
      options.testPayments ?? false,
    );
    const keptPages = createPageCache(answerApi, options.catalog);
    await serveBuiltFiles(app, options.root);

    const { headTags } = options;
    const rendersPerMinute = options.rendersPerMinute ?? 0;
    /**
     * The page for this request: rendered for it, or a visitor's kept from an earlier one; or the
     * seconds to wait when its address has had its renders for the minute.
     */
    const pageFor = async (
      request: FastifyRequest,
      url: string,
      session: ReturnType<typeof signedInSession>,
      formResult: FormResult | undefined,
    ): Promise<{ page: RenderedPage; kept?: KeptPage } | { wait: number } | undefined> => {
      const pageRenderer = await renderer;
      if (!pageRenderer) return undefined;
      try {
        // A form's outcome is rendered for its request alone, uncounted: the form has its own limits.
        if (formResult) return { page: await pageRenderer.renderPage(url, session, formResult) };
        const address = session ? url : keptAddress(url, pageRenderer);
        const kept = session ? undefined : await keptPages.get(address);
        if (kept) return { page: kept.page, kept };
        const wait = await renderWait(request, rendersPerMinute);
        if (wait !== undefined) return { wait };
        // A signed-in student's page is rendered for this request alone, from its own address.
        if (session) return { page: await pageRenderer.renderPage(url, session) };
        const stamp = keptPages.stamp();
        const page = await pageRenderer.renderPage(address);
        if (page.notLoaded.length > 0) {
          request.log.warn(
            { url, queries: page.notLoaded },
            'the page asked for data its route does not load (web/src/app/router.tsx)',
          );
        }
        const keptNow = keptPages.keep(address, page, stamp);
        return keptNow ? { page, kept: keptNow } : { page };
      } catch (error) {
        // The browser can still render the page; the visitor gets it a moment later.
        request.log.error({ err: error }, 'server rendering failed; the browser renders the page');
        return undefined;
      }
    };
    /**
     * The page for this request as UTF-8 bytes, or a visitor's kept page as sent before for this
     * build and encoding (the key it is kept under, `sentKey`). A function of its own so that
     * nothing of the rendered page outlives it while the bytes are compressed: the markup is a
     * string of thousands of pieces, and when sendPage held it, a heap snapshot under the
     * signed-in load found ten pages' worth (37,000 pieces, 1.8 MB) waiting on the compressor,
     * kept through the young generation's collections.
     */
    const pageToSend = async (
      request: FastifyRequest,
      session: ReturnType<typeof signedInSession>,
      formPage: FormPage | undefined,
      tags: NonNullable<StaticWebOptions['headTags']>,
      encoding: 'br' | 'gzip' | undefined,
    ): Promise<
      | { redirect: string }
      | { wait: number }
      | { status: number; kept: KeptPage | undefined; sentKey: string; sent: SentPage }
      | { status: number; kept: KeptPage | undefined; sentKey: string; bytes: Buffer }
    > => {
      const url = formPage?.url ?? request.url;
      const found = await pageFor(request, url, session, formPage?.result);
      if (found && 'wait' in found) return found;
      const page = found?.page;
      if (page?.redirect) return { redirect: page.redirect };
      const status = formPage?.status ?? page?.head.status ?? 200;
      const kept = found?.kept;
      // A visitor's kept page is put together and compressed once per build and encoding.
      const sentKey = `${template.version()} ${encoding ?? 'identity'}`;
      const sent = kept?.sent.get(sentKey);
      if (sent) return { status, kept, sentKey, sent };
      return { status, kept, sentKey, bytes: utf8(template.render(tags(page?.head), page)) };
    };
    const sendPage = async (request: FastifyRequest, reply: FastifyReply, formPage?: FormPage) => {
      if (!headTags) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', options.root);
      }
      const session = signedInSession(request);
      const encoding = pageEncoding(request.headers['accept-encoding']);
      const ready = await pageToSend(request, session, formPage, headTags, encoding);
      if ('redirect' in ready) {
        return reply.header('cache-control', 'no-store').redirect(ready.redirect, 303);
      }
      if ('wait' in ready) {
        return reply
          .code(429)
          .header('retry-after', String(ready.wait))
          .header('cache-control', 'no-store')
          .type('text/html; charset=utf-8')
          .send(template.notice({ title: 'Please wait', message: waitMessage(ready.wait) }));
      }
      const { status, kept, sentKey } = ready;
      const personal = session !== undefined || formPage !== undefined;
      let sent: SentPage;
      if ('sent' in ready) sent = ready.sent;
      else {
        const body = encoding
          ? await compressPage(ready.bytes, encoding, kept !== undefined)
          : ready.bytes;
        // The tag of the bytes sent (a tenth of the page's when compressed, which compresses the
        // same way every time): each encoding is a representation of its own (RFC 9110, 8.8.3).
        sent = { etag: `"${digest(body)}${encoding ? `-${encoding}` : ''}"`, body };
        if (kept) {
          // Forms from an earlier build are never sent again.
          if (kept.sent.size >= 3) kept.sent.clear();
          kept.sent.set(sentKey, sent);
        }
      }
      reply
        .code(status)
        .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
        .header('etag', sent.etag)
        // The same address is a visitor's page or a signed-in student's, by the session cookie.
        .header('vary', 'accept-encoding, cookie')
        .type('text/html; charset=utf-8');
      const ifNoneMatch = request.headers['if-none-match'];
      if (
        !formPage &&
        status === 200 &&
        ifNoneMatch?.split(',').some((tag) => tag.trim() === sent.etag)
      ) {
        return reply.code(304).send();
      }
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(sent.body);
    };

    app.decorateReply('sendFormPage', function (this: FastifyReply, formPage: FormPage) {
      return sendPage(this.request, this, formPage);
    });
    app.decorateReply('sendNotice', function (this: FastifyReply, notice: Notice) {
      return this.header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(template.notice(notice));
    });
    app.get('/', { schema: { hide: true } }, (request, reply) => sendPage(request, reply));
    // The raw file would carry the build's generic title; the home page is at /.
    app.get('/index.html', { schema: { hide: true } }, (_request, reply) =>
      reply.redirect('/', 301),
    );

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url === '/api' || request.url.startsWith('/api/');
      const isPage = request.method === 'GET' || request.method === 'HEAD';
      if (!isApi && isPage && !looksLikeFile(request.url)) return sendPage(request, reply);
      return sendNotFound(request, reply, isApi);
    });
  } else {
    app.log.warn({ root: options.root }, 'web app is not built; only the API is served');
    app.decorateReply('sendFormPage', async function (this: FastifyReply, formPage: FormPage) {
      const body: ErrorResponse = {
        success: false,
        code: errorCodes.validation,
        message: formPage.result.error?.message ?? 'Done.',
      };
      return this.code(formPage.status).send(body);
    });
    app.decorateReply('sendNotice', function (this: FastifyReply, notice: Notice) {
      return this.header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send(`${notice.title}\n\n${notice.message}\n`);
    });
    app.setNotFoundHandler((request, reply) =>
      sendNotFound(request, reply, request.url === '/api' || request.url.startsWith('/api/')),
    );
  }
});

/** The student a page request is signed in as through the session cookie (decision 44). */
function signedInSession(request: FastifyRequest): { user: User; cookie: string } | undefined {
  const cookie = sessionCookieHeader(request);
  if (!request.session || request.sessionFrom !== 'cookie' || !cookie) return undefined;
  return { user: request.session.user, cookie };
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, isApi: boolean) {
  const body: ErrorResponse = {
    success: false,
    code: errorCodes.notFound,
    message: isApi
      ? `No API route matches ${request.method} ${request.url.split('?')[0]}.`
      : 'Page not found.',
  };
  return reply.code(404).send(body);
}
