import type { Role } from '@studyhub/contract/auth';
import type { AttemptStatus, Subject } from '@studyhub/contract/quiz';
import type { RequestStatus } from '@studyhub/contract/requests';
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables' types, in one place. Columns are snake_case in the database and camelCase here
 * (Kysely's CamelCasePlugin maps them). Timestamps are ISO-8601 UTC text and flags are 0/1
 * integers on both SQLite and PostgreSQL, so every query reads the same on both
 * (docs/decisions/0003-portable-column-types.md).
 */
export interface UsersTable {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  role: Role;
  profilePic: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set when the account may no longer sign in (demo accounts on an exposed server). */
  disabledAt: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  id: string;
  userId: string;
  tokenHash: string;
  rememberMe: number;
  createdAt: string;
  expiresAt: string;
}

/** A password-reset link: single use (deleted when used or superseded), valid for an hour. */
export interface PasswordResetsTable {
  id: string;
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

/**
 * A registration waiting for its emailed link (decision 57): single use, valid for a day; the
 * account is made from it when the link is opened. One per email (a new one replaces it).
 */
export interface RegistrationLinksTable {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  rememberMe: number;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

/** Columns every catalog item has. `published` 0 hides it from the public API. */
interface CatalogItemColumns {
  id: string;
  slug: string;
  sortOrder: number;
  published: number;
  createdAt: string;
  updatedAt: string;
  /** Set when an operator deleted an item someone bought or downloaded: hidden, kept for them. */
  deletedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Search fields (migration 0018): comma-separated tags that search finds besides the words shown. */
type SearchTags = ColumnType<string, string | undefined, string>;

export interface NotesTable extends CatalogItemColumns {
  name: string;
  subject: string;
  about: string;
  /** The semester the note is usually studied in (1-10), or null when it spans several. */
  semester: ColumnType<number | null, number | null | undefined, number | null>;
  tags: SearchTags;
  pages: number;
  pricePaise: number;
  image: string;
  /** Key in the file store; never sent to a client (decision 4). */
  fileKey: string;
  previewFileKey: string | null;
}

export interface NoteTopicsTable {
  id: string;
  noteId: string;
  position: number;
  topic: string;
  description: string;
}

export interface ProjectsTable extends CatalogItemColumns {
  name: string;
  subject: ColumnType<string, string | undefined, string>;
  about: string;
  tags: SearchTags;
  pricePaise: number;
  image: string;
  fileKey: string;
  previewFileKey: string | null;
}

export interface ProjectTechnologiesTable {
  id: string;
  projectId: string;
  position: number;
  name: string;
  value: string;
}

export interface CoursesTable extends CatalogItemColumns {
  name: string;
  about: string;
  image: string;
  courseType: string;
  instructor: string;
  certification: string;
  link: string | null;
}

export interface ToolsTable extends CatalogItemColumns {
  name: string;
  about: string;
  link: string | null;
}

export interface QuestionPapersTable extends CatalogItemColumns {
  name: string;
  subject: ColumnType<string, string | undefined, string>;
  tags: SearchTags;
  year: string;
  university: string;
  pricePaise: number;
  fileKey: string;
}

export interface BlogsTable extends CatalogItemColumns {
  title: string;
  publishedOn: string;
  image: string;
  intro: string;
  mainHeading: string | null;
}

export interface BlogSectionsTable {
  id: string;
  blogId: string;
  position: number;
  subheading: string;
  /** JSON array of strings. */
  paragraphs: string;
}

export interface QuizTopicsTable {
  subject: Subject;
  id: string;
  position: number;
  name: string;
  noteHint: string;
}

export interface QuizQuestionsTable {
  id: string;
  subject: Subject;
  topic: string;
  position: number;
  question: string;
  code: string | null;
  /** JSON array of four strings. */
  options: string;
  answer: number;
  explanation: string;
  /** Near-duplicates share a family; an attempt serves at most one of each. */
  family: string | null;
  /** Fingerprint of the content file it was last written from (questionContentHash). */
  syncedHash: ColumnType<string | null, string | null | undefined, string | null>;
  active: number;
  createdAt: string;
  updatedAt: string;
}

export interface QuizAttemptsTable {
  id: string;
  userId: string;
  subject: Subject;
  status: AttemptStatus;
  /** JSON string[]: the served questions, in the order served. */
  questionIds: string;
  /** JSON string[] parallel to questionIds: the random ids the browser knows them by. */
  servedIds: string;
  /** JSON number[][]: for each served question, the bank index of each option as shown. */
  optionOrders: string;
  /** JSON Record<served id, shown option index>. */
  answers: string;
  startedAt: string;
  deadlineAt: string;
  finishedAt: string | null;
  score: number | null;
  passed: number | null;
  /** 1 when submitted faster than the quiz's minimum time: graded, never a certificate. */
  tooFast: number;
}

export interface CertificatesTable {
  id: string;
  userId: string;
  attemptId: string;
  subject: Subject;
  subjectLine: string;
  name: string;
  score: number;
  total: number;
  issuedAt: string;
  revoked: number;
  revokedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** Shown to operators only: a public verification says revoked and when (decision 0022). */
  revokedReason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface OrdersTable {
  id: string;
  userId: string;
  itemType: 'note' | 'project' | 'donation';
  itemId: string | null;
  itemSlug: string | null;
  itemName: string;
  amountPaise: number;
  currency: 'INR';
  provider: 'sandbox' | 'razorpay';
  providerOrderId: string;
  status: 'created' | 'paid' | 'failed';
  paymentId: string | null;
  failureReason: string | null;
  paidAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** 1 when this payment was for an item the student already owned: the team refunds it. */
  refundDue: Generated<number>;
  /** The order that had already granted the item, when refundDue is 1. */
  duplicateOfOrderId: string | null;
  /** Set when an operator refunded the order; the status stays 'paid' (docs/decisions/0022). */
  refundedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** The provider's refund id (rfnd_...). */
  refundId: ColumnType<string | null, string | null | undefined, string | null>;
  refundReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** When background work asked the provider about this unpaid order (docs/decisions/0032). */
  reconciledAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last tax-invoice number given in each financial year (docs/decisions/0026). */
export interface InvoiceSeriesTable {
  /** '2026-27': April 2026 to March 2027. */
  financialYear: string;
  lastSequence: number;
}

/** The tax-invoice number a paid order received, once. */
export interface InvoicesTable {
  orderId: string;
  /** INV/2026-27/000001 */
  number: string;
  financialYear: string;
  sequence: number;
  /** The seller's GSTIN when the invoice was issued. */
  sellerGstin: string;
  issuedAt: string;
}

export interface EntitlementsTable {
  id: string;
  userId: string;
  itemType: 'note' | 'project';
  itemId: string;
  orderId: string;
  createdAt: string;
}

export interface DownloadsTable {
  id: string;
  userId: string;
  itemType: 'note' | 'project' | 'paper';
  itemId: string;
  itemSlug: string;
  itemName: string;
  orderId: string | null;
  amountPaise: number | null;
  downloadedAt: string;
}

export interface WebhookEventsTable {
  id: string;
  event: string;
  receivedAt: string;
  /** The provider's order the event was about, when it named one. */
  providerOrderId: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A message from a signed-in user to the team (decision 15). */
export interface ContactRequestsTable {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  status: Generated<RequestStatus>;
  operatorNote: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A request for a refund from the return-policy page (decision 14). */
export interface RefundRequestsTable {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  transactionId: string;
  product: string;
  createdAt: string;
  status: Generated<RequestStatus>;
  operatorNote: ColumnType<string | null, string | null | undefined, string | null>;
}

/** Secrets the server makes for itself, shared by every process and kept across restarts. */
export interface AppSecretsTable {
  name: string;
  value: string;
  createdAt: string;
}

export interface AuditLogTable {
  id: string;
  actorId: string | null;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  beforeJson: string | null;
  afterJson: string | null;
  createdAt: string;
}

/** Columns testimonials and reviews share (migration 0017): ordered, published, soft-deleted. */
interface TestimonialEntryColumns {
  id: string;
  name: string;
  position: number;
  published: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A student's testimonial: the home page's first slider and /testimonials. */
export interface TestimonialsTable extends TestimonialEntryColumns {
  role: string;
  quote: string;
}

/** A community review with its stars: the home page's second slider and /testimonials. */
export interface ReviewsTable extends TestimonialEntryColumns {
  rating: number;
  text: string;
}

/** An operator's email answer to a contact or refund request, as it was sent. */
export interface RequestRepliesTable {
  id: string;
  requestType: 'contact' | 'refund';
  requestId: string;
  operatorId: string | null;
  operatorEmail: string;
  operatorName: string;
  sentTo: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface Database {
  users: UsersTable;
  auditLog: AuditLogTable;
  appSecrets: AppSecretsTable;
  sessions: SessionsTable;
  passwordResets: PasswordResetsTable;
  registrationLinks: RegistrationLinksTable;
  notes: NotesTable;
  noteTopics: NoteTopicsTable;
  projects: ProjectsTable;
  projectTechnologies: ProjectTechnologiesTable;
  courses: CoursesTable;
  tools: ToolsTable;
  questionPapers: QuestionPapersTable;
  blogs: BlogsTable;
  blogSections: BlogSectionsTable;
  quizTopics: QuizTopicsTable;
  quizQuestions: QuizQuestionsTable;
  quizAttempts: QuizAttemptsTable;
  certificates: CertificatesTable;
  orders: OrdersTable;
  entitlements: EntitlementsTable;
  invoiceSeries: InvoiceSeriesTable;
  invoices: InvoicesTable;
  downloads: DownloadsTable;
  webhookEvents: WebhookEventsTable;
  contactRequests: ContactRequestsTable;
  refundRequests: RefundRequestsTable;
  testimonials: TestimonialsTable;
  reviews: ReviewsTable;
  requestReplies: RequestRepliesTable;
}

export type CatalogTable = 'notes' | 'projects' | 'courses' | 'tools' | 'questionPapers' | 'blogs';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type NewSession = Insertable<SessionsTable>;

/**
 * Card image variants made from an uploaded image or a drawn demo cover (migration 0011):
 * `image` holds the 800 px WebP, these the 400 px WebP and the 1200×630 PNG for link previews.
 * Null when an operator gave the image only as an address.
 */
export interface NotesTable {
  imageSmall?: string | null;
  ogImage?: string | null;
}
export interface ProjectsTable {
  imageSmall?: string | null;
  ogImage?: string | null;
}
export interface CoursesTable {
  imageSmall?: string | null;
  ogImage?: string | null;
}
export interface BlogsTable {
  imageSmall?: string | null;
  ogImage?: string | null;
}
