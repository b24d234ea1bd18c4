import { currency } from '@studyhub/contract/constants';

const longUsDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
});

// A calendar date ('2026-09-14') names a day, not an instant: it must not shift with the time zone.
const longUsCalendarDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A date in the long US form the spec shows, e.g. 'November 22, 2026'; '' when it is not a date. */
export function formatDate(value: string | number | Date): string {
  const calendarDate = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return (calendarDate ? longUsCalendarDate : longUsDate).format(date);
}

const longUsDateTime = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An instant as the spec's long date with the time, e.g. 'November 22, 2026 at 3:04 PM'. */
export function formatDateTime(value: string | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longUsDateTime.format(date);
}

const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: currency.code,
  maximumFractionDigits: 0,
});
const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: currency.code,
  minimumFractionDigits: 2,
});

/** Paise (the server's integer amounts) as rupees with Indian digit grouping: 1_00_00_000 → ₹1,00,000. */
export function formatRupees(paise: number): string {
  const rupees = paise / 100;
  return (Number.isInteger(rupees) ? wholeRupees : rupeesAndPaise).format(rupees);
}
