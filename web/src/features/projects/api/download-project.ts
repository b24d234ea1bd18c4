/**
 * GET /api/projects/{id}/download: the source code as a zip, for someone who bought it; a plain
 * link the browser downloads with the session cookie, resumable (decision 35).
 */
export function projectDownloadUrl(id: string) {
  return `/api/projects/${encodeURIComponent(id)}/download`;
}
