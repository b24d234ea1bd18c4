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
import { documentTitle, type SitePage, site, sitePages } from '@studyhub/contract/site-content';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { type ComponentType, isValidElement, lazy, useMemo } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { sessionsQueryOptions } from '../features/account/api/get-sessions';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
import { blogQueryOptions } from '../features/blogs/api/get-blog';
import { blogsQueryOptions } from '../features/blogs/api/get-blogs';
import { certificateQueryOptions } from '../features/certificates/api/get-certificate';
import { latestPassQueryOptions } from '../features/certificates/api/get-latest-pass';
import { myCertificatesQueryOptions } from '../features/certificates/api/get-my-certificates';
import { coursesQueryOptions } from '../features/courses/api/get-courses';
import { downloadsQueryOptions } from '../features/dashboard/api/get-downloads';
import { noteQueryOptions } from '../features/notes/api/get-note';
import { noteAccessQueryOptions } from '../features/notes/api/get-note-access';
import { notesFilterNames, notesQueryOptions } from '../features/notes/api/get-notes';
import { purchasesQueryOptions } from '../features/payments/api/get-purchases';
import { projectQueryOptions } from '../features/projects/api/get-project';
import { projectPurchaseQueryOptions } from '../features/projects/api/get-project-purchase';
import { projectsFilterNames, projectsQueryOptions } from '../features/projects/api/get-projects';
import {
  questionPapersFilterNames,
  questionPapersQueryOptions,
} from '../features/question-papers/api/get-question-papers';
import { siteInfoQueryOptions } from '../features/site-pages/api/get-site-info';
import { testimonialsQueryOptions } from '../features/testimonials/api/get-testimonials';
import { toolsQueryOptions } from '../features/tools/api/get-tools';
import { HydrateLater } from '../lib/hydrate-later';
import { listSearchOf } from '../lib/use-list-search';
import { adminRoute } from './admin-routes';
import { Layout } from './layout';
import { fixedPage, itemOutcome, type PageArgs, type PageHandle, page } from './page';
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

/** An item's page: its own head once loaded, its not-found head (404) when there is none. */
function itemPage<Item>(options: {
  query: (id: string) => { queryKey: readonly unknown[] };
  data: (args: PageArgs, id: string) => Promise<unknown>;
  head: (item: Item, id: string) => PageHead;
  missing: string;
  failed: SitePage;
}): PageHandle {
  return page({
    data: (args) => options.data(args, args.params.id ?? ''),
    head: ({ params, queryClient }) => {
      const id = params.id ?? '';
      const outcome = itemOutcome<Item>(queryClient, options.query(id).queryKey);
      if (outcome === 'missing') return notFoundHead(options.missing);
      // A failed load: the page says so and offers Try again (decision 31).
      if (outcome === 'failed' || outcome === 'pending') return fixedPageHead(options.failed);
      return options.head(outcome.data, id);
    },
  });
}

/**
 * Spec section 2's route table, plus /certificates/:id (decision 6) and a not-found screen. Each
 * page route says, next to itself, what data it shows and its head (app/page.ts): the server
 * loads that data, renders the page once and answers with the head's status (decision 47).
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
            handle: fixedPage(sitePages.home, (args) => load(args, testimonialsQueryOptions())),
          },
          {
            path: 'notes',
            element: <Screen of={Notes} />,
            handle: fixedPage(sitePages.notes, (args) => {
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
            handle: itemPage<Note>({
              query: noteQueryOptions,
              data: (args, id) => {
                const userId = signedInUserId(args);
                return load(
                  args,
                  noteQueryOptions(id),
                  ...(userId ? [noteAccessQueryOptions(id, userId)] : []),
                );
              },
              head: (note) =>
                itemPageHead(`/notes/${note.id}`, note.name, note.about, 'product', {
                  image: itemPreviewImage(note, note.name),
                  priceRupees: note.price,
                }),
              missing: notFoundMessages.note,
              failed: sitePages.notes,
            }),
          },
          {
            path: 'projects',
            element: <Screen of={Projects} />,
            handle: fixedPage(sitePages.projects, (args) => {
              const { q, filters, page } = listSearchOf(args.url.searchParams, projectsFilterNames);
              return load(args, projectsQueryOptions({ q, ...filters, page }));
            }),
          },
          {
            path: 'projects/:id',
            element: <Screen of={ProjectDetail} />,
            handle: itemPage<Project>({
              query: projectQueryOptions,
              data: (args, id) => {
                const userId = signedInUserId(args);
                return load(
                  args,
                  projectQueryOptions(id),
                  ...(userId ? [projectPurchaseQueryOptions(id, userId)] : []),
                );
              },
              head: (project) =>
                itemPageHead(`/projects/${project.id}`, project.name, project.about, 'product', {
                  image: itemPreviewImage(project, project.name),
                  priceRupees: project.price,
                }),
              missing: notFoundMessages.project,
              failed: sitePages.projects,
            }),
          },
          {
            path: 'courses',
            element: <Screen of={Courses} />,
            handle: fixedPage(sitePages.courses, (args) => load(args, coursesQueryOptions())),
          },
          {
            path: 'tools',
            element: <Screen of={Tools} />,
            handle: fixedPage(sitePages.tools, (args) => load(args, toolsQueryOptions())),
          },
          { path: 'login', element: <Screen of={Login} />, handle: fixedPage(sitePages.login) },
          {
            path: 'forgot-password',
            element: <Screen of={ForgotPassword} />,
            handle: fixedPage(sitePages.forgotPassword, (args) => load(args, siteInfoQueryOptions)),
          },
          {
            path: 'reset-password',
            element: <Screen of={ResetPassword} />,
            handle: fixedPage(sitePages.resetPassword),
          },
          {
            element: <RequireAuth />,
            children: [
              {
                path: 'dashboard',
                element: <Screen of={Dashboard} />,
                handle: fixedPage(sitePages.dashboard),
              },
              {
                path: 'user',
                element: <Screen of={User} />,
                handle: fixedPage(sitePages.user, (args) => {
                  const userId = signedInUserId(args);
                  if (!userId) return Promise.resolve();
                  return load(
                    args,
                    downloadsQueryOptions(userId),
                    purchasesQueryOptions(userId),
                    myCertificatesQueryOptions(userId),
                  );
                }),
              },
              {
                path: 'account',
                element: <Screen of={Account} />,
                handle: fixedPage(sitePages.account, (args) =>
                  args.user ? load(args, sessionsQueryOptions) : Promise.resolve(),
                ),
              },
            ],
          },
          {
            path: 'question-paper',
            element: <Screen of={QuestionPaper} />,
            handle: fixedPage(sitePages.questionPapers, (args) => {
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
            handle: fixedPage(sitePages.privacyPolicy, (args) => load(args, siteInfoQueryOptions)),
          },
          {
            path: 'contact',
            element: <Screen of={Contact} />,
            handle: fixedPage(sitePages.contact, (args) => load(args, siteInfoQueryOptions)),
          },
          { path: 'about', element: <Screen of={About} />, handle: fixedPage(sitePages.about) },
          {
            path: 'return-policy',
            element: <Screen of={ReturnPolicy} />,
            handle: fixedPage(sitePages.returnPolicy, (args) => {
              const userId = signedInUserId(args);
              return load(
                args,
                siteInfoQueryOptions,
                ...(userId ? [purchasesQueryOptions(userId)] : []),
              );
            }),
          },
          {
            path: 'support-us',
            element: <Screen of={SupportUs} />,
            handle: fixedPage(sitePages.supportUs),
          },
          {
            path: 'terms-and-condition',
            element: <Screen of={TermsAndCondition} />,
            handle: fixedPage(sitePages.terms, (args) => load(args, siteInfoQueryOptions)),
          },
          {
            path: 'java-verify',
            element: <Screen of={JavaVerify} />,
            handle: fixedPage(sitePages.javaQuiz),
          },
          {
            path: 'python-verify',
            element: <Screen of={PythonVerify} />,
            handle: fixedPage(sitePages.pythonQuiz),
          },
          {
            path: 'C-verify',
            element: <Screen of={CVerify} />,
            handle: fixedPage(sitePages.cQuiz),
          },
          {
            path: 'javascript-Quiz',
            element: <Screen of={JavascriptQuiz} />,
            handle: fixedPage(sitePages.javascriptQuiz),
          },
          {
            path: 'js_certificate',
            element: <Screen of={JsCertificate} />,
            handle: fixedPage(sitePages.jsCertificate, (args) => {
              const userId = signedInUserId(args);
              return userId
                ? load(args, latestPassQueryOptions('javascript', userId))
                : Promise.resolve();
            }),
          },
          {
            path: 'button-page',
            element: <Screen of={ButtonPage} />,
            handle: fixedPage(sitePages.buttonPage),
          },
          {
            path: 'all-certificates',
            element: <Screen of={AllCertificates} />,
            handle: fixedPage(sitePages.certificates),
          },
          {
            path: 'testimonials',
            element: <Screen of={Testimonials} />,
            handle: fixedPage(sitePages.testimonials, (args) =>
              load(args, testimonialsQueryOptions()),
            ),
          },
          {
            path: 'blogs',
            element: <Screen of={Blogs} />,
            handle: fixedPage(sitePages.blogs, (args) => load(args, blogsQueryOptions())),
          },
          {
            path: 'blog/:id',
            element: <Screen of={BlogDetail} />,
            handle: itemPage<Blog>({
              query: blogQueryOptions,
              data: (args, id) => load(args, blogQueryOptions(id)),
              head: (blog) =>
                itemPageHead(`/blog/${blog.id}`, blog.title, blog.intro || blog.title, 'article', {
                  image: itemPreviewImage(blog, blog.title),
                  publishedOn: blog.date,
                }),
              missing: notFoundMessages.blog,
              failed: sitePages.blogs,
            }),
          },
          {
            path: 'certificates/:id',
            element: <Screen of={CertificateDetail} />,
            handle: itemPage<unknown>({
              query: certificateQueryOptions,
              data: (args, id) => load(args, certificateQueryOptions(id)),
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
            handle: page({ head: () => notFoundHead() }),
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
