import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { routes } from '../app/router';
import { type PageSession, renderPage, setUpRenderer } from '../entry-server';
import {
  attemptOf,
  issuedCertificate,
  passedWithMistake,
  quizApi,
  resultOf,
} from '../features/quizzes/quiz-test-data';
import { testimonialsAnswer } from '../features/testimonials/testimonials-fixtures';
import { setServerTransport } from '../lib/api-client';
import { nextTask, whenTakenOver } from '../lib/hydrate-later';
import { hydration } from '../lib/hydration';
import { listAnswer, pathOf } from '../testing/catalog-lists';
import { jsonResponse, stubFetch, student } from '../testing/fixtures';

// The server sends adjacent texts as one text node ('Page ', '2', ' of ', '5' as "Page 2 of 5"),
// and Preact, taking the page over, pairs a server text node with one text of its own: the rest
// it adds as nodes of their own, changing the page it was to adopt as it is (decision 41). The
// app draws one text per run of text (adjacent-texts.test.ts checks its JSX); this checks the
// pages as they are drawn, with their data, where a component's text meets its parent's too.

const card = { imageSmall: null, imageLinkPreview: null };
const note = {
  id: 'core-java',
  name: 'Core Java Programming Notes',
  image: '/media/images/note-core-java-800.webp',
  ...card,
  about: 'All of Core Java in one place.',
  pages: 60,
  price: 129,
  isFree: false,
};
const project = {
  id: 'library-system',
  name: 'Library Management System',
  image: '/media/images/project-library-800.webp',
  ...card,
  about: 'A library system in Java with a MySQL database.',
  price: 499,
  technologies: [{ name: 'Language', value: 'Java' }],
};
const blog = {
  id: 'exam-week',
  title: 'How to plan exam week',
  date: '2026-10-01',
  image: '/media/images/blog-exam-week-800.webp',
  ...card,
  intro: 'A plan for the last seven days.',
};
const paper = {
  id: 'dbms-2024',
  name: 'DBMS 2024',
  date: '2024',
  university: 'VTU',
  price: 0,
  isFree: true,
};
const purchase = {
  orderId: 'order_Pq7',
  itemType: 'note',
  itemId: note.id,
  itemName: note.name,
  amountPaise: 12_900,
  paidAt: '2026-11-20T09:31:00.000Z',
  paymentId: 'pay_X1',
  refundDue: false,
  refundedAt: null,
  refundRequest: null,
};
const download = {
  id: 'd-1',
  itemType: 'note',
  itemId: note.id,
  itemName: note.name,
  downloadedAt: '2026-11-20T09:40:00.000Z',
  amountPaise: 12_900,
  downloadUrl: `/api/notes/${note.id}/download`,
};

type Api = (url: string, init: RequestInit) => Response;

/** The API as the pages below need it; the quizzes' stand-in for the rest. */
function siteApi(quizzes: Api = quizApi()): Api {
  const answers: Record<string, () => unknown> = {
    '/api/site': () => ({
      supportEmail: 'support@studyhub.example',
      governingLawLocation: 'Bengaluru',
      sendsEmail: true,
    }),
    [`/api/notes/${note.id}`]: () => ({
      note: {
        ...note,
        coveredTopics: [{ topic: 'OOP', description: 'Classes' }],
        previewLink: null,
      },
    }),
    [`/api/projects/${project.id}`]: () => ({ project: { ...project, previewLink: null } }),
    [`/api/blogs/${blog.id}`]: () => ({
      blog: {
        ...blog,
        mainHeading: blog.title,
        sections: [{ subheading: 'Day one', paragraphs: ['Sleep.'] }],
      },
    }),
    '/api/blogs': () => ({ blogs: [blog] }),
    '/api/courses': () => ({ courses: [] }),
    '/api/tools': () => ({ tools: [{ id: 'ide', name: 'An IDE', about: 'Code', link: null }] }),
    [`/api/certificates/${issuedCertificate.id}`]: () => ({ certificate: issuedCertificate }),
    '/api/user/certificates': () => ({ certificates: [issuedCertificate] }),
    '/api/user/purchases': () => ({ purchases: [purchase] }),
    '/api/user/downloads': () => ({ downloads: [download] }),
  };
  return (url, init) => {
    const path = pathOf(url) ?? url;
    if (url === '/api/testimonials') return testimonialsAnswer();
    if (path === '/api/notes') return listAnswer(url, 'notes', [note]);
    if (path === '/api/projects') return listAnswer(url, 'projects', [project]);
    if (path === '/api/question-papers') return listAnswer(url, 'papers', [paper]);
    if (/^\/api\/(notes|projects)\/[^/]+\/(access|purchase)/.test(path)) {
      return jsonResponse(200, { success: true, hasAccess: true, hasPurchased: true });
    }
    const answer = answers[path];
    return answer
      ? jsonResponse(200, { success: true, ...(answer() as object) })
      : quizzes(url, init);
  };
}

const signedIn: PageSession = { user: student, cookie: 'studyhub_session=test-session' };

/**
 * The page at `path` as the server draws it, taken over in the document as start.tsx does, with
 * the same data; then every pair of neighbouring text nodes in it, which the server's HTML never
 * has.
 */
async function adjacentTextsOnceTakenOver(path: string, api: Api, session?: PageSession) {
  setUpRenderer({
    answer: async (apiPath) => {
      const answer = api(apiPath, {});
      return { status: answer.status, body: await answer.text() };
    },
    testPayments: false,
  });
  const page = await renderPage(path, session).finally(() =>
    setServerTransport((apiPath, init) => fetch(apiPath, init)),
  );
  stubFetch(api);
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = page.html;
  document.body.append(root);
  onTestFinished(() => root.remove());

  hydration.active = true;
  const queryClient = createQueryClient();
  hydrate(queryClient, JSON.parse(page.data) as DehydratedState);
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    hydrationData: { loaderData: {} },
  });
  let app: ReturnType<typeof hydrateRoot> | undefined;
  await act(async () => {
    app = hydrateRoot(root, <AppProviders router={router} queryClient={queryClient} />);
  });
  // Once drawn, the pieces are waiting for their turns; this waits for the last.
  await new Promise<void>((resolve) => whenTakenOver(resolve));
  // (Outside act(), which would hold the pieces' renders back until it ends.) Then their effects.
  await act(() => nextTask());
  onTestFinished(() => act(() => app?.unmount()));

  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    if (text.previousSibling?.nodeType === Node.TEXT_NODE) {
      const parent = text.parentElement;
      found.push(
        `<${parent?.localName}>: ${JSON.stringify(text.previousSibling.textContent)} + ${JSON.stringify(text.textContent)}`,
      );
    }
  }
  return found;
}

afterEach(() => {
  hydration.active = false;
  localStorage.clear();
  sessionStorage.clear();
});

describe('a page taken over in the browser', () => {
  const visitorPages = [
    '/',
    '/notes',
    `/notes/${note.id}`,
    '/projects',
    `/projects/${project.id}`,
    '/question-paper',
    '/blogs',
    `/blog/${blog.id}`,
    '/courses',
    '/tools',
    '/testimonials',
    '/about',
    '/contact',
    '/privacy-policy',
    '/terms-and-condition',
    '/return-policy',
    '/support-us',
    '/login',
    '/forgot-password',
    '/reset-password',
    '/java-verify',
    '/all-certificates',
    `/certificates/${issuedCertificate.id}`,
    '/no-such-page',
  ];
  for (const path of visitorPages) {
    it(`${path} keeps one text node for each of the server's`, async () => {
      expect(await adjacentTextsOnceTakenOver(path, siteApi())).toEqual([]);
    });
  }

  const studentPages: [string, Api][] = [
    ['/user', siteApi()],
    ['/dashboard', siteApi()],
    ['/contact', siteApi()],
    ['/return-policy', siteApi()],
    ['/js_certificate', siteApi()],
    ['/java-verify', siteApi()],
    ['/java-verify?attempt=attempt-1', siteApi()],
    [
      '/java-verify?attempt=attempt-1',
      siteApi(
        quizApi({
          get: () => attemptOf({ status: 'submitted', remainingSeconds: 0, result: resultOf() }),
        }),
      ),
    ],
    [
      '/java-verify?attempt=attempt-1',
      siteApi(
        quizApi({
          get: () =>
            attemptOf({ status: 'submitted', remainingSeconds: 0, result: passedWithMistake }),
        }),
      ),
    ],
  ];
  for (const [index, [path, api]] of studentPages.entries()) {
    it(`${path} (signed in, ${index + 1}) keeps one text node for each of the server's`, async () => {
      expect(await adjacentTextsOnceTakenOver(path, api, signedIn)).toEqual([]);
    });
  }
});
