import type { RequestReply, RequestStatus } from '@studyhub/contract/requests';
import type { z } from 'zod';
import type { Limit } from '../../plugins/rate-limit.ts';
import type { SupportMessage } from '../notifications/support-notifier.ts';
import type { RequestType } from '../request-replies/request-replies.repository.ts';

export type SupportRequestTable = 'contactRequests' | 'refundRequests';

/** The columns every kind of request has, whatever its form asks. */
export interface StoredRequest {
  id: string;
  /** The account that sent it, if any; null once that account has been deleted. */
  userId: string | null;
  name: string;
  email: string;
  createdAt: string;
  status: RequestStatus;
  /** The operators' note; never shown to the person who wrote. */
  operatorNote: string | null;
}

/** A request as it is stored: the checked form and what the server adds to it. */
export type NewRequest<Submission> = Submission & {
  id: string;
  userId: string | null;
  createdAt: string;
};

/**
 * One kind of support request (decision 12): contact requests and refund requests are stored,
 * listed, answered and audited the same way, and differ only in what this describes. `Row` is the
 * stored request the operators read, `Submission` the form once its zod schema has parsed it.
 */
export interface SupportRequestKind<Submission extends object, Row extends StoredRequest> {
  /** Names its replies (request_replies.request_type) and its audit entries (`contact-request.update`). */
  type: RequestType;
  /** In an operator's words, as error messages and the OpenAPI summaries say it: `contact request`. */
  name: string;
  /** The first letters of its readable ids (`CR-7K3M9Q2P`). */
  idPrefix: 'CR' | 'RF';
  table: SupportRequestTable;
  /** The columns returned to operators; every field of `Row`. */
  columns: readonly (keyof Row & string)[];

  /** The form's endpoint: `POST <prefix><url>`. */
  submit: {
    prefix: string;
    url: string;
    /** Signed-in users only (401 otherwise), or open to visitors with the account when there is one. */
    signedIn: 'required' | 'optional';
    tags: string[];
    summary: string;
    body: z.ZodType<Submission>;
    /** Checked in this order, counted only for a request that passed validation. */
    limits: readonly Limit[];
    /** The `message` of the 201 answer. */
    thanks: (requestId: string) => string;
  };

  /** The operators' endpoints under `prefix`: the list, `/:id`, `/:id/replies` and `PATCH /:id`. */
  admin: {
    prefix: string;
    listResponse: z.ZodType<{ success: true; total: number; requests: Row[] }>;
    requestResponse: z.ZodType<{ success: true; request: Row }>;
    detailResponse: z.ZodType<{ success: true; request: Row; replies: RequestReply[] }>;
  };

  /**
   * The team's email about a new request (decision 12), sent once the row is written. `account`
   * is the sender's account as the team reads it: `email (id)`, or `not signed in`.
   */
  notification: (request: NewRequest<Submission>, account: string) => SupportMessage;

  /** An operator's reply by email (decision 27). */
  reply: {
    subject: (request: Row) => string;
    /** The lines below the reply that remind the requester what they asked. */
    recalled: (request: Row) => string[];
  };
}
