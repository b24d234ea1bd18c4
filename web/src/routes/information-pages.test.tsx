import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  seededTestimonials,
  testimonialsAnswer,
} from '../features/testimonials/testimonials-fixtures';
import { jsonResponse, stubFetch } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

function serve(site: () => Response) {
  stubFetch((url) => {
    if (url === '/api/site') return site();
    if (url === '/api/testimonials') return testimonialsAnswer();
    return jsonResponse(200, { success: true });
  });
}

const siteInfo = () =>
  jsonResponse(200, {
    success: true,
    supportEmail: 'help@studyhub.example',
    governingLawLocation: 'Pune, Maharashtra, India',
    sendsEmail: true,
  });

/** The screen's own h2s, without the footer's. */
const h2s = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/terms-and-condition', () => {
  it('has the 12 numbered sections of the spec, in order', async () => {
    serve(siteInfo);
    renderApp('/terms-and-condition');
    await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' });
    expect(h2s()).toEqual([
      '1. Acceptance of Terms',
      '2. Changes to These Terms',
      '3. Use of Study Materials',
      '4. User Accounts',
      '5. Payments and Refunds',
      '6. Intellectual Property',
      '7. Prohibited Activities',
      '8. Data Security Disclaimer',
      '9. Disclaimer of Warranties',
      '10. Limitation of Liability',
      '11. Governing Law',
      '12. Contact',
    ]);
    expect(screen.getByText('personal and educational use only')).toBeInTheDocument();
    expect(screen.getByText('all purchases are final')).toBeInTheDocument();
  });

  it('names the configured place of jurisdiction, never a placeholder', async () => {
    serve(siteInfo);
    renderApp('/terms-and-condition');
    const section = (
      await screen.findByRole('heading', { level: 2, name: '11. Governing Law' })
    ).closest('section') as HTMLElement;
    expect(await within(section).findByText('Pune, Maharashtra, India')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\[.*(city|location|placeholder).*\]/i);
  });

  it('says so when the place cannot be loaded', async () => {
    serve(() => jsonResponse(500, { success: false, code: 'INTERNAL_ERROR', message: 'Oops' }));
    renderApp('/terms-and-condition');
    const section = (
      await screen.findByRole('heading', { level: 2, name: '11. Governing Law' })
    ).closest('section') as HTMLElement;
    expect(await within(section).findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'please reload the page',
    );
  });
});

describe('the other information pages', () => {
  it('/about tells the story and has the developer section', async () => {
    serve(siteInfo);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: 'About Us' });
    expect(h2s()).toEqual(['Our story', 'What we offer', 'Our promise', 'Meet the Developer']);
    await waitFor(() => expect(document.title).toBe('About Us | StudyHub'));
  });

  it('/privacy-policy covers what is collected, why, sharing, rights and contact', async () => {
    serve(siteInfo);
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(h2s()).toEqual([
      'Who we are',
      'What we collect',
      'Why we use it',
      'Who we share it with',
      'How long we keep it',
      'Your rights',
      'Children',
      'How we protect it',
      'Changes to this policy',
      'Contact and grievance officer',
    ]);
    expect(screen.getAllByText(/Razorpay/).length).toBeGreaterThan(0);
    expect(
      (await screen.findAllByRole('link', { name: 'help@studyhub.example' }))[0],
    ).toHaveAttribute('href', 'mailto:help@studyhub.example');
  });

  it('/privacy-policy sends students to Account Settings to download or delete their data', async () => {
    serve(siteInfo);
    renderApp('/privacy-policy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(screen.getByRole('link', { name: 'Account Settings' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('/testimonials lists all 5 testimonials and 10 reviews the API serves', async () => {
    serve(siteInfo);
    renderApp('/testimonials');
    await screen.findByRole('heading', { level: 1, name: 'Testimonials' });
    const stories = screen
      .getByRole('heading', { level: 2, name: 'Student stories' })
      .closest('section') as HTMLElement;
    expect(
      await within(stories).findByText(seededTestimonials.testimonials[0]?.quote ?? ''),
    ).toBeInTheDocument();
    expect(within(stories).getAllByRole('listitem')).toHaveLength(5);
    const reviews = screen
      .getByRole('heading', { level: 2, name: 'Community reviews' })
      .closest('section') as HTMLElement;
    expect(within(reviews).getAllByRole('listitem')).toHaveLength(10);
  });

  it('/button-page has the same five shortcut buttons as the home page', async () => {
    serve(siteInfo);
    renderApp('/button-page');
    await screen.findByRole('heading', { level: 1, name: 'Quick Links' });
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole(
      'link',
    );
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/notes',
      '/projects',
      '/all-certificates',
      '/question-paper',
      '/blogs',
    ]);
    expect(links[3]).toHaveTextContent('PYQ Paper');
  });
});
