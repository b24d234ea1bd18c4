/**
 * GET /api/notes/{id}/download: the note's PDF, a plain link the browser downloads with the
 * session cookie; the server checks access on every request (decision 1) and resumes (Range).
 */
export function noteDownloadUrl(id: string) {
  return `/api/notes/${encodeURIComponent(id)}/download`;
}
