import type { Tool } from '@studyhub/contract/catalog';
import { useLocation } from 'react-router';
import { ComingSoon } from '../../../components/ui/coming-soon';
import { Link } from '../../../lib/link';

const actionClass =
  'inline-flex w-full items-center justify-center gap-1.5 rounded-lg bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700';

/**
 * 'Try Tool' opens the tool in a new tab for a signed-in user; a signed-out visitor goes to /login
 * and comes back here. A tool without a link shows 'Coming Soon', disabled, as a course does, with
 * the spec's alert text beside it (decision 23), signed in or not: there is nothing to sign in for.
 */
function TryToolAction({ tool, signedIn }: { tool: Tool; signedIn: boolean }) {
  const location = useLocation();
  // The label tells screen-reader users which of the many 'Try Tool' controls this is.
  const label = `Try Tool: ${tool.name}`;

  if (!tool.link) return <ComingSoon reason="Tool is currently under development" />;
  if (!signedIn) {
    return (
      <Link to="/login" state={{ from: location }} aria-label={label} className={actionClass}>
        Try Tool
      </Link>
    );
  }
  return (
    <a
      href={tool.link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} (opens in a new tab)`}
      className={actionClass}
    >
      Try Tool
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
        <path d="M11 3a1 1 0 1 0 0 2h2.59l-6.3 6.29a1 1 0 1 0 1.42 1.42L15 6.41V9a1 1 0 1 0 2 0V4a1 1 0 0 0-1-1h-5Z" />
        <path d="M5 5a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2v-3a1 1 0 1 0-2 0v3H5V7h3a1 1 0 0 0 0-2H5Z" />
      </svg>
    </a>
  );
}

/** One AI tool: name, what it does and 'Try Tool'. */
export function ToolCard({ tool, signedIn }: { tool: Tool; signedIn: boolean }) {
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 className="text-lg leading-snug font-semibold break-words text-slate-900">{tool.name}</h2>
      <p className="mt-2 flex-1 text-sm break-words text-slate-700">{tool.about}</p>
      <div className="mt-5">
        <TryToolAction tool={tool} signedIn={signedIn} />
      </div>
    </li>
  );
}
