// Document-type detection by keywords and structure, to flag a document that looks like another
// type than the one the user chose. Titles weigh most; phrases only one type prints weigh more
// than phrases several types share; AcroForm field names of the IRS forms decide outright.
import { EXTRACTABLE_TYPE_CODES, type ExtractableTypeCode } from '@docledger/shared/domain/document-types';
import type { DocumentText } from './types';

interface Signal {
  re: RegExp;
  weight: number;
}

const TITLE = 6;
const STRONG = 3;
const WEAK = 1;

const SIGNALS: Record<ExtractableTypeCode, Signal[]> = {
  bank_statement: [
    { re: /\bbank\s+statement\b|\bstatement\s+of\s+account\b|\baccount\s+statement\b/i, weight: TITLE },
    { re: /\b(?:beginning|opening)\s+balance\b/i, weight: STRONG },
    { re: /\b(?:ending|closing)\s+balance\b/i, weight: STRONG },
    { re: /\b(?:total\s+)?deposits(?:\s+and\s+(?:other\s+)?(?:additions|credits))?\b/i, weight: WEAK },
    { re: /\b(?:total\s+)?withdrawals\b/i, weight: WEAK },
    { re: /\b(?:checking|savings)\s+account\b/i, weight: WEAK },
    { re: /\bdaily\s+(?:ending\s+)?balance\b|\brunning\s+balance\b/i, weight: STRONG },
  ],
  credit_card_statement: [
    { re: /\bcredit\s+card\s+statement\b|\bcard\s*member\b|\bcardholder\b/i, weight: TITLE },
    { re: /\bminimum\s+(?:payment|amount)\s+due\b/i, weight: STRONG },
    { re: /\bpayment\s+due\s+date\b/i, weight: STRONG },
    { re: /\bcredit\s+limit\b/i, weight: STRONG },
    { re: /\bavailable\s+credit\b/i, weight: STRONG },
    { re: /\bnew\s+balance\b|\bprevious\s+balance\b/i, weight: WEAK },
    { re: /\bannual\s+percentage\s+rate\b|\bAPR\b/, weight: WEAK },
  ],
  invoice: [
    { re: /\b(?:tax\s+)?invoice\b|\bfacture\b|\brechnung\b|\bfactuur\b/i, weight: TITLE },
    { re: /\binvoice\s+(?:no\.?|number|#|date)\b/i, weight: STRONG },
    { re: /\bbill\s+to\b|\bsold\s+to\b|\bship\s+to\b/i, weight: STRONG },
    { re: /\b(?:qty|quantity)\b/i, weight: WEAK },
    { re: /\bunit\s+price\b|\brate\b/i, weight: WEAK },
    { re: /\bsub\s*-?total\b/i, weight: WEAK },
    { re: /\b(?:amount|balance)\s+due\b|\btotal\s+due\b/i, weight: WEAK },
  ],
  payslip: [
    {
      re: /\bpay\s*slip\b|\bpay\s*stub\b|\bearnings\s+statement\b|\bsalary\s+slip\b|\bpay\s+advice\b/i,
      weight: TITLE,
    },
    { re: /\bgross\s+pay\b/i, weight: STRONG },
    { re: /\bnet\s+pay\b/i, weight: STRONG },
    { re: /\bpay\s+(?:period|date)\b/i, weight: STRONG },
    { re: /\bYTD\b|\byear\s+to\s+date\b/i, weight: WEAK },
    { re: /\bdeductions\b/i, weight: WEAK },
    { re: /\bhours\b/i, weight: WEAK },
  ],
  w2: [
    { re: /\bForm\s+W-?2\b|\bwage\s+and\s+tax\s+statement\b/i, weight: TITLE },
    { re: /\bsocial\s+security\s+wages\b/i, weight: STRONG },
    { re: /\bmedicare\s+wages\s+and\s+tips\b/i, weight: STRONG },
    { re: /\bwages,\s*tips,\s*other\s+comp/i, weight: STRONG },
    { re: /\ballocated\s+tips\b|\bnonqualified\s+plans\b|\bdependent\s+care\s+benefits\b/i, weight: STRONG },
    { re: /\bemployer\s+identification\s+number\b/i, weight: WEAK },
  ],
  irs_1040: [
    { re: /\bindividual\s+income\s+tax\s+return\b|\bForm\s+1040\b(?!-)/i, weight: TITLE },
    { re: /\bfiling\s+status\b/i, weight: STRONG },
    { re: /\badjusted\s+gross\s+income\b/i, weight: STRONG },
    { re: /\bthis\s+is\s+your\s+(?:total|taxable)\s+income\b/i, weight: STRONG },
    { re: /\bstandard\s+deduction\b/i, weight: WEAK },
    { re: /\bdependents\b/i, weight: WEAK },
    { re: /\bamount\s+you\s+owe\b|\bamount\s+you\s+overpaid\b/i, weight: STRONG },
  ],
  irs_1099: [
    { re: /\bForm\s+1099\b|\b1099\s*-\s*(?:NEC|MISC|INT|DIV|B|R|K)\b/i, weight: TITLE },
    { re: /\bpayer['’]?s\s+(?:TIN|name|federal\s+identification)/i, weight: STRONG },
    { re: /\brecipient['’]?s\s+(?:TIN|name|identification)/i, weight: STRONG },
    { re: /\bnonemployee\s+compensation\b/i, weight: STRONG },
    {
      re: /\b(?:total\s+)?ordinary\s+dividends\b|\bearly\s+withdrawal\s+penalty\b|\broyalties\b/i,
      weight: WEAK,
    },
  ],
  profit_loss: [
    {
      re: /\bincome\s+statements?\b|\bprofit\s*(?:and|&)\s*loss\b|\bstatements?\s+of\s+(?:comprehensive\s+)?(?:income|operations|earnings)\b/i,
      weight: TITLE,
    },
    { re: /\bgross\s+(?:profit|margin)\b/i, weight: STRONG },
    { re: /\bcost\s+of\s+(?:sales|goods\s+sold|revenues?)\b/i, weight: STRONG },
    { re: /\b(?:total\s+)?operating\s+expenses\b/i, weight: WEAK },
    { re: /\bnet\s+(?:income|profit|loss)\b/i, weight: WEAK },
    { re: /\b(?:total\s+)?revenues?\b/i, weight: WEAK },
  ],
  balance_sheet: [
    { re: /\bbalance\s+sheets?\b|\bstatements?\s+of\s+financial\s+(?:position|condition)\b/i, weight: TITLE },
    { re: /\btotal\s+assets\b/i, weight: STRONG },
    { re: /\btotal\s+liabilities\b/i, weight: STRONG },
    { re: /\bcurrent\s+assets\b|\bcurrent\s+liabilities\b/i, weight: WEAK },
    {
      re: /\b(?:stockholders|shareholders|members|owners)['’]?\s+equity\b|\btotal\s+equity\b/i,
      weight: WEAK,
    },
    { re: /\bretained\s+earnings\b/i, weight: WEAK },
  ],
  cash_flow: [
    { re: /\bstatements?\s+of\s+cash\s+flows?\b|\bcash\s+flows?\s+statement\b/i, weight: TITLE },
    { re: /\boperating\s+activities\b/i, weight: STRONG },
    { re: /\binvesting\s+activities\b/i, weight: STRONG },
    { re: /\bfinancing\s+activities\b/i, weight: STRONG },
    { re: /\bnet\s+(?:increase|decrease|change)\s+in\s+cash\b/i, weight: WEAK },
    { re: /\bcash\s+(?:and\s+cash\s+equivalents\s+)?at\s+(?:the\s+)?(?:beginning|end)\b/i, weight: WEAK },
  ],
};

/** AcroForm names of the official forms whose field maps we hold. */
function formFieldType(formFields: Record<string, string>): ExtractableTypeCode | null {
  const names = Object.keys(formFields);
  if (
    names.some((n) => /(?:^|\.)Page1\[0\]\..*f1_\d+\[0\]$/.test(n)) &&
    names.some((n) => /topmostSubform/.test(n))
  )
    return 'irs_1040';
  if (
    names.filter((n) => /(?:^|\.)f2_(?:0[1-9]|[1-3]\d|4[0-2])\[0\]$/.test(n)).length >= 5 &&
    !names.some((n) => /Page2\[0\]/.test(n))
  )
    return 'w2';
  return null;
}

/** Keyword score of every type; only the first ~6000 characters of each page count (titles and captions). */
export function scoreDocumentTypes(doc: DocumentText): Record<ExtractableTypeCode, number> {
  const text = doc.plainText
    .split('\f')
    .map((p) => p.slice(0, 6000))
    .join('\n');
  const scores = Object.fromEntries(EXTRACTABLE_TYPE_CODES.map((t) => [t, 0])) as Record<
    ExtractableTypeCode,
    number
  >;
  for (const type of EXTRACTABLE_TYPE_CODES) {
    for (const s of SIGNALS[type]) if (s.re.test(text)) scores[type] += s.weight;
  }
  const byForm = formFieldType(doc.formFields);
  if (byForm) scores[byForm] += 20;
  return scores;
}

const MIN_SCORE = 6;

/**
 * The type the document most looks like, with a 0.5-1 score (the winner's share of the top two
 * scores); null when nothing scores enough to say.
 */
export function detectDocumentType(doc: DocumentText): { type: ExtractableTypeCode; score: number } | null {
  const ranked = Object.entries(scoreDocumentTypes(doc)).sort((a, b) => b[1] - a[1]) as [
    ExtractableTypeCode,
    number,
  ][];
  const [best, second] = ranked;
  if (!best || best[1] < MIN_SCORE) return null;
  const runnerUp = second?.[1] ?? 0;
  return { type: best[0], score: Math.round((best[1] / (best[1] + runnerUp)) * 1000) / 1000 };
}

/**
 * The type to report as suspected when the document looks clearly like another type than the
 * chosen one: the winner must outscore the chosen type by half again and a margin, so an annual
 * report binding a balance sheet with an income statement is not flagged whichever was chosen.
 */
export function suspectedOtherType(
  doc: DocumentText,
  chosen: ExtractableTypeCode,
): ExtractableTypeCode | null {
  const scores = scoreDocumentTypes(doc);
  const detected = detectDocumentType(doc);
  if (!detected || detected.type === chosen) return null;
  const best = scores[detected.type];
  const own = scores[chosen];
  return best >= MIN_SCORE && best >= own * 1.5 && best - own >= STRONG + WEAK ? detected.type : null;
}
