import { useEffect } from 'react';

/** Sets the tab title to '<Screen> | StudyHub' while the screen is shown. */
export function useDocumentTitle(screen: string) {
  useEffect(() => {
    document.title = `${screen} | StudyHub`;
  }, [screen]);
}
