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

/**
 * The sandbox provider's test cards (PAYMENT_PROVIDER=sandbox). Kept here, free of
 * zod, because the test-payments banner in every page's first load names one (decision 0036).
 */
export const sandboxCards = {
  success: '4111 1111 1111 1111',
  failure: '4000 0000 0000 0002',
} as const;

/** The two lists an operator edits on /admin/testimonials (issue 10); zod-free for the router. */
export const testimonialKinds = ['testimonials', 'reviews'] as const;

/** Who a user is on the site; zod-free so the browser's first load can check a stored user. */
export const roles = ['student', 'admin'] as const;

/** Spec section 9: the home page's sliders hold the first 5 testimonials and 10 reviews. */
export const homeSliderSizes = { testimonials: 5, reviews: 10 } as const satisfies Record<
  (typeof testimonialKinds)[number],
  number
>;

/** Items per page of a catalog list. */
export const catalogPageSize = 24;
/** The most a client may ask for in one page (the notes sidebar asks for every name). */
export const maxCatalogPageSize = 100;
/** The longest search the server reads. */
export const maxSearchLength = 100;
/** A note's semester, in the four-year B.Tech and five-year integrated courses. */
export const maxSemester = 10;

export const priceFilters = ['free', 'paid'] as const;

/** The spec's not-found messages. */
export const notFoundMessages = {
  note: 'Note not found',
  project: 'Project not found',
  blog: 'Blog not found',
  paper: 'Question paper not found',
} as const;

/** Donations are whole rupees from ₹1 to ₹5,00,000 (decision 2). */
export const donationLimits = { minRupees: 1, maxRupees: 500_000 } as const;
export const donationPresets = [100, 500, 1000] as const;
export const donationDefaultCustom = 100;

/** Where a student's receipt of an order is downloaded (decision 24). */
export const receiptUrl = (orderId: string) =>
  `/api/user/receipts/${encodeURIComponent(orderId)}.pdf`;

export const paymentMessages = {
  notePaid: 'Payment successful! You can now download the note.',
  projectPaid: 'Payment successful! You can now download the source code.',
  failed: 'Payment failed. Please try again.',
  verifyFailed: 'Payment verification failed. Please contact support.',
  initFailed: 'Payment initialization failed',
  donationThanks:
    'Thank you for your generous donation! Your support helps us keep learning free for everyone.',
  donationInitFailed: 'Payment initiation failed. Please try again.',
  donationDescription: 'Donation to support our platform',
  /** Verify's answer when the item was already bought through another order. */
  paidTwice: 'You had already bought this, so this payment will be refunded.',
  /** How My Purchases marks such an order. */
  paidTwiceLabel: 'Paid twice — this payment will be refunded',
} as const;

/** Card images are stored at these widths as WebP, plus one PNG for link previews. */
export const cardImageSizes = {
  large: 800,
  small: 400,
  linkPreview: { width: 1200, height: 630 },
} as const;

/** The kinds of catalog content an operator manages at /admin/{kind}. */
export const catalogKinds = [
  'notes',
  'projects',
  'courses',
  'tools',
  'question-papers',
  'blogs',
] as const;
export type CatalogKind = (typeof catalogKinds)[number];
