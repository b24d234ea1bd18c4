import { maxCatalogPageSize } from '@studyhub/contract/constants';
import { notFoundHead } from '@studyhub/contract/page-head';
import type { Subject } from '@studyhub/contract/quiz';
import { type SitePage, sitePages } from '@studyhub/contract/site-content';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
import { LinkNavigation } from '../lib/link';
import { listSearchOf } from '../lib/list-search';
import { adminRoute } from './admin-routes';
import { blogPage, certificatePage, notePage, projectPage } from './item-pages';
import { Layout } from './layout';
import {
  fixedPage,
  load,
  onServer,
  type PageArgs,
  type PageHandle,
  page,
  signedInUserId,
} from './page';
import { RouteError } from './route-error';
import { Screen, screens } from './screens';

// The screens' loader, where start.tsx and entry-server.tsx import it with the route table.
export { loadScreensFor } from './screens';

/**
 * A catalog list's page (or the tools'): it reads the list's search (lib/list-search.ts), the
 * search text (`search` in older links), its filters and the page.
 */
const listPage = (
  sitePage: SitePage,
  filters: readonly string[],
  data: (args: PageArgs) => Promise<unknown>,
) => fixedPage(sitePage, data, ['q', 'search', ...filters, 'page']);

// The pages' queries are imported where a page's data is loaded, on the server: the browser's
// first load does not carry the route table's data code (its screens import the same queries).
const notesApi = () => import('../features/notes/api/get-notes');
const projectsApi = () => import('../features/projects/api/get-projects');
const siteInfo = async (args: PageArgs) =>
  load(args, (await import('../lib/site-info')).siteInfoQueryOptions);

/**
 * A quiz's page: its topics; for a signed-in student, the attempt its address names (`?attempt=`,
 * where a form posted without the script leads, decision 35) and that attempt's certificate.
 */
function quizPage(sitePage: SitePage, subject: Subject): PageHandle {
  return fixedPage(
    sitePage,
    async (args) => {
      const [{ attemptQueryOptions }, { quizInfoQueryOptions }, { certificateQueryOptions }] =
        await Promise.all([
          import('../features/quizzes/api/get-attempt'),
          import('../features/quizzes/api/get-quiz-info'),
          import('../features/certificates/api/get-certificate'),
        ]);
      const attemptId = args.user ? args.url.searchParams.get('attempt') : null;
      const attempt = attemptId ? attemptQueryOptions(attemptId) : undefined;
      await load(args, quizInfoQueryOptions(subject), ...(attempt ? [attempt] : []));
      const certificateId =
        attempt && args.queryClient.getQueryData(attempt.queryKey)?.result?.certificateId;
      if (certificateId) await load(args, certificateQueryOptions(certificateId));
    },
    ['attempt'],
  );
}

/**
 * Spec section 2's route table, plus /certificates/:id (decision 6) and a not-found screen. Each
 * page route says, next to itself, what data it shows and its head (app/page.ts; the pages of
 * single items in item-pages.ts): the server loads that data, renders the page once and answers
 * with the head's status (decision 47). `onServer &&` keeps that out of the browser's build,
 * which never uses it. The screens, each loaded when first shown, are in screens.tsx.
 */
export const routes: RouteObject[] = [
  {
    // Inside the router: logout navigates to /login, and links navigate (lib/link.tsx).
    element: (
      <LinkNavigation>
        <AuthProvider>
          <Layout />
        </AuthProvider>
      </LinkNavigation>
    ),
    errorElement: <RouteError />,
    children: [
      {
        // A screen that fails shows its error inside the layout, with the navigation still there.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            element: <Screen of={screens.home} />,
            handle:
              onServer &&
              fixedPage(sitePages.home, async (args) => {
                const { testimonialsQueryOptions } = await import(
                  '../features/testimonials/api/get-testimonials'
                );
                return load(args, testimonialsQueryOptions());
              }),
          },
          {
            path: 'notes',
            element: <Screen of={screens.notes} />,
            handle:
              onServer &&
              listPage(sitePages.notes, ['subject', 'semester', 'price'], async (args) => {
                const { notesFilterNames, notesQueryOptions } = await notesApi();
                const { q, filters, page } = listSearchOf(args.url.searchParams, notesFilterNames);
                return load(
                  args,
                  notesQueryOptions({ q, ...filters, page }),
                  notesQueryOptions({ pageSize: maxCatalogPageSize }),
                );
              }),
          },
          {
            path: 'notes/:id',
            element: <Screen of={screens.noteDetail} />,
            handle: onServer && notePage(),
          },
          {
            path: 'projects',
            element: <Screen of={screens.projects} />,
            handle:
              onServer &&
              listPage(sitePages.projects, ['subject', 'price'], async (args) => {
                const { projectsFilterNames, projectsQueryOptions } = await projectsApi();
                const { q, filters, page } = listSearchOf(
                  args.url.searchParams,
                  projectsFilterNames,
                );
                return load(args, projectsQueryOptions({ q, ...filters, page }));
              }),
          },
          {
            path: 'projects/:id',
            element: <Screen of={screens.projectDetail} />,
            handle: onServer && projectPage(),
          },
          {
            path: 'courses',
            element: <Screen of={screens.courses} />,
            handle:
              onServer &&
              fixedPage(sitePages.courses, async (args) => {
                const { coursesQueryOptions } = await import('../features/courses/api/get-courses');
                return load(args, coursesQueryOptions());
              }),
          },
          {
            path: 'tools',
            element: <Screen of={screens.tools} />,
            handle:
              onServer &&
              listPage(sitePages.tools, [], async (args) => {
                const { toolsQueryOptions } = await import('../features/tools/api/get-tools');
                return load(args, toolsQueryOptions());
              }),
          },
          {
            path: 'login',
            element: <Screen of={screens.login} />,
            // The form's mode, where to go once signed in, and what a form posted here says.
            handle: onServer && fixedPage(sitePages.login, undefined, ['mode', 'next', 'notice']),
          },
          {
            path: 'forgot-password',
            element: <Screen of={screens.forgotPassword} />,
            handle: onServer && fixedPage(sitePages.forgotPassword, siteInfo),
          },
          {
            path: 'reset-password',
            element: <Screen of={screens.resetPassword} />,
            handle: onServer && fixedPage(sitePages.resetPassword, undefined, ['token']),
          },
          {
            path: 'confirm-email',
            element: <Screen of={screens.confirmEmail} />,
            handle: onServer && fixedPage(sitePages.confirmEmail, undefined, ['token']),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'dashboard',
                element: <Screen of={screens.dashboard} />,
                handle: onServer && fixedPage(sitePages.dashboard),
              },
              {
                path: 'user',
                element: <Screen of={screens.user} />,
                handle:
                  onServer &&
                  fixedPage(
                    sitePages.user,
                    async (args) => {
                      const userId = signedInUserId(args);
                      if (!userId) return;
                      const [downloads, purchases, certificates] = await Promise.all([
                        import('../features/dashboard/api/get-downloads'),
                        import('../features/payments/api/get-purchases'),
                        import('../features/certificates/api/get-my-certificates'),
                      ]);
                      return load(
                        args,
                        downloads.downloadsQueryOptions(userId),
                        purchases.purchasesQueryOptions(userId),
                        certificates.myCertificatesQueryOptions(userId),
                      );
                    },
                    ['tab'],
                  ),
              },
              {
                path: 'account',
                element: <Screen of={screens.account} />,
                handle:
                  onServer &&
                  fixedPage(sitePages.account, async (args) => {
                    if (!args.user) return;
                    const { sessionsQueryOptions } = await import(
                      '../features/account/api/get-sessions'
                    );
                    return load(args, sessionsQueryOptions);
                  }),
              },
            ],
          },
          {
            path: 'question-paper',
            element: <Screen of={screens.questionPaper} />,
            handle:
              onServer &&
              listPage(sitePages.questionPapers, ['subject', 'year', 'price'], async (args) => {
                const { questionPapersFilterNames, questionPapersQueryOptions } = await import(
                  '../features/question-papers/api/get-question-papers'
                );
                const search = listSearchOf(args.url.searchParams, questionPapersFilterNames);
                return load(
                  args,
                  questionPapersQueryOptions({ q: search.q, ...search.filters, page: search.page }),
                );
              }),
          },
          {
            path: 'privacy-policy',
            element: <Screen of={screens.privacyPolicy} />,
            handle: onServer && fixedPage(sitePages.privacyPolicy, siteInfo),
          },
          {
            path: 'contact',
            element: <Screen of={screens.contact} />,
            handle: onServer && fixedPage(sitePages.contact, siteInfo),
          },
          {
            path: 'about',
            element: <Screen of={screens.about} />,
            handle: onServer && fixedPage(sitePages.about),
          },
          {
            path: 'return-policy',
            element: <Screen of={screens.returnPolicy} />,
            handle:
              onServer &&
              fixedPage(sitePages.returnPolicy, async (args) => {
                const userId = signedInUserId(args);
                const { purchasesQueryOptions } = await import(
                  '../features/payments/api/get-purchases'
                );
                return Promise.all([
                  siteInfo(args),
                  userId ? load(args, purchasesQueryOptions(userId)) : undefined,
                ]);
              }),
          },
          {
            path: 'support-us',
            element: <Screen of={screens.supportUs} />,
            handle: onServer && fixedPage(sitePages.supportUs),
          },
          {
            path: 'terms-and-condition',
            element: <Screen of={screens.termsAndCondition} />,
            handle: onServer && fixedPage(sitePages.terms, siteInfo),
          },
          {
            path: 'java-verify',
            element: <Screen of={screens.javaVerify} />,
            handle: onServer && quizPage(sitePages.javaQuiz, 'java'),
          },
          {
            path: 'python-verify',
            element: <Screen of={screens.pythonVerify} />,
            handle: onServer && quizPage(sitePages.pythonQuiz, 'python'),
          },
          {
            path: 'C-verify',
            element: <Screen of={screens.cVerify} />,
            handle: onServer && quizPage(sitePages.cQuiz, 'c'),
          },
          {
            path: 'javascript-Quiz',
            element: <Screen of={screens.javascriptQuiz} />,
            handle: onServer && quizPage(sitePages.javascriptQuiz, 'javascript'),
          },
          {
            path: 'js_certificate',
            element: <Screen of={screens.jsCertificate} />,
            handle:
              onServer &&
              fixedPage(sitePages.jsCertificate, async (args) => {
                const userId = signedInUserId(args);
                if (!userId) return;
                const { latestPassQueryOptions } = await import(
                  '../features/certificates/api/get-latest-pass'
                );
                return load(args, latestPassQueryOptions('javascript', userId));
              }),
          },
          {
            path: 'button-page',
            element: <Screen of={screens.buttonPage} />,
            handle: onServer && fixedPage(sitePages.buttonPage),
          },
          {
            path: 'all-certificates',
            element: <Screen of={screens.allCertificates} />,
            handle: onServer && fixedPage(sitePages.certificates),
          },
          {
            path: 'testimonials',
            element: <Screen of={screens.testimonials} />,
            handle:
              onServer &&
              fixedPage(sitePages.testimonials, async (args) => {
                const { testimonialsQueryOptions } = await import(
                  '../features/testimonials/api/get-testimonials'
                );
                return load(args, testimonialsQueryOptions());
              }),
          },
          {
            path: 'blogs',
            element: <Screen of={screens.blogs} />,
            handle:
              onServer &&
              fixedPage(sitePages.blogs, async (args) => {
                const { blogsQueryOptions } = await import('../features/blogs/api/get-blogs');
                return load(args, blogsQueryOptions());
              }),
          },
          {
            path: 'blog/:id',
            element: <Screen of={screens.blogDetail} />,
            handle: onServer && blogPage(),
          },
          {
            path: 'certificates/:id',
            element: <Screen of={screens.certificateDetail} />,
            handle: onServer && certificatePage(),
          },
          adminRoute,
          {
            path: '*',
            element: <Screen of={screens.notFound} />,
            handle: onServer && page({ head: () => notFoundHead() }),
          },
        ],
      },
    ],
  },
];

/**
 * The browser's router. Hydrating a page the server rendered, it starts as that page's router
 * (`hydrationData`): React Router's ScrollRestoration then leaves the scroll position where the
 * student has it, instead of going to the top as for a new page (a note scrolled to 'Get Note'
 * jumped back when the app started, and the tap landed on the cover).
 */
export function createAppRouter({ hydrating = false }: { hydrating?: boolean } = {}) {
  return createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {} } } : {});
}
