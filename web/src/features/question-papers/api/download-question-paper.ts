import type { QuestionPaper } from '@studyhub/contract/catalog';
import { useQueryClient } from '@tanstack/react-query';

/**
 * GET /api/question-papers/{id}/download: the paper's PDF as an attachment, for a plain link the
 * browser downloads itself (decision 35) with the session cookie, and resumes (decision 45). The
 * server checks the sign-in and records the download for the dashboard.
 */
export const questionPaperDownloadUrl = (paper: Pick<QuestionPaper, 'id'>) =>
  `/api/question-papers/${encodeURIComponent(paper.id)}/download`;

// A link cannot tell when its download started; by then the server has recorded it.
const recordedAfterMs = 2000;

/**
 * The click handler of a paper's download link: the browser downloads the file, and My Downloads
 * is fetched again shortly after so the dashboard lists the paper.
 */
export function useRefreshDownloadsAfterClick() {
  const queryClient = useQueryClient();
  return () => {
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: ['downloads'] }),
      recordedAfterMs,
    );
  };
}
