import { afterEach, describe, expect, it, vi } from 'vitest';
import { homeSpinnerShownClass, showHomeSpinnerOncePerSession } from './home-spinner-session';

function loadPage(withSpinner: boolean) {
  document.body.innerHTML = withSpinner
    ? '<div class="home-spinner"><p role="status">Loading...</p></div><h1>Welcome</h1>'
    : '<h1>Notes</h1>';
  document.documentElement.classList.remove(homeSpinnerShownClass);
  showHomeSpinnerOncePerSession();
  return document.documentElement.classList.contains(homeSpinnerShownClass) ? 'hidden' : 'shown';
}

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.classList.remove(homeSpinnerShownClass);
  document.body.innerHTML = '';
});

describe('the home spinner, once per tab session', () => {
  it('is shown on the first load of Home, and hidden on the later ones', () => {
    expect(loadPage(true)).toBe('shown');
    expect(loadPage(true)).toBe('hidden');
    expect(loadPage(true)).toBe('hidden');
  });

  it('counts only a load that had it: a session that starts elsewhere still shows it', () => {
    expect(loadPage(false)).toBe('shown');
    expect(sessionStorage.length).toBe(0);
    expect(loadPage(true)).toBe('shown');
    expect(loadPage(true)).toBe('hidden');
  });

  it('shows it each time where the browser refuses storage', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    expect(loadPage(true)).toBe('shown');
    expect(loadPage(true)).toBe('shown');
  });
});
