import type {
  BlogDetail as Blog,
  NoteDetail as Note,
  ProjectDetail as Project,
} from '@studyhub/contract/catalog';
import { maxCatalogPageSize, notFoundMessages } from '@studyhub/contract/constants';
import {
  fixedPageHead,
  itemPageHead,
  itemPreviewImage,
  notFoundHead,
  type PageHead,
} from '@studyhub/contract/page-head';
import type { Subject } from '@studyhub/contract/quiz';
import { documentTitle, type SitePage, site, sitePages } from '@studyhub/contract/site-content';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { type ComponentType, isValidElement, lazy, useMemo } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
import { HydrateLater } from '../lib/hydrate-later';
import { listSearchOf } from '../lib/list-search';
import { adminRoute } from './admin-routes';
import { Layout } from './layout';
import { fixedPage, itemOutcome, onServer, type PageArgs, type PageHandle, page } from './page';
import { RouteError } from './route-error';

/** A screen whose code loads when it is first shown, and can be loaded ahead. */
interface LazyScreen {
  preload(): Promise<void>;
  /** The screen, once its code has loaded. */
  loaded(): ComponentType | undefined;
  /** React.lazy's form of it, which suspends until the code has loaded. */
  Lazy: ComponentType;
}

/**
 * Loads a screen's code only when its route is first shown (suspending until then, like
 * React.lazy). Unlike React.lazy, a screen whose code is already loaded draws at once, on its
 * first render too: a page drawn on the server loads its screens before it is taken over
 * (start.tsx), and then nothing suspends during hydration.
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyScreen {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      loaded = module[name];
    });
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  return { preload, loaded: () => loaded, Lazy };
}

/** Draws a lazy screen: at once when its code is there, else through React.lazy. */
function Screen({ of }: { of: LazyScreen }) {
  // Decided once per screen: switching from one form to the other later would draw the screen
  // anew and lose what is in it. (Keyed by the screen: routes reuse this element for each other.)
  const Ready = useMemo(() => of.loaded(), [of]);
  const { Lazy } = of;
  if (!Ready) return <Lazy />;
  // One element (that takes no part in the layout), so the screen can be taken over in a task
  // of its own whatever it draws.
  return (
    <HydrateLater>
      <div className="contents">
        <Ready />
      </div>
    </HydrateLater>
  );
}

const Home = screen(() => import('../routes/home'), 'HomeScreen');
const Notes = screen(() => import('../routes/notes'), 'NotesScreen');
const NoteDetail = screen(() => import('../routes/note-detail'), 'NoteDetailScreen');
const Projects = screen(() => import('../routes/projects'), 'ProjectsScreen');
const ProjectDetail = screen(() => import('../routes/project-detail'), 'ProjectDetailScreen');
const Courses = screen(() => import('../routes/courses'), 'CoursesScreen');
const Tools = screen(() => import('../routes/tools'), 'ToolsScreen');
const Login = screen(() => import('../routes/login'), 'LoginScreen');
const ForgotPassword = screen(() => import('../routes/forgot-password'), 'ForgotPasswordScreen');
const ResetPassword = screen(() => import('../routes/reset-password'), 'ResetPasswordScreen');
const ConfirmEmail = screen(() => import('../routes/confirm-email'), 'ConfirmEmailScreen');
const Account = screen(() => import('../routes/account'), 'AccountScreen');
const Dashboard = screen(() => import('../routes/dashboard'), 'DashboardScreen');
const User = screen(() => import('../routes/user'), 'UserScreen');
const QuestionPaper = screen(() => import('../routes/question-paper'), 'QuestionPaperScreen');
const PrivacyPolicy = screen(() => import('../routes/privacy-policy'), 'PrivacyPolicyScreen');
const Contact = screen(() => import('../routes/contact'), 'ContactScreen');
const About = screen(() => import('../routes/about'), 'AboutScreen');
const ReturnPolicy = screen(() => import('../routes/return-policy'), 'ReturnPolicyScreen');
const SupportUs = screen(() => import('../routes/support-us'), 'SupportUsScreen');
const TermsAndCondition = screen(
  () => import('../routes/terms-and-condition'),
  'TermsAndConditionScreen',
);
const JavaVerify = screen(() => import('../routes/java-verify'), 'JavaVerifyScreen');
const PythonVerify = screen(() => import('../routes/python-verify'), 'PythonVerifyScreen');
const CVerify = screen(() => import('../routes/c-verify'), 'CVerifyScreen');
const JavascriptQuiz = screen(() => import('../routes/javascript-quiz'), 'JavascriptQuizScreen');
const JsCertificate = screen(() => import('../routes/js-certificate'), 'JsCertificateScreen');
const ButtonPage = screen(() => import('../routes/button-page'), 'ButtonPageScreen');
const AllCertificates = screen(() => import('../routes/all-certificates'), 'AllCertificatesScreen');
const Testimonials = screen(() => import('../routes/testimonials'), 'TestimonialsScreen');
const Blogs = screen(() => import('../routes/blogs'), 'BlogsScreen');
const BlogDetail = screen(() => import('../routes/blog-detail'), 'BlogDetailScreen');
const CertificateDetail = screen(
  () => import('../routes/certificate-detail'),
  'CertificateDetailScreen',
);
const NotFound = screen(() => import('../routes/not-found'), 'NotFoundScreen');

/** Loads queries into the page's cache; a failed one stays there as its error. */
const load = ({ queryClient }: PageArgs, ...queries: { queryKey: QueryKey }[]) =>
  Promise.all(
    // Each query's own options (queryOptions() types them; a list of them cannot keep each type).
    queries.map((query) => queryClient.prefetchQuery(query as FetchQueryOptions)),
  );

const signedInUserId = ({ user }: PageArgs) => user?.id;

/**
 * A catalog list's page (or the tools'): it reads the list's search (lib/list-search.ts), the
 * search text (`search` in older links), its filters and the page.
 */
const listPage = (
  sitePage: SitePage,
  filters: readonly string[],
  data: (args: PageArgs) => Promise<unknown>,
) => fixedPage(sitePage, data, ['q', 'search', ...filters, 'page']);
/** An item page reads `?buy=1`, a Buy link followed before the script was ready (item-action.tsx). */
const itemSearch = ['buy'];

// The pages' queries are imported where a page's data is loaded, on the server: the browser's
// first load does not carry the route table's data code (its screens import the same queries).
const notesApi = () => import('../features/notes/api/get-notes');
const projectsApi = () => import('../features/projects/api/get-projects');
const siteInfo = async (args: PageArgs) =>
  load(args, (await import('../features/site-pages/api/get-site-info')).siteInfoQueryOptions);

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

/**
 * Spec section 2's route table, plus /certificates/:id (decision 6) and a not-found screen. Each
 * page route says, next to itself, what data it shows and its head (app/page.ts): the server
 * loads that data, renders the page once and answers with the head's status (decision 47).
 * `onServer &&` keeps that out of the browser's build, which never uses it.
 */
export const routes: RouteObject[] = [
  {
    // AuthProvider sits inside the router because logout navigates to /login.
    element: (
      <AuthProvider>
        <Layout />
      </AuthProvider>
    ),
    errorElement: <RouteError />,
    children: [
      {
        // A screen that fails shows its error inside the layout, with the navigation still there.
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            element: <Screen of={Home} />,
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
            element: <Screen of={Notes} />,
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
            element: <Screen of={NoteDetail} />,
            handle:
              onServer &&
              itemPage<Note>({
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
              }),
          },
          {
            path: 'projects',
            element: <Screen of={Projects} />,
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
            element: <Screen of={ProjectDetail} />,
            handle:
              onServer &&
              itemPage<Project>({
                load: async (args, id) => {
                  const [{ projectQueryOptions }, { projectPurchaseQueryOptions }] =
                    await Promise.all([
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
              }),
          },
          {
            path: 'courses',
            element: <Screen of={Courses} />,
            handle:
              onServer &&
              fixedPage(sitePages.courses, async (args) => {
                const { coursesQueryOptions } = await import('../features/courses/api/get-courses');
                return load(args, coursesQueryOptions());
              }),
          },
          {
            path: 'tools',
            element: <Screen of={Tools} />,
            handle:
              onServer &&
              listPage(sitePages.tools, [], async (args) => {
                const { toolsQueryOptions } = await import('../features/tools/api/get-tools');
                return load(args, toolsQueryOptions());
              }),
          },
          {
            path: 'login',
            element: <Screen of={Login} />,
            // The form's mode, where to go once signed in, and what a form posted here says.
            handle: onServer && fixedPage(sitePages.login, undefined, ['mode', 'next', 'notice']),
          },
          {
            path: 'forgot-password',
            element: <Screen of={ForgotPassword} />,
            handle: onServer && fixedPage(sitePages.forgotPassword, siteInfo),
          },
          {
            path: 'reset-password',
            element: <Screen of={ResetPassword} />,
            handle: onServer && fixedPage(sitePages.resetPassword, undefined, ['token']),
          },
          {
            path: 'confirm-email',
            element: <Screen of={ConfirmEmail} />,
            handle: onServer && fixedPage(sitePages.confirmEmail, undefined, ['token']),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'dashboard',
                element: <Screen of={Dashboard} />,
                handle: onServer && fixedPage(sitePages.dashboard),
              },
              {
                path: 'user',
                element: <Screen of={User} />,
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
                element: <Screen of={Account} />,
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
            element: <Screen of={QuestionPaper} />,
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
            element: <Screen of={PrivacyPolicy} />,
            handle: onServer && fixedPage(sitePages.privacyPolicy, siteInfo),
          },
          {
            path: 'contact',
            element: <Screen of={Contact} />,
            handle: onServer && fixedPage(sitePages.contact, siteInfo),
          },
          {
            path: 'about',
            element: <Screen of={About} />,
            handle: onServer && fixedPage(sitePages.about),
          },
          {
            path: 'return-policy',
            element: <Screen of={ReturnPolicy} />,
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
            element: <Screen of={SupportUs} />,
            handle: onServer && fixedPage(sitePages.supportUs),
          },
          {
            path: 'terms-and-condition',
            element: <Screen of={TermsAndCondition} />,
            handle: onServer && fixedPage(sitePages.terms, siteInfo),
          },
          {
            path: 'java-verify',
            element: <Screen of={JavaVerify} />,
            handle: onServer && quizPage(sitePages.javaQuiz, 'java'),
          },
          {
            path: 'python-verify',
            element: <Screen of={PythonVerify} />,
            handle: onServer && quizPage(sitePages.pythonQuiz, 'python'),
          },
          {
            path: 'C-verify',
            element: <Screen of={CVerify} />,
            handle: onServer && quizPage(sitePages.cQuiz, 'c'),
          },
          {
            path: 'javascript-Quiz',
            element: <Screen of={JavascriptQuiz} />,
            handle: onServer && quizPage(sitePages.javascriptQuiz, 'javascript'),
          },
          {
            path: 'js_certificate',
            element: <Screen of={JsCertificate} />,
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
            element: <Screen of={ButtonPage} />,
            handle: onServer && fixedPage(sitePages.buttonPage),
          },
          {
            path: 'all-certificates',
            element: <Screen of={AllCertificates} />,
            handle: onServer && fixedPage(sitePages.certificates),
          },
          {
            path: 'testimonials',
            element: <Screen of={Testimonials} />,
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
            element: <Screen of={Blogs} />,
            handle:
              onServer &&
              fixedPage(sitePages.blogs, async (args) => {
                const { blogsQueryOptions } = await import('../features/blogs/api/get-blogs');
                return load(args, blogsQueryOptions());
              }),
          },
          {
            path: 'blog/:id',
            element: <Screen of={BlogDetail} />,
            handle:
              onServer &&
              itemPage<Blog>({
                load: async (args, id) => {
                  const { blogQueryOptions } = await import('../features/blogs/api/get-blog');
                  await load(args, blogQueryOptions(id));
                  return blogQueryOptions(id);
                },
                head: (blog) =>
                  itemPageHead(
                    `/blog/${blog.id}`,
                    blog.title,
                    blog.intro || blog.title,
                    'article',
                    {
                      image: itemPreviewImage(blog, blog.title),
                      publishedOn: blog.date,
                    },
                  ),
                missing: notFoundMessages.blog,
                failed: sitePages.blogs,
              }),
          },
          {
            path: 'certificates/:id',
            element: <Screen of={CertificateDetail} />,
            handle:
              onServer &&
              itemPage<unknown>({
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
              }),
          },
          adminRoute,
          {
            path: '*',
            element: <Screen of={NotFound} />,
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

/**
 * Loads the code of the screens a router's current address shows (`router.state.matches`: the
 * router has matched the address already, and matching it again costs a budget phone tens of
 * milliseconds). A page drawn on the server waits for this before it is taken over, so no screen
 * suspends while it hydrates: a suspended part would be thrown away and drawn again if the
 * session check changed state meanwhile.
 */
export async function loadScreensFor(matches: readonly { route: RouteObject }[]) {
  await Promise.all(
    matches.map(({ route }) => {
      const { element } = route;
      return isValidElement<{ of?: LazyScreen }>(element) && element.type === Screen
        ? element.props.of?.preload()
        : undefined;
    }),
  );
}
