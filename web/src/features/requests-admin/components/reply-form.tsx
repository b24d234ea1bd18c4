import { replyLimits, requestReplyBody } from '@studyhub/contract/requests';
import { type FormEvent, useRef, useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { ApiError, NetworkError } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { useSiteInfo } from '../../../lib/site-info';
import type { RequestList } from '../api/get-requests';
import { useReplyToRequest } from '../api/reply-to-request';

interface Requester {
  id: string;
  name: string;
  email: string;
  /** The subject line an email from the operator's own mail should carry. */
  subject: string;
}

/** Without SMTP: say so, and open the operator's own mail program with the request filled in. */
function MailtoReply({ requester, supportEmail }: { requester: Requester; supportEmail: string }) {
  // The address as it is (checked when the request was made); only the fields are encoded.
  const href = `mailto:${requester.email}?${new URLSearchParams({
    cc: supportEmail,
    subject: requester.subject,
    body: `Hello ${requester.name},\n\n`,
  })
    .toString()
    .replaceAll('+', '%20')}`;
  return (
    <div className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p>
        Email is not set up on this site (SMTP_URL), so replies cannot be sent from here, and
        replies written elsewhere are not recorded with the request.
      </p>
      <p className="mt-2">
        <a href={href} className="font-semibold underline underline-offset-4">
          {`Write to ${requester.name} from your own email`}
        </a>
        , then set the status and a note above.
      </p>
    </div>
  );
}

/**
 * "Reply by email" on a request's detail: the operator's words go to the requester from the
 * site's address (SMTP_URL), replies to them come back to the team, and the request records it.
 * A form that posts to the request's page without the script (decision 35); a refusal comes back
 * with the reply as typed.
 */
export function ReplyForm({ list, requester }: { list: RequestList; requester: Requester }) {
  const site = useSiteInfo();
  const reply = useReplyToRequest(list, requester.id);
  const served = useFormResult('request-reply');
  const [text, setText] = useState(served?.error ? (served.values.reply ?? '') : '');
  // A refusal about the reply itself sits beside it; any other is said under the button.
  const [problem, setProblem] = useState<string | null>(
    served?.error?.field === 'text' ? served.error.message : null,
  );
  const servedFailure =
    served?.error && served.error.field !== 'text' ? served.error.message : null;
  const [sent, setSent] = useState(Boolean(served?.done));
  const sentRef = useRef<HTMLParagraphElement>(null);

  if (site.isPending) return <LoadingMessage />;
  if (site.data && !site.data.sendsEmail) {
    return <MailtoReply requester={requester} supportEmail={site.data.supportEmail} />;
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(false);
    const checked = requestReplyBody.safeParse({ text });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Please check the reply.');
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    setProblem(null);
    reply.mutate(checked.data.text, {
      onSuccess: () => {
        setText('');
        setSent(true);
        requestAnimationFrame(() => sentRef.current?.focus());
      },
      onError: (error) => {
        if (error instanceof ApiError && error.field === 'text') setProblem(error.message);
      },
    });
  }

  const error = reply.error;
  const failure =
    error && !(error instanceof ApiError && error.field === 'text')
      ? error instanceof ApiError || error instanceof NetworkError
        ? error.message
        : 'The reply was not sent. Please try again in a moment.'
      : reply.isIdle
        ? servedFailure
        : null;
  const replyTo = site.data?.supportEmail;

  return (
    <form
      method="post"
      action={`/admin/requests/${list}/${encodeURIComponent(requester.id)}`}
      onSubmit={send}
      noValidate
      className="space-y-3"
    >
      <input type="hidden" name="form" value="request-reply" />
      <FormField
        multiline
        rows={7}
        label="Reply"
        name="reply"
        value={text}
        error={problem ?? undefined}
        hint={`Sent to ${requester.name} <${requester.email}> from the site's address${
          replyTo ? `; their answer comes back to ${replyTo}` : ''
        }. At most ${replyLimits.textMax.toLocaleString('en-IN')} characters (${text.trim().length} now).`}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        disabled={reply.isPending}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="submit"
          disabled={reply.isPending}
          className="rounded-lg bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {reply.isPending ? 'Sending...' : 'Send reply'}
        </button>
        {sent && (
          <p
            ref={sentRef}
            tabIndex={-1}
            role="status"
            className="text-sm font-medium text-emerald-800"
          >
            {`Reply sent to ${requester.email}. It is in the history above.`}
          </p>
        )}
        {failure && (
          <p role="alert" className="text-sm font-medium text-red-700">
            {failure}
          </p>
        )}
      </div>
    </form>
  );
}
