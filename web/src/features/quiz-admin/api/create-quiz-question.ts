import type { adminQuizQuestionResponse, QuestionCreate } from '@studyhub/contract/quiz';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/admin/quiz-questions (admin): adds a question as the subject's next id. */
export function createQuizQuestion(question: QuestionCreate) {
  return apiRequest<typeof adminQuizQuestionResponse>('/api/admin/quiz-questions', {
    method: 'POST',
    body: question,
  }).then((answer) => answer.question);
}

export function useCreateQuizQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuizQuestion,
    onSuccess: (question) =>
      queryClient.invalidateQueries({ queryKey: ['admin', 'quiz-questions', question.subject] }),
  });
}
