import {
  type ContactField,
  contactBody,
  contactLimits,
  requestTexts,
} from '@studyhub/contract/requests';
import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { serverMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useFormResult } from '../../../lib/form-result';
import { useSubmitContact } from '../api/submit-contact';

const fields: ContactField[] = ['name', 'email', 'subject', 'message'];

/**
 * The contact form of /contact (spec sections 2 and 5): name, email, subject and message, all
 * required. Checked with the same rules as the server before it is sent; each problem is shown
 * under its field, and focus goes to the first one.
 */
export function ContactForm({
  defaults,
  onSubmitted,
}: {
  /** The signed-in user's name and email, to save typing; both can be changed. */
  defaults: { name: string; email: string };
  onSubmitted: (requestId: string) => void;
}) {
  const request = useSubmitContact();
  // Sent without the script and refused: the server renders the page with the error and the text.
  const served = useFormResult('contact');
  const servedField = fields.find((field) => field === served?.error?.field);
  const [errors, setErrors] = useState<Partial<Record<ContactField, string>>>(() =>
    servedField && served?.error ? { [servedField]: served.error.message } : {},
  );
  const [failure, setFailure] = useState<string | null>(() =>
    served?.error && !servedField ? served.error.message : null,
  );
  const typed = served?.values ?? {};
  const formRef = useRef<HTMLFormElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((field) => [field, String(form.get(field) ?? '')]),
    );
    setFailure(null);
    const body = contactBody.safeParse(values);
    if (!body.success) {
      const found = fieldErrors<ContactField>(body.error.issues);
      setErrors(found);
      const first = fields.find((field) => found[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    try {
      const answer = await request.mutateAsync(body.data);
      onSubmitted(answer.requestId);
    } catch (error) {
      setFailure(serverMessage(error) ?? '');
    }
  }

  const clearError = (field: ContactField) => () => {
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  return (
    <form
      ref={formRef}
      method="post"
      action="/contact"
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading" className="text-xl font-bold text-slate-900">
        Send us a message
      </h2>
      <p className="mt-1 text-sm text-slate-600">All fields are required.</p>

      {failure !== null && (
        <div
          role="alert"
          className="mt-5 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          <p>{requestTexts.submitFailure}</p>
          {failure && <p className="mt-1 font-normal">{failure}</p>}
        </div>
      )}

      <fieldset disabled={request.isPending} className="mt-5 space-y-4">
        <legend className="sr-only">Your message</legend>
        <FormField
          label="Name"
          name="name"
          autoComplete="name"
          required
          maxLength={80}
          defaultValue={typed.name ?? defaults.name}
          autoFocus={servedField === 'name'}
          error={errors.name}
          onChange={clearError('name')}
        />
        <FormField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          defaultValue={typed.email ?? defaults.email}
          autoFocus={servedField === 'email'}
          error={errors.email}
          hint="We send our reply here."
          onChange={clearError('email')}
        />
        <FormField
          label="Subject"
          name="subject"
          required
          maxLength={contactLimits.subjectMax}
          placeholder="For example: Payment done but note not unlocked"
          defaultValue={typed.subject}
          autoFocus={servedField === 'subject'}
          error={errors.subject}
          onChange={clearError('subject')}
        />
        <FormField
          label="Message"
          name="message"
          multiline
          rows={6}
          required
          maxLength={contactLimits.messageMax}
          placeholder="Tell us what happened. For a payment, include the transaction ID."
          defaultValue={typed.message}
          autoFocus={servedField === 'message'}
          error={errors.message}
          onChange={clearError('message')}
        />
        <button
          type="submit"
          className="w-full rounded-lg bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-brand-700 sm:w-auto sm:px-8"
        >
          {request.isPending ? 'Sending...' : 'Send Message'}
        </button>
      </fieldset>
    </form>
  );
}
