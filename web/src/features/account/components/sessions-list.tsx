import type { AccountSession } from '@studyhub/contract/account';
import type { FormEvent } from 'react';
import { LoadError } from '../../../components/ui/load-error';
import { LoadingMessage } from '../../../components/ui/loading-message';
import { serverMessage } from '../../../lib/api-client';
import { useFormResult } from '../../../lib/form-result';
import { formatDate } from '../../../lib/format';
import { useEndSession } from '../api/end-session';
import { useSessions } from '../api/get-sessions';
import { useSignOutOtherSessions } from '../api/sign-out-other-sessions';
import { ErrorMessage, SectionCard, StatusMessage, secondaryButtonClass } from './section-card';

const when = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit' })}`;

/**
 * The devices signed in to the account, with "this device" marked, and ways to sign them out:
 * forms that post to /account (decision 35), sent in the page with the script.
 */
export function SessionsList() {
  const sessions = useSessions();
  const endOne = useEndSession();
  const endOthers = useSignOutOtherSessions();
  // Sent without the script: the server renders this page with the outcome.
  const servedOne = useFormResult('end-session');
  const servedOthers = useFormResult('sign-out-others');
  const served = servedOne ?? servedOthers;
  const others = sessions.data?.sessions.filter((session) => !session.current) ?? [];
  const failure = endOne.error ?? endOthers.error;
  const tried = endOne.status !== 'idle' || endOthers.status !== 'idle';
  const servedDone = tried ? undefined : served?.done?.message;
  const servedError = tried ? undefined : served?.error?.message;

  function signOutOthers(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    endOthers.mutate();
  }

  return (
    <SectionCard
      id="devices"
      title="Signed-in devices"
      description="Every browser where your account is signed in. Sign out the ones you do not recognise."
    >
      {sessions.isPending && <LoadingMessage text="Loading your devices..." />}
      {sessions.isError && (
        <LoadError
          what="Your devices could not be loaded."
          error={sessions.error}
          onRetry={() => sessions.refetch()}
          retrying={sessions.isFetching}
        />
      )}
      {sessions.data && (
        <>
          <ul className="divide-y divide-slate-200">
            {sessions.data.sessions.map((session) => (
              <SessionRow
                key={session.id}
                session={session}
                ending={endOne.isPending && endOne.variables === session.id}
                onEnd={() => endOne.mutate(session.id)}
              />
            ))}
          </ul>
          {others.length === 0 ? (
            <p className="mt-3 text-sm text-slate-700">No other device is signed in.</p>
          ) : (
            <form method="post" action="/account#devices" onSubmit={signOutOthers} className="mt-4">
              <input type="hidden" name="form" value="sign-out-others" />
              <button type="submit" className={secondaryButtonClass} disabled={endOthers.isPending}>
                {endOthers.isPending ? 'Signing out...' : 'Sign out all other devices'}
              </button>
            </form>
          )}
        </>
      )}
      {endOthers.isSuccess && <StatusMessage>{endOthers.data.message}</StatusMessage>}
      {endOne.isSuccess && <StatusMessage>{endOne.data.message}</StatusMessage>}
      {servedDone && <StatusMessage>{servedDone}</StatusMessage>}
      {failure && (
        <ErrorMessage>
          {serverMessage(failure) ?? 'That could not be done. Please try again.'}
        </ErrorMessage>
      )}
      {servedError && <ErrorMessage>{servedError}</ErrorMessage>}
    </SectionCard>
  );
}

function SessionRow(props: { session: AccountSession; ending: boolean; onEnd: () => void }) {
  const { session } = props;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <div>
        <p className="font-medium text-slate-900">
          {session.current ? 'This device' : 'Another device'}
        </p>
        <p className="text-sm text-slate-700">
          {`Signed in ${when(session.createdAt)} · until ${formatDate(session.expiresAt)}`}
        </p>
      </div>
      {!session.current && (
        <form
          method="post"
          action="/account#devices"
          onSubmit={(event) => {
            event.preventDefault();
            props.onEnd();
          }}
        >
          <input type="hidden" name="form" value="end-session" />
          <input type="hidden" name="session" value={session.id} />
          <button
            type="submit"
            className={secondaryButtonClass}
            disabled={props.ending}
            aria-label={`Sign out the device signed in ${when(session.createdAt)}`}
          >
            {props.ending ? 'Signing out...' : 'Sign out'}
          </button>
        </form>
      )}
    </li>
  );
}
