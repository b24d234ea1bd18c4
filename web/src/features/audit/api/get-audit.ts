import type { auditResponse } from '@studyhub/contract/admin';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Entries per page: enough to read a morning's changes without a long wait. */
export const auditPageSize = 50;

/** The subjects the API records changes to, as the filter offers them. */
export const auditSubjectTypes: { value: string; label: string }[] = [
  { value: 'notes', label: 'Notes' },
  { value: 'projects', label: 'Projects' },
  { value: 'courses', label: 'Courses' },
  { value: 'tools', label: 'Tools' },
  { value: 'question-papers', label: 'Question papers' },
  { value: 'blogs', label: 'Blogs' },
  { value: 'order', label: 'Orders' },
  { value: 'certificate', label: 'Certificates' },
  { value: 'quiz-question', label: 'Quiz questions' },
  { value: 'contact-request', label: 'Contact requests' },
  { value: 'refund-request', label: 'Refund requests' },
];

/**
 * The page of the log the address names (/admin/audit?subjectType=…&before=…), with the API's
 * names: one subject type or all, and the entries older than `before` (the next page, which
 * Load more links to), or the newest.
 */
export interface AuditFilter {
  subjectType: string | null;
  before: string | null;
}

/** The address's parameters the log reads, for the route's `search` (decision 55). */
export const auditFilterNames = ['subjectType', 'before'] as const;

// An ISO time as the API takes it (contract `auditQuery`), checked here without loading zod.
const isoTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?Z$/;

/** The filter in the address; a subject type not offered, or a time that is none, is left out. */
export function auditFilterOf(params: URLSearchParams): AuditFilter {
  const subjectType = params.get('subjectType');
  const before = params.get('before');
  return {
    subjectType: auditSubjectTypes.some((type) => type.value === subjectType) ? subjectType : null,
    before: before && isoTime.test(before) && !Number.isNaN(Date.parse(before)) ? before : null,
  };
}

/** The address's query for a filter: what the filter's GET form and Load more ask for. */
export function auditSearchOf(filter: AuditFilter): URLSearchParams {
  const query = new URLSearchParams();
  if (filter.subjectType) query.set('subjectType', filter.subjectType);
  if (filter.before) query.set('before', filter.before);
  return query;
}

/** GET /api/admin/audit (admin): operators' changes, newest first, a page before `before`. */
export function getAudit(filter: AuditFilter, signal?: AbortSignal) {
  const query = auditSearchOf(filter);
  query.set('limit', String(auditPageSize));
  return apiRequest<typeof auditResponse>(`/api/admin/audit?${query}`, {
    ...(signal ? { signal } : {}),
  });
}

/** The log from the page the filter names on, a page at a time. */
export function auditQueryOptions({ subjectType, before }: AuditFilter) {
  return infiniteQueryOptions({
    queryKey: ['admin', 'audit', subjectType, before],
    queryFn: ({ pageParam, signal }) => getAudit({ subjectType, before: pageParam }, signal),
    initialPageParam: before,
    getNextPageParam: (page) => page.nextBefore,
    // Each visit shows the latest changes, including the ones just made in the other screens.
    staleTime: 0,
  });
}

export function useAudit(filter: AuditFilter) {
  return useInfiniteQuery(auditQueryOptions(filter));
}
