import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { after, before, describe, it } from 'node:test';
import type { BlogDetail, Course, QuestionPaper } from '@studyhub/contract/catalog';
import type { APIResponse, Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, type Site, startSite } from '../support/site.ts';

let site: Site;
let browser: Browser;

before(async () => {
  site = await startSite();
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
  await site?.stop();
});

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`);
  assert.equal(response.status, 200, `${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function signIn(page: Page) {
  await page.getByLabel('Email').fill('student@example.com');
  await page.getByLabel('Password').fill('student-demo-2026');
  await page.getByRole('button', { name: 'Login' }).click();
}

async function assertNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
}

describe('courses', () => {
  it('sends a signed-out visitor to /login, then opens the course in a new tab once signed in', async () => {
    const { courses } = await api<{ courses: Course[] }>('/api/courses');
    const course = courses.find((item) => item.link);
    assert.ok(course?.link, 'the demo catalog has a course with a link');
    const { context, page } = await newPage(browser, site);
    // The demo links point at example.com, which this machine cannot reach: answer for it.
    await context.route(
      (url) => url.hostname.endsWith('example.com') || url.hostname.endsWith('example.org'),
      (route) => route.fulfill({ contentType: 'text/html', body: '<title>Course</title>' }),
    );
    try {
      await page.goto('/courses');
      await page.getByRole('heading', { level: 1, name: 'Available Courses' }).waitFor();
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 2, name: course.name, exact: true }),
      });
      await card.getByRole('link', { name: /^Enroll Now/ }).click();
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();

      await signIn(page);
      await page.waitForURL('**/courses');
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        card.getByRole('link', { name: /^Enroll Now/ }).click(),
      ]);
      await popup.waitForURL(course.link);
      assert.equal(popup.url(), course.link);
      // The course page opens in its own tab; StudyHub stays where it was.
      assert.equal(page.url(), `${site.url}/courses`);
    } finally {
      await context.close();
    }
  });

  it("shows 'Coming Soon', disabled, for a course without a link", async () => {
    const { courses } = await api<{ courses: Course[] }>('/api/courses');
    const course = courses.find((item) => !item.link);
    assert.ok(course, 'the demo catalog has a course without a link');
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/courses');
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { level: 2, name: course.name, exact: true }),
      });
      assert.equal(await card.getByRole('button', { name: 'Coming Soon' }).isDisabled(), true);
    } finally {
      await context.close();
    }
  });
});

describe('question papers', () => {
  it('filters the papers by year', async () => {
    const { papers } = await api<{ papers: QuestionPaper[] }>('/api/question-papers');
    const year = papers.at(-1)?.date;
    assert.ok(year);
    const expected = papers.filter((paper) => paper.date.includes(year)).map((paper) => paper.name);
    assert.ok(expected.length < papers.length, 'the chosen year leaves some papers out');

    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/question-paper');
      const list = page.getByRole('main').getByRole('list');
      const names = list.getByRole('heading', { level: 2 });
      await names.first().waitFor();
      assert.equal(await names.count(), papers.length);

      await page.getByLabel('Year').fill(year);
      await page.getByText(`${expected.length} of ${papers.length} question papers`).waitFor();
      assert.deepEqual(await names.allTextContents(), expected);

      await page.getByLabel('Year').fill('1999');
      await page.getByText('No question papers match your search.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('lets a signed-in student download a paper as a real PDF', async () => {
    const { papers } = await api<{ papers: QuestionPaper[] }>('/api/question-papers');
    const paper = papers.find((item) => item.isFree);
    assert.ok(paper);
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/login');
      await signIn(page);
      await page.waitForURL('**/dashboard');
      await page.goto('/question-paper');
      const card = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { level: 2, name: paper.name, exact: true }) })
        .filter({ hasText: paper.date })
        .first();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        card.getByRole('link', { name: /^Download:/ }).click(),
      ]);
      assert.match(download.suggestedFilename(), /\.pdf$/);
      const saved = await readFile(await download.path());
      assert.equal(saved.subarray(0, 4).toString('latin1'), '%PDF');
    } finally {
      await context.close();
    }
  });
});

describe('blogs', () => {
  it('opens a blog from /blogs and shows its sections', async () => {
    const { blogs } = await api<{ blogs: { id: string; title: string }[] }>('/api/blogs');
    const first = blogs[0];
    assert.ok(first);
    const { blog } = await api<{ blog: BlogDetail }>(`/api/blogs/${first.id}`);

    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/blogs');
      await page
        .getByRole('heading', { level: 1, name: 'Explore Industry Insights & Expert Blogs' })
        .waitFor();
      await page.getByRole('link', { name: `Read More: ${blog.title}` }).click();
      await page.waitForURL(`**/blog/${blog.id}`);
      await page.getByRole('heading', { level: 1, name: blog.title }).waitFor();
      const subheadings = page.getByRole('main').getByRole('heading', { level: 2 });
      assert.deepEqual(
        await subheadings.allTextContents(),
        blog.sections.map((section) => section.subheading),
      );
      const firstParagraph = blog.sections[0]?.paragraphs[0];
      assert.ok(firstParagraph);
      await page.getByText(firstParagraph).waitFor();
      assert.equal(await page.title(), `${blog.title} | StudyHub`);
    } finally {
      await context.close();
    }
  });

  it("says 'Blog not found' for a blog that does not exist, with the way back to /blogs", async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/blog/no-such-blog');
      await page.getByRole('heading', { level: 1, name: 'Blog not found' }).waitFor();
      await page.getByRole('link', { name: 'Back to Blogs' }).click();
      await page.waitForURL('**/blogs');
      await page
        .getByRole('heading', { level: 1, name: 'Explore Industry Insights & Expert Blogs' })
        .waitFor();
    } finally {
      await context.close();
    }
  });
});

describe('my downloads', () => {
  it('lists a paper downloaded twice once, reached from the avatar menu, and downloads it again', async () => {
    const { papers } = await api<{ papers: QuestionPaper[] }>('/api/question-papers');
    const paper = papers.filter((item) => item.isFree).at(-1);
    assert.ok(paper);
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/login');
      await signIn(page);
      await page.waitForURL('**/dashboard');
      // After signing in, focus is on the new screen's heading.
      await page.waitForFunction(() => document.activeElement?.textContent === 'My Profile');

      // The session lives in an httpOnly cookie (decision 44): read from the browser's cookie jar.
      const token = (await context.cookies(site.url)).find(
        (cookie) => cookie.name === 'studyhub_session',
      )?.value;
      assert.ok(token, 'the student holds a session cookie');
      for (let time = 0; time < 2; time += 1) {
        const downloaded: APIResponse = await page.request.get(
          `/api/question-papers/${paper.id}/download`,
          {
            headers: { authorization: `Bearer ${token}` },
          },
        );
        assert.equal(downloaded.status(), 200);
      }

      await page.getByLabel(/^Account menu for/).click();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'My Activity' })
        .click();
      await page.waitForURL('**/user');
      const panel = page.getByRole('tabpanel', { name: 'My Downloads' });
      // The downloads list names a paper with its year.
      const itemName = `${paper.name} (${paper.date})`;
      const cards = panel.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: itemName, exact: true }),
      });
      await cards.first().waitFor();
      assert.equal(await cards.count(), 1);
      await cards.getByText('Last downloaded').waitFor();

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        cards.getByRole('link', { name: `Download: ${itemName}` }).click(),
      ]);
      const saved = await readFile(await download.path());
      assert.equal(saved.subarray(0, 4).toString('latin1'), '%PDF');
    } finally {
      await context.close();
    }
  });
});

describe('at 360 px wide', () => {
  it('reaches Courses and Tools from the mobile menu, which Escape closes', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    try {
      await page.goto('/about');
      // A <summary> (the menu opens without the script too): Chromium's disclosure button.
      const menuButton = page.getByLabel('Main menu');
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [name, heading] of [
        ['Courses', 'Available Courses'],
        ['Tools', 'Tools for your features'],
      ] as const) {
        await menuButton.click();
        const explore = nav.locator('details details');
        // The menu remembers an Explore opened before.
        if (!(await explore.evaluate((details: HTMLDetailsElement) => details.open))) {
          await explore.locator('summary').click();
        }
        await nav.getByRole('link', { name, exact: true }).click();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      }

      await menuButton.click();
      const home = nav.getByRole('link', { name: 'Home' });
      await home.waitFor();
      await page.keyboard.press('Escape');
      await home.waitFor({ state: 'hidden' });
      assert.equal(
        await page.evaluate(() => document.activeElement?.getAttribute('aria-label')),
        'Main menu',
      );
    } finally {
      await context.close();
    }
  });

  it('shows courses, tools, papers and blogs without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    try {
      for (const [path, heading] of [
        ['/courses', 'Available Courses'],
        ['/tools', 'Tools for your features'],
        ['/question-paper', 'Question Papers'],
        ['/blogs', 'Explore Industry Insights & Expert Blogs'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.getByRole('main').getByRole('listitem').first().waitFor();
        await assertNoSidewaysScroll(page);
      }
      await page
        .getByRole('link', { name: /^Read More/ })
        .first()
        .click();
      await page.getByRole('main').getByRole('heading', { level: 2 }).first().waitFor();
      await assertNoSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });
});
