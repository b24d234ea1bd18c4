import type { adminQuizQuestionResponse, QuestionPatch } from '@studyhub/contract/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** PATCH /api/admin/quiz-questions/{id} (admin): fixes a question; new attempts use it at once. */
export function updateQuizQuestion(id: string, patch: QuestionPatch) {
  return apiRequest<typeof adminQuizQuestionResponse>(
    `/api/admin/quiz-questions/${encodeURIComponent(id)}`,
    {
      method: 'PATCH',
      body: patch,
    },
  ).then((answer) => answer.question);
}

export function useUpdateQuizQuestion(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: QuestionPatch) => updateQuizQuestion(id, patch),
    onSuccess: (question) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'quiz-questions', question.subject] }),
  });
}
