import type { Course } from '@studyhub/contract/catalog';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, storeSession, stubFetch, student } from '../testing/fixtures';
import { renderApp } from '../testing/render-app';

const mern: Course = {
  id: 'full-stack-web-development-bootcamp',
  name: 'Full Stack Web Development Bootcamp (MERN)',
  image: '/media/images/course-mern-800.webp',
  imageSmall: '/media/images/course-mern-400.webp',
  imageLinkPreview: '/media/images/course-mern-og.png',
  about: 'Build and deploy three complete web applications.',
  courseType: 'Web Development',
  instructor: 'Ananya Sharma',
  certification: 'Certificate of completion',
  link: 'https://example.com/courses/full-stack-web-development',
};
const android: Course = {
  id: 'android-app-development-kotlin',
  name: 'Android App Development with Kotlin',
  image: '/media/images/course-android-800.webp',
  imageSmall: '/media/images/course-android-400.webp',
  imageLinkPreview: '/media/images/course-android-og.png',
  about: 'Create modern Android apps with Kotlin.',
  courseType: 'Mobile Development',
  instructor: 'Neha Kulkarni',
  certification: 'Certificate of completion',
  link: null,
};

function serve(courses: () => Response) {
  return stubFetch((url) => {
    if (url === '/api/courses') return courses();
    if (url === '/api/auth/login') {
      return jsonResponse(200, {
        success: true,
        message: 'Login successful',
        user: student,
        token: 't',
      });
    }
    return jsonResponse(200, { success: true, user: student });
  });
}

const listed = () => jsonResponse(200, { success: true, courses: [mern, android] });

function card(name: string) {
  return screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
}

describe('/courses', () => {
  it('shows each course with its details; a signed-in user gets the link in a new tab', async () => {
    storeSession();
    serve(listed);
    renderApp('/courses');

    expect(await screen.findByRole('heading', { level: 2, name: mern.name })).toBeInTheDocument();
    const withLink = card(mern.name);
    expect(within(withLink).getByText('Web Development')).toBeInTheDocument();
    expect(within(withLink).getByText(mern.about)).toBeInTheDocument();
    expect(within(withLink).getByText('Ananya Sharma')).toBeInTheDocument();
    expect(within(withLink).getByText('Certificate of completion')).toBeInTheDocument();
    const enroll = within(withLink).getByRole('link', { name: /^Enroll Now/ });
    expect(enroll).toHaveAttribute('href', mern.link);
    expect(enroll).toHaveAttribute('target', '_blank');
    expect(enroll).toHaveAttribute('rel', 'noopener noreferrer');

    const withoutLink = card(android.name);
    const comingSoon = within(withoutLink).getByRole('button', { name: 'Coming Soon' });
    expect(comingSoon).toBeDisabled();
    expect(comingSoon).toHaveAccessibleDescription('Course enrollment link not available');
    expect(within(withoutLink).queryByRole('link', { name: /Enroll Now/ })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login and back to /courses after signing in', async () => {
    serve(listed);
    const { user, router } = renderApp('/courses');
    const enroll = await screen.findByRole('link', { name: /^Enroll Now/ });
    expect(enroll).not.toHaveAttribute('target');

    await user.click(enroll);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome Back' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('Email'), 'student@example.com');
    await user.type(screen.getByLabelText('Password'), 'student-demo-2026');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Available Courses' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/courses');
    expect(await screen.findByRole('link', { name: /^Enroll Now/ })).toHaveAttribute(
      'href',
      mern.link,
    );
  });

  it('shows the server’s message when the courses cannot be loaded, and tries again', async () => {
    let fail = true;
    serve(() =>
      fail
        ? jsonResponse(429, {
            success: false,
            message: 'Too many requests. Please wait a minute.',
            code: 'RATE_LIMITED',
          })
        : listed(),
    );
    const { user } = renderApp('/courses');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the courses.');
    expect(alert).toHaveTextContent('Too many requests. Please wait a minute.');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: mern.name })).toBeInTheDocument();
  });
});
