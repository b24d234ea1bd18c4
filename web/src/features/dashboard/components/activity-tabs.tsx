import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef } from 'react';
import { useSearchParams } from 'react-router';

const tabs = [
  { key: 'downloads', label: 'My Downloads' },
  { key: 'purchases', label: 'My Purchases' },
  { key: 'certificates', label: 'My Certificates' },
] as const;
export type TabKey = (typeof tabs)[number]['key'];

/** The tab an address shows (`?tab=purchases`); the first one when it names none. */
const tabOf = (search: URLSearchParams): TabKey =>
  tabs.find((tab) => tab.key === search.get('tab'))?.key ?? 'downloads';

/**
 * The /user tabs (WAI-ARIA tabs pattern): one tab stop for the list, arrow keys, Home and End move
 * between tabs and select them. Each tab is a link to its own address (`?tab=…`), so the server
 * draws the chosen tab and the tabs work without the script (decision 35); with it, choosing one
 * replaces the address in place. The screen passes each tab's content, so this feature needs none
 * of the others.
 */
export function ActivityTabs({ panels }: { panels: Record<TabKey, ReactNode> }) {
  const [search, setSearch] = useSearchParams();
  const selected = tabOf(search);
  const baseId = useId();
  const tabRefs = useRef<Partial<Record<TabKey, HTMLAnchorElement | null>>>({});
  const tabId = (key: TabKey) => `${baseId}-tab-${key}`;
  const panelId = (key: TabKey) => `${baseId}-panel-${key}`;

  function select(index: number) {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    choose(tab.key);
    tabRefs.current[tab.key]?.focus();
  }

  function choose(key: TabKey) {
    setSearch({ tab: key }, { replace: true, preventScrollReset: true });
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, key: TabKey) {
    // A new tab or window (a modifier key, another button) opens the tab's own address.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    choose(key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.key === selected);
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label="Your activity"
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 border-b border-slate-200 sm:flex sm:gap-1"
      >
        {tabs.map((tab) => {
          const isSelected = tab.key === selected;
          return (
            <a
              key={tab.key}
              ref={(element) => {
                tabRefs.current[tab.key] = element;
              }}
              id={tabId(tab.key)}
              href={`?tab=${tab.key}`}
              role="tab"
              aria-selected={isSelected}
              aria-controls={panelId(tab.key)}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event) => onClick(event, tab.key)}
              className={`-mb-px border-b-2 px-2 py-2.5 text-center text-sm leading-tight font-semibold sm:px-4 sm:text-base ${
                isSelected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-slate-600 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </a>
          );
        })}
      </div>

      {tabs.map((tab) => (
        <section
          key={tab.key}
          id={panelId(tab.key)}
          role="tabpanel"
          aria-labelledby={tabId(tab.key)}
          // The tabs pattern makes a panel a tab stop: its content may hold nothing focusable.
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs pattern
          tabIndex={0}
          hidden={tab.key !== selected}
          className="pt-6"
        >
          <h2 className="mb-4 text-lg font-semibold text-slate-900">{tab.label}</h2>
          {panels[tab.key]}
        </section>
      ))}
    </div>
  );
}
