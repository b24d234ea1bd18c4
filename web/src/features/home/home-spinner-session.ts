/** sessionStorage: the home spinner has been shown in this tab session (decision 36). */
const shownKey = 'homeSpinnerShown';

/** On <html>, hides the home spinner the server drew into the page (index.css). */
export const homeSpinnerShownClass = 'home-spinner-shown';

/**
 * Run as the page's entry starts: the first load of the home page in a tab session shows the
 * spinner the server drew; a later one hides it, before it is painted if the entry comes in time.
 */
export function showHomeSpinnerOncePerSession() {
  if (!document.querySelector('.home-spinner')) return;
  try {
    if (sessionStorage.getItem(shownKey)) {
      document.documentElement.classList.add(homeSpinnerShownClass);
    } else {
      sessionStorage.setItem(shownKey, 'true');
    }
  } catch {
    // Storage refused (a private window may): it shows each time, for 1.5 s at most.
  }
}
