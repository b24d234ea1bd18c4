import { type ComponentType, isValidElement, lazy, useState } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider';
import { RequireAuth } from '../features/auth/components/require-auth';
import { adminRoute } from './admin-routes';
import { Layout } from './layout';
import { RouteError } from './route-error';

/** A screen whose code loads when it is first shown, and can be loaded ahead. */
type Screen = ComponentType & { preload(): Promise<void> };

/**
 * Loads a screen's code only when its route is first shown (suspending until then, like
 * React.lazy). Unlike React.lazy, a screen whose code is already loaded draws at once, on its
 * first render too: a page drawn on the server loads its screens before it is taken over
 * (main.tsx), and then nothing suspends during hydration.
 */
function screen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): Screen {
  let Loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () => {
    loading ??= load().then((module) => {
      Loaded = module[name];
    });
    return loading;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: Loaded as ComponentType };
  });
  function LazyScreen() {
    // Decided once per mount: switching from one to the other later would draw the screen anew
    // and lose what is in it.
    const [Ready] = useState(() => Loaded);
    return Ready ? <Ready /> : <Lazy />;
  }
  return Object.assign(LazyScreen, { preload });
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
          { index: true, element: <Home /> },
          { path: 'notes', element: <Notes /> },
          { path: 'notes/:id', element: <NoteDetail /> },
          { path: 'projects', element: <Projects /> },
          { path: 'projects/:id', element: <ProjectDetail /> },
          { path: 'courses', element: <Courses /> },
          { path: 'tools', element: <Tools /> },
          { path: 'login', element: <Login /> },
          { path: 'forgot-password', element: <ForgotPassword /> },
          { path: 'reset-password', element: <ResetPassword /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'dashboard', element: <Dashboard /> },
              { path: 'user', element: <User /> },
              { path: 'account', element: <Account /> },
            ],
          },
          { path: 'question-paper', element: <QuestionPaper /> },
          { path: 'privacy-policy', element: <PrivacyPolicy /> },
          { path: 'contact', element: <Contact /> },
          { path: 'about', element: <About /> },
          { path: 'return-policy', element: <ReturnPolicy /> },
          { path: 'support-us', element: <SupportUs /> },
          { path: 'terms-and-condition', element: <TermsAndCondition /> },
          { path: 'java-verify', element: <JavaVerify /> },
          { path: 'python-verify', element: <PythonVerify /> },
          { path: 'C-verify', element: <CVerify /> },
          { path: 'javascript-Quiz', element: <JavascriptQuiz /> },
          { path: 'js_certificate', element: <JsCertificate /> },
          { path: 'button-page', element: <ButtonPage /> },
          { path: 'all-certificates', element: <AllCertificates /> },
          { path: 'testimonials', element: <Testimonials /> },
          { path: 'blogs', element: <Blogs /> },
          { path: 'blog/:id', element: <BlogDetail /> },
          { path: 'certificates/:id', element: <CertificateDetail /> },
          adminRoute,
          { path: '*', element: <NotFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Loads the code of the screens an address shows. A page drawn on the server waits for this
 * before it is taken over, so no screen suspends while it hydrates: a suspended part would be
 * thrown away and drawn again if the session check changed state meanwhile.
 */
export async function loadScreensFor(pathname: string) {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => {
      const type = isValidElement(route.element) ? route.element.type : undefined;
      return typeof type === 'function' && 'preload' in type
        ? (type as Screen).preload()
        : undefined;
    }),
  );
}
