import { Link } from '../../../lib/link';
import { shortcuts } from '../shortcuts';

/**
 * The row of five shortcut buttons under the home page, and the same buttons on /button-page.
 * `cards` shows each with a line about where it goes.
 */
export function ShortcutBar({
  label = 'Shortcuts',
  variant = 'bar',
}: {
  label?: string;
  variant?: 'bar' | 'cards';
}) {
  if (variant === 'cards') {
    return (
      <nav aria-label={label}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shortcuts.map((shortcut) => (
            <li key={shortcut.to}>
              <Link
                to={shortcut.to}
                className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow-md"
              >
                <span className="inline-flex w-fit items-center rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white">
                  {shortcut.label}
                </span>
                <span className="mt-3 text-slate-700">{shortcut.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    );
  }
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap justify-center gap-3">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Link
              to={shortcut.to}
              className="inline-flex min-h-11 items-center rounded-full bg-white px-5 py-2.5 font-semibold text-brand-700 shadow-sm ring-1 ring-brand-100 hover:bg-brand-600 hover:text-white"
            >
              {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
