import { type ComponentType, isValidElement, lazy, useMemo } from 'react';
import type { RouteObject } from 'react-router';
import { HydrateLater } from '../lib/hydrate-later';

// The screens of the route table (router.tsx), each loaded as a chunk of its own when its route is
// first shown. (The operators' screens are in admin-routes.tsx.)

/** A screen whose code loads when it is first shown, and can be loaded ahead. */
export interface LazyScreen {
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
export function Screen({ of }: { of: LazyScreen }) {
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

/** Every screen of the route table, by the name its route uses. */
export const screens = {
  home: screen(() => import('../routes/home'), 'HomeScreen'),
  notes: screen(() => import('../routes/notes'), 'NotesScreen'),
  noteDetail: screen(() => import('../routes/note-detail'), 'NoteDetailScreen'),
  projects: screen(() => import('../routes/projects'), 'ProjectsScreen'),
  projectDetail: screen(() => import('../routes/project-detail'), 'ProjectDetailScreen'),
  courses: screen(() => import('../routes/courses'), 'CoursesScreen'),
  tools: screen(() => import('../routes/tools'), 'ToolsScreen'),
  login: screen(() => import('../routes/login'), 'LoginScreen'),
  forgotPassword: screen(() => import('../routes/forgot-password'), 'ForgotPasswordScreen'),
  resetPassword: screen(() => import('../routes/reset-password'), 'ResetPasswordScreen'),
  confirmEmail: screen(() => import('../routes/confirm-email'), 'ConfirmEmailScreen'),
  account: screen(() => import('../routes/account'), 'AccountScreen'),
  dashboard: screen(() => import('../routes/dashboard'), 'DashboardScreen'),
  user: screen(() => import('../routes/user'), 'UserScreen'),
  questionPaper: screen(() => import('../routes/question-paper'), 'QuestionPaperScreen'),
  privacyPolicy: screen(() => import('../routes/privacy-policy'), 'PrivacyPolicyScreen'),
  contact: screen(() => import('../routes/contact'), 'ContactScreen'),
  about: screen(() => import('../routes/about'), 'AboutScreen'),
  returnPolicy: screen(() => import('../routes/return-policy'), 'ReturnPolicyScreen'),
  supportUs: screen(() => import('../routes/support-us'), 'SupportUsScreen'),
  termsAndCondition: screen(
    () => import('../routes/terms-and-condition'),
    'TermsAndConditionScreen',
  ),
  javaVerify: screen(() => import('../routes/java-verify'), 'JavaVerifyScreen'),
  pythonVerify: screen(() => import('../routes/python-verify'), 'PythonVerifyScreen'),
  cVerify: screen(() => import('../routes/c-verify'), 'CVerifyScreen'),
  javascriptQuiz: screen(() => import('../routes/javascript-quiz'), 'JavascriptQuizScreen'),
  jsCertificate: screen(() => import('../routes/js-certificate'), 'JsCertificateScreen'),
  buttonPage: screen(() => import('../routes/button-page'), 'ButtonPageScreen'),
  allCertificates: screen(() => import('../routes/all-certificates'), 'AllCertificatesScreen'),
  testimonials: screen(() => import('../routes/testimonials'), 'TestimonialsScreen'),
  blogs: screen(() => import('../routes/blogs'), 'BlogsScreen'),
  blogDetail: screen(() => import('../routes/blog-detail'), 'BlogDetailScreen'),
  certificateDetail: screen(
    () => import('../routes/certificate-detail'),
    'CertificateDetailScreen',
  ),
  notFound: screen(() => import('../routes/not-found'), 'NotFoundScreen'),
};

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
