import type { Course, Tool } from '@studyhub/contract/catalog';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CourseCard } from '../../features/courses/components/course-card';
import { ToolCard } from '../../features/tools/components/tool-card';
import { ComingSoon } from './coming-soon';

const course: Course = {
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
const tool: Tool = {
  id: 'viva-prep-assistant',
  name: 'Viva Prep Assistant',
  about: 'Will generate likely viva questions.',
  link: null,
};

describe('ComingSoon', () => {
  it('is a disabled Coming Soon button described by why', () => {
    render(<ComingSoon reason="Tool is currently under development" />);
    const button = screen.getByRole('button', { name: 'Coming Soon' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Tool is currently under development');
  });

  it.each([true, false])(
    'shows a course and a tool without a link the same way (signed in: %s)',
    (signedIn) => {
      render(
        <MemoryRouter>
          <section aria-label="Course">
            <CourseCard course={course} signedIn={signedIn} />
          </section>
          <section aria-label="Tool">
            <ToolCard tool={tool} signedIn={signedIn} />
          </section>
        </MemoryRouter>,
      );
      const courseItem = screen.getByRole('region', { name: 'Course' });
      const toolItem = screen.getByRole('region', { name: 'Tool' });
      const courseButton = within(courseItem).getByRole('button', { name: 'Coming Soon' });
      const toolButton = within(toolItem).getByRole('button', { name: 'Coming Soon' });
      for (const [button, reason] of [
        [courseButton, 'Course enrollment link not available'],
        [toolButton, 'Tool is currently under development'],
      ] as const) {
        expect(button).toBeDisabled();
        expect(button).toHaveAccessibleDescription(reason);
      }
      // The same control drawn the same way, and nothing to follow in either card.
      expect(toolButton.className).toBe(courseButton.className);
      expect(within(courseItem).queryByRole('link')).not.toBeInTheDocument();
      expect(within(toolItem).queryByRole('link')).not.toBeInTheDocument();
    },
  );
});
