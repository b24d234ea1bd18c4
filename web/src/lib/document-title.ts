import { useEffect } from 'react';

const defaultDescription =
  'Handwritten notes, project source code, question papers, courses, AI tools, blogs and quizzes with verifiable certificates for students in India.';

/**
 * Sets the tab title to '<Screen> | StudyHub' and the page's meta description while the screen
 * is shown. Item pages pass the item's own summary.
 */
export function useDocumentTitle(screen: string, description: string = defaultDescription) {
  useEffect(() => {
    document.title = `${screen} | StudyHub`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content =
      description.length > 160 ? `${description.slice(0, 157).trimEnd()}...` : description;
  }, [screen, description]);
}
