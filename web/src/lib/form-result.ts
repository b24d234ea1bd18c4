import { type FormResult, formResultKey } from '@studyhub/contract/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/**
 * The result of a form the browser posted without the script, which the server refused and
 * rendered this page again with (decision 35): its error and what was typed. Read once, when the
 * form is first rendered; undefined for any other form, and once the page moves on.
 */
export function useFormResult(form: string): FormResult | undefined {
  const queryClient = useQueryClient();
  const [result] = useState(() => {
    const served = queryClient.getQueryData<FormResult>(formResultKey);
    return served?.form === form ? served : undefined;
  });
  return result;
}
