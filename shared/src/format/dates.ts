// Dates in US English format (part 1 §1). Stored dates are ISO `YYYY-MM-DD` (calendar dates, no zone) or
// ISO timestamps; calendar dates must never shift a day with the viewer's time zone.
const calendar = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const numeric = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'UTC',
});

function toDate(value: string): Date | null {
  const d = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `Jan 5, 2025`; the input is returned unchanged when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return d ? calendar.format(d) : value;
}

/** `01/05/2025`. */
export function formatDateNumeric(value: string | null | undefined): string {
  if (!value) return '';
  const d = toDate(value);
  return d ? numeric.format(d) : value;
}

/** `Jan 5, 2025 – Feb 4, 2025` for statement periods. */
export function formatPeriod(start: string | null | undefined, end: string | null | undefined): string {
  if (!start && !end) return '';
  return `${formatDate(start)} – ${formatDate(end)}`;
}
