import type { adminQuizQuestionResponse } from '@studyhub/contract/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/quiz-questions/{id}/retire or /restore (admin). */
export function setRetired(id: string, retired: boolean) {
  return apiRequest<typeof adminQuizQuestionResponse>(
    `/api/admin/quiz-questions/${encodeURIComponent(id)}/${retired ? 'retire' : 'restore'}`,
    { method: 'POST' },
  ).then((answer) => answer.question);
}

export function useSetRetired(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (retired: boolean) => setRetired(id, retired),
    onSuccess: (question) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'quiz-questions', question.subject] }),
  });
}
