import type { z } from 'zod';

/** The server answered with its error envelope: a status, a stable code and a human message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** On a refused form: the field the message is about, as a dotted path (`sections.0.subheading`). */
  readonly field: string | undefined;

  constructor(status: number, code: string, message: string, field?: string) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
  }
}

/** No answer reached the browser: offline, DNS, a dropped connection. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('Could not reach StudyHub. Check your internet connection and try again.', { cause });
  }
}

/** An answer came back but it is not one the API sends (a proxy's HTML page, a changed shape). */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
  readonly status: number;

  constructor(status: number, detail: string) {
    super(`The server sent an unexpected answer (HTTP ${status}): ${detail}`);
    this.status = status;
  }
}

/** The server's message for a failed call, when there is one meant for people. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/** What a call reads of the API's answer: its status and its body. */
type TransportAnswer = Pick<Response, 'ok' | 'status' | 'text'>;

/** How a request reaches the API: the browser's fetch, or the server's own router while it renders a page. */
type Transport = (path: string, init: RequestInit) => Promise<TransportAnswer>;
let transport: Transport = (path, init) => fetch(path, init);

/**
 * Server rendering only (entry-server.tsx): answers the page's API calls inside the server
 * process instead of over the network. The browser never calls this.
 */
export function setServerTransport(serverTransport: Transport) {
  transport = serverTransport;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as the raw body with its own Content-Type, instead of a JSON body. */
  file?: { content: Blob; type: string };
  signal?: AbortSignal;
}

/** A plain JSON object (not an array, not null): the only kind of answer the API sends. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The API's error envelope (contract/api.ts `errorResponse`), checked without loading zod. */
function errorEnvelope(json: unknown) {
  if (!isRecord(json) || json.success !== false) return undefined;
  const { message, code, field } = json;
  if (typeof message !== 'string' || typeof code !== 'string') return undefined;
  if (field !== undefined && typeof field !== 'string') return undefined;
  return { message, code, field };
}

function isAbort(error: unknown) {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * Calls the StudyHub API: JSON in and out, the session cookie going with it, and every
 * failure turned into ApiError, NetworkError or UnexpectedResponseError.
 *
 * The type argument is the contract's schema for the success answer (`apiRequest<typeof
 * notesResponse>`, imported with `import type`): the answer is typed by it, but the schema is not
 * run in the browser, so zod stays out of the first load (decision 0036). What is checked at
 * runtime is the API's envelope: a JSON object with `success: true`, or the error shape.
 */
export async function apiRequest<Schema extends z.ZodType>(
  path: string,
  options: RequestOptions = {},
): Promise<z.output<Schema>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.file) headers['Content-Type'] = options.file.type;
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: TransportAnswer;
  let text: string;
  try {
    response = await transport(path, {
      method: options.method ?? 'GET',
      headers,
      // The session cookie (decision 44); the browser adds the page's Origin to every change.
      credentials: 'same-origin',
      body:
        options.file?.content ?? (options.body === undefined ? null : JSON.stringify(options.body)),
      signal: options.signal ?? null,
    });
    text = await response.text();
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new NetworkError(error);
  }

  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    throw new UnexpectedResponseError(response.status, 'the body is not JSON');
  }

  const failed = !response.ok || (json as { success?: unknown } | undefined)?.success === false;
  if (failed) {
    const envelope = errorEnvelope(json);
    if (envelope) {
      throw new ApiError(response.status, envelope.code, envelope.message, envelope.field);
    }
    throw new UnexpectedResponseError(response.status, 'the error is not in the API’s form');
  }

  if (!isRecord(json) || json.success !== true) {
    throw new UnexpectedResponseError(response.status, 'the answer is not in the API’s form');
  }
  return json as z.output<Schema>;
}

/** A failed call in words for the person who made it: the server's or the network's message. */
export function failureMessage(error: unknown): string {
  return error instanceof ApiError || error instanceof NetworkError
    ? error.message
    : 'Please try again in a moment.';
}
