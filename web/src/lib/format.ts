import { currency } from '@studyhub/contract/constants';

/**
 * Makes a formatter when it is first used: making one loads locale data, which costs a budget
 * phone tens of milliseconds while the page is being taken over, and most pages need none.
 */
function lazily<Formatter>(make: () => Formatter): () => Formatter {
  let made: Formatter | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const longUsDate = lazily(
  () => new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' }),
);

// A calendar date ('2026-09-14') names a day, not an instant: it must not shift with the time zone.
const longUsCalendarDate = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);

/** A date in the long US form the spec shows, e.g. 'November 22, 2026'; '' when it is not a date. */
export function formatDate(value: string | number | Date): string {
  const calendarDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (calendarDate ? longUsCalendarDate : longUsDate)().format(date);
}

const longUsDateTime = lazily(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

/** An instant as the spec's long date with the time, e.g. 'November 22, 2026 at 3:04 PM'. */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longUsDateTime().format(date);
}

/** Indian digit grouping: the last three digits, then pairs (1234567 → 12,34,567). */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const pairs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

/**
 * Paise (the server's integer amounts) as rupees with Indian digit grouping: 1_00_00_000 → ₹1,00,000,
 * 14_950 → ₹149.50. Written out rather than by Intl.NumberFormat, whose locale data a catalogue
 * page would otherwise load just to show its prices.
 */
export function formatRupees(paise: number): string {
  const whole = Math.round(Math.abs(paise));
  const rupees = groupIndian(String(Math.floor(whole / 100)));
  const rest = whole % 100;
  const amount = rest === 0 ? rupees : `${rupees}.${String(rest).padStart(2, '0')}`;
  return `${paise < 0 ? '-' : ''}${currency.symbol}${amount}`;
}
