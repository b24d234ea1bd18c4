import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
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

/** The slide a visitor sees ('2 of 5'): the others are hidden from the accessibility tree. */
async function shownSlide(carousel: Locator): Promise<string> {
  return (await carousel.getByRole('group').getAttribute('aria-label')) ?? '';
}

async function waitForSlide(carousel: Locator, expected: string, timeout = 7000) {
  const deadline = Date.now() + timeout;
  let shown = await shownSlide(carousel);
  while (shown !== expected) {
    if (Date.now() > deadline) assert.fail(`expected slide ${expected}, still ${shown}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    shown = await shownSlide(carousel);
  }
}

async function waitForChange(carousel: Locator, from: string, timeout = 7000) {
  const deadline = Date.now() + timeout;
  while ((await shownSlide(carousel)) === from) {
    if (Date.now() > deadline) assert.fail(`the slider stayed on ${from}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  assert.ok(overflow <= 0, `${page.url()} scrolls sideways by ${overflow}px`);
}

async function signInAsDemoStudent(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill('student@example.com');
  await page.getByLabel('Password').fill('student-demo-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/dashboard');
}

describe('the home page', () => {
  it('shows the page under the spinner, then both sliders advance on their own', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/');
      const heading = page.getByRole('heading', { level: 1, name: 'Welcome to StudyHub' });
      // The page is rendered under the spinner, which goes on its own (html-first-home.test.ts).
      await page.locator('h1', { hasText: 'Welcome to StudyHub' }).waitFor({ state: 'attached' });
      await page.getByText('Loading...').waitFor({ state: 'detached', timeout: 4000 });
      await heading.waitFor();
      await page.getByText('High Quality Product in Lowest Price').first().waitFor();
      await page.getByText('20+ thousand users').waitFor();

      const testimonials = page.getByRole('region', { name: 'Student testimonials' });
      const reviews = page.getByRole('region', { name: 'Reviews from learners' });
      const firstTestimonial = await shownSlide(testimonials);
      const firstReview = await shownSlide(reviews);
      assert.match(firstTestimonial, /^\d of 5$/);
      assert.match(firstReview, /^\d+ of 10$/);
      await waitForChange(testimonials, firstTestimonial);
      await waitForChange(reviews, firstReview);
    } finally {
      await context.close();
    }
  });

  it('moves the testimonials with previous, next and the dots, and the reviews with dots', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await page.goto('/');
      await page.getByText('Loading...').waitFor({ state: 'detached', timeout: 4000 });

      // Explore Items scrolls to the testimonials.
      await page.getByRole('button', { name: 'Explore Items' }).click();
      const testimonialsHeading = page.getByRole('heading', { name: 'What Our Students Say' });
      await page.waitForFunction(() => {
        const heading = Array.from(document.querySelectorAll('h2')).find(
          (h2) => h2.textContent === 'What Our Students Say',
        );
        const top = heading?.getBoundingClientRect().top ?? -1;
        return top >= 0 && top < window.innerHeight / 2;
      });
      assert.ok(await testimonialsHeading.evaluate((h2) => h2 === document.activeElement));

      const testimonials = page.getByRole('region', { name: 'Student testimonials' });
      // The pointer over the slider pauses it, so each press is the only thing that moves it.
      await testimonials.hover();
      const start = Number((await shownSlide(testimonials)).split(' ')[0]);
      const next = (start % 5) + 1;
      await testimonials.getByRole('button', { name: 'Next testimonial' }).click();
      await waitForSlide(testimonials, `${next} of 5`, 1000);
      await testimonials.getByRole('button', { name: 'Previous testimonial' }).click();
      await waitForSlide(testimonials, `${start} of 5`, 1000);
      await testimonials.getByRole('button', { name: 'Show testimonial 5 of 5' }).click();
      await waitForSlide(testimonials, '5 of 5', 1000);
      // Still paused while the pointer is there, well past the 4 seconds.
      await page.waitForTimeout(4500);
      assert.equal(await shownSlide(testimonials), '5 of 5');

      // Pointer and focus away: it goes on by itself, wrapping round to the first.
      await page.mouse.move(5, 5);
      await testimonialsHeading.click();
      await waitForSlide(testimonials, '1 of 5', 6000);

      const reviews = page.getByRole('region', { name: 'Reviews from learners' });
      await reviews.hover();
      await reviews.getByRole('button', { name: 'Show review 7 of 10' }).click();
      await waitForSlide(reviews, '7 of 10', 1000);
      // The keyboard moves it too.
      await page.keyboard.press('ArrowRight');
      await waitForSlide(reviews, '8 of 10', 1000);
    } finally {
      await context.close();
    }
  });

  it('leads on with its buttons and shortcut bar', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    try {
      await page.goto('/');
      await page.getByText('Loading...').waitFor({ state: 'detached', timeout: 4000 });
      await noSidewaysScroll(page);
      const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' }).getByRole('link');
      assert.deepEqual(await shortcuts.allTextContents(), [
        'Notes',
        'Projects',
        'Certificates',
        'PYQ Paper',
        'Blogs',
      ]);
      await page.getByRole('link', { name: 'Learn More' }).click();
      await page.waitForURL('**/about');
      await page.getByRole('heading', { level: 1, name: 'About Us' }).waitFor();
      await page.goBack();
      await page.getByRole('link', { name: 'Get Started' }).click();
      await page.waitForURL('**/login');
    } finally {
      await context.close();
    }
  });
});

describe('the information pages', () => {
  const pages: [path: string, h1: string, h2s: string[]][] = [
    ['/about', 'About Us', ['Our story', 'What we offer', 'Meet the Developer']],
    ['/privacy-policy', 'Privacy Policy', ['What we collect', 'Who we share it with']],
    [
      '/terms-and-condition',
      'Terms and Conditions',
      ['1. Acceptance of Terms', '5. Payments and Refunds', '11. Governing Law', '12. Contact'],
    ],
    ['/return-policy', 'Return Policy', ['When we refund', 'Request a refund']],
    ['/testimonials', 'Testimonials', ['Student stories', 'Community reviews']],
    ['/button-page', 'Quick Links', []],
    ['/contact', 'Contact Us', ['Log in to send us a message']],
  ];

  it('render their headings, titles and text at 360 px without sideways scrolling', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    try {
      for (const [path, h1, h2s] of pages) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: h1 }).waitFor();
        assert.equal(await page.getByRole('heading', { level: 1 }).count(), 1, path);
        for (const h2 of h2s) await page.getByRole('heading', { level: 2, name: h2 }).waitFor();
        await noSidewaysScroll(page);
        assert.match(await page.title(), / \| StudyHub$/);
      }
      // The configured place of jurisdiction, not a placeholder.
      await page.goto('/terms-and-condition');
      await page.getByText('Bengaluru, Karnataka, India').waitFor();
    } finally {
      await context.close();
    }
  });

  it('are served with their own title and description before any script runs', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      const html = await (await page.request.get('/privacy-policy')).text();
      assert.match(html, /<title>Privacy Policy \| StudyHub<\/title>/);
      assert.match(html, /<meta property="og:url" content="[^"]+\/privacy-policy" \/>/);
      const sitemap = await (await page.request.get('/sitemap.xml')).text();
      assert.match(sitemap, /<loc>[^<]+\/notes\/[a-z0-9-]+<\/loc>/);
      assert.match(sitemap, /<loc>[^<]+\/terms-and-condition<\/loc>/);
    } finally {
      await context.close();
    }
  });
});

describe('contact and refunds', () => {
  it('sends the contact form as the demo student and lands on /dashboard', async () => {
    const { context, page } = await newPage(browser, site);
    try {
      await signInAsDemoStudent(page);
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Send us a message' });
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await form.waitFor();
      assert.equal(
        await form.getByLabel('Email', { exact: true }).inputValue(),
        'student@example.com',
      );

      // Empty required fields are named, and nothing is sent.
      await form.getByLabel('Name', { exact: true }).fill('');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Please enter your name.').waitFor();
      await page.getByText('Please enter a subject.').waitFor();
      await page.getByText('Please enter your message.').waitFor();

      await form.getByLabel('Name', { exact: true }).fill('Asha Verma');
      await form.getByLabel('Subject', { exact: true }).fill('Certificate name spelling');
      await form
        .getByLabel('Message', { exact: true })
        .fill('My JavaScript certificate shows my surname misspelt. Can it be corrected?');
      await page.getByRole('button', { name: 'Send Message' }).click();

      await page.getByRole('heading', { name: 'Thank you for contacting us!' }).waitFor();
      await page.getByText('Our team will reply within 24-48 hours.').waitFor();
      await page.waitForURL('**/dashboard', { timeout: 8000 });
      // Said in the page (decision 23), and still said on the dashboard it led to.
      const said = page.getByRole('region', { name: 'Notification' }).getByText(/^Your request/);
      const requestId =
        /^Your request has been submitted successfully! Request ID: (CR-[0-9A-Z]{8})$/.exec(
          (await said.textContent()) ?? '',
        )?.[1];
      assert.ok(requestId, `unexpected message: ${await said.textContent()}`);
      assert.deepEqual(dialogs, [], 'no browser dialog opens');

      // The team can read it.
      // An API client of its own (the page's context carries the student's session cookie).
      const login = await fetch(`${site.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@example.com', password: 'admin-demo-2026' }),
      });
      const { token } = (await login.json()) as { token: string };
      const stored = await fetch(`${site.url}/api/admin/contact-requests/${requestId}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      assert.equal(stored.status, 200);
      const { request } = (await stored.json()) as { request: { subject: string } };
      assert.equal(request.subject, 'Certificate name spelling');
    } finally {
      await context.close();
    }
  });

  it('takes a refund request and shows the thank-you at 360 px', async () => {
    const { context, page } = await newPage(browser, site, { width: 360, height: 740 });
    try {
      await page.goto('/return-policy');
      const form = page.getByRole('form', { name: 'Request a refund' });
      await form.getByLabel('Name', { exact: true }).fill('Rohit Sharma');
      await form.getByLabel('Email', { exact: true }).fill('rohit.sharma@example.com');
      await form.getByLabel('Transaction ID', { exact: true }).fill('pay_N3x9Qk2LmP7aZt');
      await form
        .getByLabel('Product', { exact: true })
        .fill('Data Structures Complete Handwritten Notes');
      await form.getByRole('button', { name: 'Submit Request' }).click();
      await page
        .getByText(
          'Thank you! Your refund request has been received and will be processed within 7 days.',
        )
        .waitFor();
      await page.getByText(/^RF-[0-9A-Z]{8}$/).waitFor();
      assert.equal(await form.count(), 0);
      await noSidewaysScroll(page);
    } finally {
      await context.close();
    }
  });
});
