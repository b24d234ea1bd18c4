import type { QuestionPaper } from '@studyhub/contract/catalog';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';

/**
 * GET /api/question-papers/{id}/download (bearer): saves the paper's PDF. The server checks the
 * sign-in and records the download for the dashboard.
 */
export function downloadQuestionPaper(paper: Pick<QuestionPaper, 'id' | 'name' | 'date'>) {
  return downloadFile(
    `/api/question-papers/${encodeURIComponent(paper.id)}/download`,
    `${paper.name} ${paper.date}.pdf`,
  );
}

/** One per paper card, so each card has its own busy and error state. */
export function useDownloadQuestionPaper() {
  return useMutation({ mutationFn: downloadQuestionPaper });
}
