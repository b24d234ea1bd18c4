import { type ComponentType, isValidElement, lazy, useMemo } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
import { HydrateLater } from '../lib/hydrate-later';
import { adminRoute } from './admin-routes';
import { Layout } from './layout';
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

/** Spec section 2's route table, plus /certificates/:id (decision 6) and a not-found screen. */
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
          { index: true, element: <Screen of={Home} /> },
          { path: 'notes', element: <Screen of={Notes} /> },
          { path: 'notes/:id', element: <Screen of={NoteDetail} /> },
          { path: 'projects', element: <Screen of={Projects} /> },
          { path: 'projects/:id', element: <Screen of={ProjectDetail} /> },
          { path: 'courses', element: <Screen of={Courses} /> },
          { path: 'tools', element: <Screen of={Tools} /> },
          { path: 'login', element: <Screen of={Login} /> },
          { path: 'forgot-password', element: <Screen of={ForgotPassword} /> },
          { path: 'reset-password', element: <Screen of={ResetPassword} /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <Screen of={Dashboard} /> },
              { path: 'user', element: <Screen of={User} /> },
              { path: 'account', element: <Screen of={Account} /> },
            ],
          },
          { path: 'question-paper', element: <Screen of={QuestionPaper} /> },
          { path: 'privacy-policy', element: <Screen of={PrivacyPolicy} /> },
          { path: 'contact', element: <Screen of={Contact} /> },
          { path: 'about', element: <Screen of={About} /> },
          { path: 'return-policy', element: <Screen of={ReturnPolicy} /> },
          { path: 'support-us', element: <Screen of={SupportUs} /> },
          { path: 'terms-and-condition', element: <Screen of={TermsAndCondition} /> },
          { path: 'java-verify', element: <Screen of={JavaVerify} /> },
          { path: 'python-verify', element: <Screen of={PythonVerify} /> },
          { path: 'C-verify', element: <Screen of={CVerify} /> },
          { path: 'javascript-Quiz', element: <Screen of={JavascriptQuiz} /> },
          { path: 'js_certificate', element: <Screen of={JsCertificate} /> },
          { path: 'button-page', element: <Screen of={ButtonPage} /> },
          { path: 'all-certificates', element: <Screen of={AllCertificates} /> },
          { path: 'testimonials', element: <Screen of={Testimonials} /> },
          { path: 'blogs', element: <Screen of={Blogs} /> },
          { path: 'blog/:id', element: <Screen of={BlogDetail} /> },
          { path: 'certificates/:id', element: <Screen of={CertificateDetail} /> },
          adminRoute,
          { path: '*', element: <Screen of={NotFound} /> },
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
