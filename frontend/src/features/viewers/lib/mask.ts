// Display of sensitive identifiers (spec part 2 §2.5, §9): the server masks them (last 4 characters
// visible, values of 4 or fewer fully masked); these only restyle what it sent.
const DOTS = '••••';

/**
 * A server-masked identifier (`****4821` or `••••4821`, all mask characters when 4 or fewer) in the display style
 * `•••• 4821`; never reveals more than the server sent.
 */
export function displayMasked(masked: string | null | undefined): string {
  if (!masked) return '';
  // Stored masks use '•', view masks '*': strip either.
  const visible = masked.replace(/[*•\s]/g, '');
  return visible ? `${DOTS} ${visible.slice(-4)}` : DOTS;
}

/** A value that is already the last 4 (e.g. ssnLast4) shown in the masked style. */
export function maskedLast4(last4: string | null | undefined): string {
  if (!last4) return '';
  return `${DOTS} ${last4.slice(-4)}`;
}

/** Document id as the viewers show it: its last 8 characters, upper case. */
export function shortDocumentId(id: string): string {
  return id.slice(-8).toUpperCase();
}

export function truncate(text: string | null | undefined, max: number): string {
  if (!text) return '';
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

/** Other-document file size: MB when at least 1 MB, else KB (spec §2.5). */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return '';
  const mb = 1024 * 1024;
  if (bytes >= mb) return `${(bytes / mb).toFixed(2)} MB`;
  return `${(bytes / 1024).toFixed(2)} KB`;
}
