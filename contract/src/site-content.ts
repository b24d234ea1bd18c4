// Zod-free, so a page that shows these texts does not load zod in the browser (decision 0036).

/** What the site says about itself, in one place for the web's pages and the server's HTML. */
export const site = {
  name: 'StudyHub',
  tagline: 'High Quality Product in Lowest Price',
  /** The spec's claim on the home page (section 1). */
  usersClaim: '20+ thousand users',
  locale: 'en_IN',
  supportReplyTime: '24-48 hours',
  office: {
    company: 'StudyHub Learning Pvt. Ltd.',
    lines: [
      '3rd Floor, 42 Residency Road',
      'Shanthala Nagar, Bengaluru',
      'Karnataka 560025, India',
    ],
  },
  /** The date the privacy policy, terms and return policy were last revised. */
  legalUpdatedOn: '2026-11-01',
} as const;

/** Spec section 9: refund requests within 7 days of purchase, processed within 7 days. */
export const refundPolicy = { requestWithinDays: 7, processedWithinDays: 7 } as const;

/** How long /contact shows its thank-you text before it moves on to /dashboard. */
export const contactRedirectDelayMs = 3000;

/** The longest meta description search engines show; longer ones are cut with '...'. */
const descriptionMax = 160;

/** The same cut the web applies when it sets the description, so both sides agree. */
export function clampDescription(description: string): string {
  return description.length > descriptionMax
    ? `${description.slice(0, descriptionMax - 3).trimEnd()}...`
    : description;
}

/** The document title of a screen: '<screen> | StudyHub'. */
export const documentTitle = (screen: string) => `${screen} | ${site.name}`;

export interface SitePage {
  /** The route as the route table spells it. */
  path: string;
  /** The screen's name in the document title. */
  title: string;
  description: string;
  /** Listed in the sitemap and open to search engines; false adds noindex. */
  indexed: boolean;
}

/**
 * Every fixed route of the route table with its title and description. Item pages (notes,
 * projects, blogs) take theirs from the item; the server fills those in from the database.
 */
export const sitePages = {
  home: {
    path: '/',
    title: 'Home',
    description:
      'Handwritten notes, project source code, question papers, courses, AI tools, blogs and quizzes with verifiable certificates for students in India.',
    indexed: true,
  },
  notes: {
    path: '/notes',
    title: 'Notes',
    description:
      'Handwritten study notes for engineering and computer science students: free and paid PDFs with a preview of the first pages.',
    indexed: true,
  },
  projects: {
    path: '/projects',
    title: 'Projects',
    description:
      'Final-year and mini project source code with a README and setup steps: web apps, Android, machine learning and more, at student prices.',
    indexed: true,
  },
  courses: {
    path: '/courses',
    title: 'Courses',
    description:
      'Courses in web development, DSA, data science, machine learning and placement preparation, with their instructors and certificates.',
    indexed: true,
  },
  tools: {
    path: '/tools',
    title: 'Tools',
    description:
      'AI tools for students: resume builder, notes summariser, code explainer, quiz generator, study planner and more.',
    indexed: true,
  },
  questionPapers: {
    path: '/question-paper',
    title: 'Question Papers',
    description:
      'Previous year university question papers for B.Tech, BCA and B.Sc. students, free to download as PDFs.',
    indexed: true,
  },
  blogs: {
    path: '/blogs',
    title: 'Blogs',
    description:
      'Articles on programming, exam preparation, placements and careers in technology, written for students in India.',
    indexed: true,
  },
  certificates: {
    path: '/all-certificates',
    title: 'Certificates',
    description:
      'Take the Java, Python, C or JavaScript quiz and earn a certificate that anyone can verify online.',
    indexed: true,
  },
  about: {
    path: '/about',
    title: 'About Us',
    description:
      'Why StudyHub exists, what it offers students across India, how we keep prices low, and the developer who builds it.',
    indexed: true,
  },
  contact: {
    path: '/contact',
    title: 'Contact Us',
    description:
      'Questions about a note, a project, a payment or a certificate? Write to the StudyHub team; we reply within 24-48 hours.',
    indexed: true,
  },
  supportUs: {
    path: '/support-us',
    title: 'Support Us',
    description:
      'Help keep free notes and question papers free: support StudyHub with a donation of your choice through Razorpay.',
    indexed: true,
  },
  testimonials: {
    path: '/testimonials',
    title: 'Testimonials',
    description:
      'What students across India say about StudyHub notes, projects, question papers and quizzes.',
    indexed: true,
  },
  buttonPage: {
    path: '/button-page',
    title: 'Quick Links',
    description:
      'Shortcuts to StudyHub notes, projects, certificates, previous year question papers and blogs.',
    indexed: true,
  },
  privacyPolicy: {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description:
      'What personal data StudyHub collects, why, how payments through Razorpay are handled, how long we keep data and your rights.',
    indexed: true,
  },
  returnPolicy: {
    path: '/return-policy',
    title: 'Return Policy',
    description:
      'When StudyHub refunds a purchase of notes or source code: request within 7 days of purchase, processed within 7 days.',
    indexed: true,
  },
  terms: {
    path: '/terms-and-condition',
    title: 'Terms and Conditions',
    description:
      'The terms for using StudyHub: study materials for personal and educational use, accounts, payments, refunds and liability.',
    indexed: true,
  },
  login: {
    path: '/login',
    title: 'Login',
    description: 'Log in or create a StudyHub account to download notes and earn certificates.',
    indexed: false,
  },
  forgotPassword: {
    path: '/forgot-password',
    title: 'Forgot Password',
    description: 'Get a link by email to choose a new password for your StudyHub account.',
    indexed: false,
  },
  resetPassword: {
    path: '/reset-password',
    title: 'Reset Password',
    description: 'Choose a new password for your StudyHub account.',
    indexed: false,
  },
  confirmEmail: {
    path: '/confirm-email',
    title: 'Finish Creating Your Account',
    description: 'Finish creating your StudyHub account with the link from your email.',
    indexed: false,
  },
  account: {
    path: '/account',
    title: 'Account Settings',
    description: 'Your StudyHub name, password, signed-in devices and data.',
    indexed: false,
  },
  dashboard: {
    path: '/dashboard',
    title: 'My Profile',
    description: 'Your StudyHub profile.',
    indexed: false,
  },
  user: {
    path: '/user',
    title: 'My Activity',
    description: 'Your StudyHub downloads, purchases and certificates.',
    indexed: false,
  },
  javaQuiz: {
    path: '/java-verify',
    title: 'Java Quiz',
    description: 'The StudyHub Java quiz: 50 questions in 30 minutes for a verifiable certificate.',
    indexed: false,
  },
  pythonQuiz: {
    path: '/python-verify',
    title: 'Python Quiz',
    description:
      'The StudyHub Python quiz: 50 questions in 30 minutes for a verifiable certificate.',
    indexed: false,
  },
  cQuiz: {
    path: '/C-verify',
    title: 'C Quiz',
    description: 'The StudyHub C quiz: 50 questions in 30 minutes for a verifiable certificate.',
    indexed: false,
  },
  javascriptQuiz: {
    path: '/javascript-Quiz',
    title: 'JavaScript Quiz',
    description:
      'The StudyHub JavaScript quiz: 40 questions in 30 minutes for a verifiable certificate.',
    indexed: false,
  },
  jsCertificate: {
    path: '/js_certificate',
    title: 'JavaScript Certificate',
    description: 'Your StudyHub JavaScript Fundamentals certificate.',
    indexed: false,
  },
} as const satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof sitePages;
