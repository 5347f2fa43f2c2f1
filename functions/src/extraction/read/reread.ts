// Second look at amounts OCR read without their separators: a decimal point or a thousands comma
// is a few pixels of ink that a page-sized reading of a noisy scan drops ("26968406" for
// 269,684.06, "9325693" for 93,256.93) or misplaces ("1.64876"). Each such word is cut out of the
// cleaned page, enlarged and read on its own; the new reading replaces the old one only when it is
// a well-formed amount with the same digits (only separators restored), so an account number, a
// ZIP code or a reference stays as it was unless its own pixels show the separators. A date read
// without its slashes ("092222") is re-read the same way and kept only as a date of the same digits.
import type { GrayImage, OcrResult, OcrWord } from './ocr';

/** Digits only, five or more (an amount with its cents' point and commas lost), or badly separated. */
export function suspectAmount(text: string): boolean {
  const t = text.replace(/^[($-]+|[)]+$/g, '').replace(/^\$/, '');
  if (/^\d{5,}$/.test(t)) return true;
  // A "$" before digits without a point: a statement's amount with its cents' point lost ("$4385").
  if (/^[(-]*\$\d{3,}\)?$/.test(text)) return true;
  // A date that kept one of its two separators ("05/1525" for 05/15/25).
  if (lostDateSeparator(t)) return true;
  // Digits with separators in places no amount has them: a point followed by 3+ digits, a comma
  // group that is not three digits.
  if (/^[\d.,]+$/.test(t) && (t.match(/\d/g) ?? []).length >= 4 && /[.,]\d/.test(t)) return !wellFormed(t);
  return false;
}

/** "05/1525", "0515/25": a date's six or eight digits with one of its two slashes (or dashes) left. */
function lostDateSeparator(t: string): boolean {
  const m = /^(\d+)([/-])(\d+)$/.exec(t);
  if (!m) return false;
  // A month and year ("12/2025") or a fiscal year ("2024/25") is whole as it is.
  if (/^(19|20)\d\d$/.test(m[3]!) && m[1]!.length <= 2) return false;
  if (/^(19|20)\d\d$/.test(m[1]!) && m[3]!.length <= 2) return false;
  const n = m[1]!.length + m[3]!.length;
  return (n === 6 || n === 8) && m[1]!.length >= 1 && m[3]!.length >= 2 && (m[1]!.length >= 3 || m[3]!.length >= 3);
}

/** A numeric date with its separators: "09/22/22", "10-01-2024", "1.10.22". */
const DATE_RE = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{2}|\d{4})$/;

/** "1,234.56", "234.56", "(1,234.56)", "-$1,234.56": a money amount with its cents. */
function wellFormed(text: string): boolean {
  return /^\d{1,3}(,\d{3})*\.\d{2}$/.test(text);
}

/**
 * The re-read word, when it is an amount (with cents, commas in place) whose digits are the first
 * reading's: only separators were restored. Signs and parentheses come from the re-read.
 */
export function acceptReread(original: string, reread: string, confidence = 1): string | null {
  // A date whose slashes were lost ("092222" for 09/22/22) has the same digits with its separators.
  if ((/^\d{6}$|^\d{8}$/.test(original) || lostDateSeparator(original)) && DATE_RE.test(reread))
    return reread.replace(/\D/g, '') === original.replace(/\D/g, '') ? reread : null;
  const bare = reread.replace(/^\(?-?\$?/, '').replace(/\)$/, '');
  if (!wellFormed(bare)) return null;
  const digits = (s: string) => s.replace(/\D/g, '');
  const [a, b] = [digits(bare), digits(original)];
  // The same digits; or, where the first reading's separators were misplaced (not merely lost) and
  // the second reading is sure, one digit read differently ("(1.64876)" for (7,648.76)).
  const misplaced = /[.,]/.test(original) && confidence >= 0.85;
  const differing = a.length === b.length ? [...a].filter((d, i) => d !== b[i]).length : Infinity;
  if (!(differing === 0 || (misplaced && differing === 1))) return null;
  // The sign marks of whichever reading has them (a small "(" or "-" is lost as easily as a point).
  const lead = (s: string) => /^[(\-$]+/.exec(s)?.[0] ?? '';
  const trail = (s: string) => (s.endsWith(')') ? ')' : '');
  return (lead(reread) || lead(original)) + bare + (trail(reread) || trail(original));
}

/** The least confidence of a re-read that only restores separators (decision 187; was 0.5). */
const MIN_REREAD_CONFIDENCE = 0.25;

/** Re-reads are costly; a page with more suspects than this is not a table of amounts gone wrong. */
const MAX_REREADS = 24;

export async function rereadAmounts(
  image: GrayImage,
  page: OcrResult,
  dpi: number,
  recognize: (crop: GrayImage, dpi: number) => Promise<OcrResult>,
): Promise<{ result: OcrResult; repaired: number }> {
  const suspects = page.words.filter((w) => suspectAmount(w.text));
  if (suspects.length === 0 || suspects.length > MAX_REREADS) return { result: page, repaired: 0 };
  const factor = 2.5;
  const words: OcrWord[] = [...page.words];
  let repaired = 0;
  for (const w of suspects) {
    const h = w.y1 - w.y0;
    const padX = Math.round(Math.max(h, dpi / 25));
    const padY = Math.round(Math.max(h * 0.4, dpi / 50));
    const x0 = Math.max(0, w.x0 - padX);
    const x1 = Math.min(image.width, w.x1 + padX);
    const y0 = Math.max(0, w.y0 - padY);
    const y1 = Math.min(image.height, w.y1 + padY);
    const cw = x1 - x0;
    const ch = y1 - y0;
    if (cw < 4 || ch < 4) continue;
    // The crop (bilinear 2.5x) on a margin of paper: tesseract reads a lone word best with room around it.
    const margin = Math.round(dpi / 10);
    const out = { width: Math.round(cw * factor) + 2 * margin, height: Math.round(ch * factor) + 2 * margin };
    const data = new Uint8Array(out.width * out.height).fill(255);
    for (let y = 0; y < out.height - 2 * margin; y++) {
      const sy = Math.min(ch - 1, y / factor);
      const yi = Math.floor(sy);
      const fy = sy - yi;
      const yj = Math.min(ch - 1, yi + 1);
      for (let x = 0; x < out.width - 2 * margin; x++) {
        const sx = Math.min(cw - 1, x / factor);
        const xi = Math.floor(sx);
        const fx = sx - xi;
        const xj = Math.min(cw - 1, xi + 1);
        const p = (yy: number, xx: number) => image.data[(y0 + yy) * image.width + x0 + xx]!;
        const v =
          p(yi, xi) * (1 - fx) * (1 - fy) +
          p(yi, xj) * fx * (1 - fy) +
          p(yj, xi) * (1 - fx) * fy +
          p(yj, xj) * fx * fy;
        data[(y + margin) * out.width + x + margin] = Math.round(v);
      }
    }
    const r = await recognize({ ...out, data }, dpi * factor);
    // The crop may hold a neighbour's words too (a word box OCR stretched across the line): the
    // one reading that is this amount with its separators is taken, and only when it is the only one.
    // Only separators may change (same digits, a well-formed amount or date), so an unsure reading
    // of the enlarged crop ("$520.46" at 0.30 for "$52046") is still taken; noise (under 0.25) is not.
    const candidates = r.words
      .filter((x) => x.confidence >= MIN_REREAD_CONFIDENCE)
      .map((x) => acceptReread(w.text, x.text, x.confidence))
      .filter((x): x is string => x !== null);
    if (candidates.length !== 1 || candidates[0] === w.text) continue;
    const text = candidates[0]!;
    const i = words.indexOf(w);
    words[i] = { ...w, text };
    repaired++;
  }
  return { result: repaired ? { ...page, words } : page, repaired };
}
