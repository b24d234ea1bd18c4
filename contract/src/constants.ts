/** Business constants shared by the server and the web (spec section 9, product decisions). */

export const passwordRules = { minLength: 8, maxLength: 128 } as const;

export const sessionLifetime = {
  rememberMeDays: 30,
  defaultDays: 1,
} as const;

export const storageKeys = {
  token: 'token',
  user: 'user',
  rememberMe: 'rememberMe',
} as const;

export const timings = {
  homeSpinnerMs: 1500,
  testimonialSlideMs: 4000,
  reviewSlideMs: 5000,
  downloadHistoryPollMs: 300_000,
  certificateChooserDelayMs: 700,
} as const;

export const currency = { code: 'INR', symbol: '₹' } as const;
