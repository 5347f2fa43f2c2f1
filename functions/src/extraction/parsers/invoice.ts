// Invoices in English, French, Dutch and German: header values by label (beside or below), the
// vendor by evidence (labels, legal-form suffixes, the sender's web domain, position), the
// totals block by label, and line items from the table whose titles name description and amount.
import {
  decimalMarkOf,
  findAmounts,
  isMoneyToken,
  parseAmount,
  parseOcrMoney,
  roundMoney,
  type DecimalMark,
} from '../parse/amounts';
import { findDates, inferNumericOrder, type ParseDateOptions } from '../parse/dates';
import { FieldSet, legalFormPattern, looksLikeStreet, parseCityLine, rowConfidence } from '../parse/fields';
import { findLabel, findLabeledValue, normalizeLabel } from '../parse/labels';
import { oneDigitApart, oneDigitMisreadOrLost } from '../parse/repair';
import {
  assignCells,
  documentLines,
  matchHeaderLine,
  type Cell,
  type Column,
  type HeaderSpec,
  type Line,
} from '../parse/layout';
import type { ChildRow, DocumentText, ParsedDocument, TypeParser } from '../types';

export const INVOICE_FIELDS = [
  'invoiceNumber',
  'invoiceDate',
  'dueDate',
  'paymentTerms',
  'vendorName',
  'vendorAddress',
  'customerName',
  'customerAddress',
  'subtotal',
  'taxAmount',
  'totalAmount',
  'currency',
] as const;

// Most specific first: the first label found on the document wins.
const TOTAL_LABELS = [
  'total ttc',
  'montant ttc',
  'net a payer',
  'somme a payer',
  'grand total',
  'total amount due',
  'invoice total',
  'factuur totaal',
  'total facture',
  'rechnungsbetrag',
  'gesamtbetrag',
  'endbetrag',
  'total due',
  'amount due',
  'balance due',
  'total for this invoice',
  'amount payable',
  'totaal',
  'total eur',
  'total usd',
  'gesamt',
  'total',
];
const SUBTOTAL_LABELS = [
  'subtotal',
  'sub total',
  'total ht',
  'montant ht',
  'exclusief btw',
  'totaal excl btw',
  'total excl',
  'net amount',
  'nettobetrag',
  'zwischensumme',
  'amount untaxed',
  'total before tax',
  'subtotaal',
];
const TAX_LABELS = [
  'btw bedrag',
  'montant tva',
  'tax amount',
  'total tax',
  'sales tax',
  'vat amount',
  'mwst',
  'ust',
  'tva',
  'vat',
  'btw',
  'gst',
  'tax',
];
const NUMBER_RE =
  /\b(?:invoice|inv|facture|rechnung|factuur|bill|receipt|tax invoice)(?:\s*(?:number|num(?:e|é)ro|no\.?|nr\.?|n°|n º|#|nummer|-?nr\.?))?(?![a-z_])\s*[:.]?\s*(#?\s?[A-Z0-9][A-Z0-9/_\-.]*\d[A-Z0-9/_\-.]*)/i;
const NUMBER_LABELS = [
  'invoice number',
  'invoice no',
  'invoice #',
  'rechnungsnr',
  'rechnungsnummer',
  'factuurnummer',
  'numero de facture',
  'booking id',
  'order number',
  'factuur',
  'reference',
];
const DATE_LABELS = [
  'invoice date',
  'date of issue',
  'issue date',
  'date de facture',
  'date facture',
  'factuurdatum',
  'factuur datum',
  'rechnungsdatum',
  'billing date',
  'date issued',
  'issued on',
  'issued',
  'date',
  'datum',
];
const DUE_LABELS = [
  'due date',
  'payment due',
  'due',
  'vervaldatum',
  'date limite de paiement',
  'echeance',
  'fallig am',
  'zahlbar bis',
  'pay by',
];
const TERMS_LABELS = [
  'payment terms',
  'terms',
  'conditions de paiement',
  'zahlungsbedingungen',
  'betalingstermijn',
];
const TERMS_SHAPE =
  /^(net\s?\d+|\d+\s?days?\b|due (on|upon) receipt|(payable )?(on|upon) receipt|cod|c\.o\.d\.?|eom|end of month|\d+%\s?\d+)/i;
const CUSTOMER_LABELS = [
  'bill to',
  'billed to',
  'invoice to',
  'sold to',
  'customer',
  'client',
  'billing address',
  'factuuradres',
  'adresse de facturation',
  'rechnungsadresse',
  'to',
];
const VENDOR_LABELS = [
  'sold by',
  'vendor',
  'supplier',
  'seller',
  'service provider',
  'issued by',
  'payable to',
  'in favor of',
  'in favour of',
  'titulaire du compte',
  'kontoinhaber',
  'beneficiary',
  'from',
];
/**
 * A legal form anywhere in a vendor line (parse/fields' list): a US form that is also a word needs
 * its dot ("Co.", not the "Co" of a column); abroad, "AS" or "AG" print without one.
 */
const LEGAL_SUFFIX = new RegExp(
  `\\b(${legalFormPattern(undefined, (form) => !form.alsoAWord || !!form.abroad)})\\b\\.?`,
  'i',
);

const LINE_HEADER_SPECS: HeaderSpec[] = [
  { key: 'lineNumber', patterns: [/^(pos|#|no|line|item no)$/] },
  {
    key: 'quantity',
    patterns: [
      /^(qty|quantity|qte|quantite|nombre|aantal|menge|anzahl|hoeveelheid|units|hours|hrs|btw hoeveelheid)$/,
      /^(hours|hrs|qty|quantity) ?\/ ?(hours|hrs|qty|quantity)$/,
    ],
    numeric: true,
  },
  // A unit of measure ("ea", "hr") or a product code: never part of the description or a price.
  { key: 'uom', patterns: [/^(unit|uom|u ?\/ ?m|unit of measure)$/] },
  {
    key: 'code',
    patterns: [/^(sku|code|item code|product code|part( no| number| #)?|article no|catalog no)$/],
  },
  {
    key: 'unitPrice',
    patterns: [
      /^(unit price|price|rate|prix unitaire|p u ht|p u|prijs per stuk|prijs|vk preis|einzelpreis|unit cost|price unit|unit)$/,
    ],
    numeric: true,
  },
  { key: 'tax', patterns: [/^(tax|vat|tva|btw|mwst|taxes|tax %|btw %|disc % taxes)$/] },
  {
    key: 'amount',
    patterns: [
      /^(amount|line total|total|montant( ht| ttc)?|bedrag|zeilenbetrag|betrag|gesamt|prix incl btw|prijs incl btw|btw prijs incl btw|ext price|extended|amount \w{3})$/,
    ],
    numeric: true,
  },
  {
    key: 'description',
    patterns: [
      /^(description|item|items|article|artikel|product|produit|designation|omschrijving|beschreibung|bezeichnung|libelle|title|service|details|particulars)$/,
    ],
  },
  // A line's own date (a service or ship date): never part of its description.
  { key: 'date', patterns: [/^(date|service date|svc date|date of service|ship date|datum)$/] },
];

/** Titles that can only name what a line describes. */
const DESCRIPTION_TITLE =
  /^(description|designation|omschrijving|beschreibung|bezeichnung|libelle|details|particulars)$/;
/**
 * Beside a column titled "Description", an "Item", "Product/Service" or "Activity" column names
 * what kind of thing the line sells (an accounting package's product/service list): the line's
 * category. Without one, that title is the description's.
 */
const PRODUCT_TITLE =
  /^(item|items|article|artikel|product|produit|service|services|title|activity|category|class|product ?\/ ?service|product or service)$/;

/** The table titles of a header line: with a "Description" title, the product column is the category. */
function lineHeaderSpecs(line: Line): HeaderSpec[] {
  const words = line.cells.flatMap((c) => [c.text, ...c.items.map((i) => i.text)]);
  if (!words.some((w) => DESCRIPTION_TITLE.test(normalizeLabel(stripAccents(w))))) return LINE_HEADER_SPECS;
  return [
    ...LINE_HEADER_SPECS.filter((spec) => spec.key !== 'description'),
    { key: 'description', patterns: [DESCRIPTION_TITLE] },
    { key: 'category', patterns: [PRODUCT_TITLE] },
  ];
}

interface Ctx {
  lines: Line[];
  decimal: DecimalMark;
  dates: ParseDateOptions;
}

function stripAccents(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** The document's decimal mark, by majority of the amounts it prints. */
function documentDecimal(lines: Line[]): DecimalMark {
  let comma = 0;
  let dot = 0;
  for (const l of lines) {
    for (const m of l.text.matchAll(/\d[\d.,]*[.,]\d{2}(?!\d)/g)) {
      if (decimalMarkOf(m[0]) === ',') comma++;
      else dot++;
    }
  }
  return comma > dot ? ',' : '.';
}

/**
 * The amount printed after a label: the last amount in the label's cell and the value cells
 * that follow it (up to the next label), else the amount just below the label (multi-word
 * labels only: a lone "Tax" title above a table column is no value).
 */
function amountByLabels(
  ctx: Ctx,
  labels: string[],
  opts: { exclude?: RegExp; occurrence?: 'first' | 'last' } = {},
): { value: number; confidence: number; line: Line } | null {
  const ordered = opts.occurrence === 'last' ? [...ctx.lines].reverse() : ctx.lines;
  for (const label of labels) {
    for (const line of ordered) {
      for (const [ci, cell] of line.cells.entries()) {
        const hit = findLabel(stripAccents(cell.text), label, line.confidence < 1);
        if (!hit || hit.score < 0.85) continue;
        // The label must start the cell (allowing a little prefix like "* ") so "Price is inclusive of…" is no total.
        if (hit.start > 3) continue;
        if (opts.exclude && opts.exclude.test(normalizeLabel(cell.text))) continue;
        const parts = [cell.text.slice(hit.end)];
        for (const next of line.cells.slice(ci + 1)) {
          const letters = next.text.replace(/\b(EUR|USD|GBP|INR|TTC|HT|Rs)\b|[€$£₹%]/gi, '');
          if (/[A-Za-zÀ-ÿ]{2,}/.test(letters)) break;
          parts.push(next.text);
        }
        const tail = parts.join('   ');
        const found = findAmounts(tail, { decimal: ctx.decimal }).filter(
          (a) => !/^\s*%/.test(tail.slice(a.index + a.text.length)),
        );
        const last = found.at(-1);
        if (last) {
          // OCR drops decimal points: "$1167788" on a scanned totals line is 11,677.88.
          const lost = line.confidence < 1 && !last.amount.hasCents && /^\D*\d{3,}\D*$/.test(last.text);
          const value = lost ? Math.round(last.amount.value) / 100 : last.amount.value;
          return { value, confidence: hit.score * line.confidence * (lost ? 0.6 : 0.95), line };
        }
        if (!label.includes(' ')) continue;
        const below = ctx.lines[line.index + 1];
        const under = below?.cells.find(
          (c) => c.x1 > cell.x0 - 5 && c.x0 < cell.x1 + 30 && isMoneyToken(c.text, { decimal: ctx.decimal }),
        );
        const a = under ? parseAmount(under.text, { decimal: ctx.decimal }) : null;
        if (a && below)
          return { value: a.value, confidence: hit.score * below.confidence * 0.8, line: below };
      }
    }
  }
  return null;
}

function findInvoiceNumber(ctx: Ctx): { value: string; confidence: number } | null {
  for (const l of ctx.lines) {
    const m = stripAccents(l.text).match(NUMBER_RE);
    if (m && !/^(date|datum)/i.test(m[1]!)) {
      const value = m[1]!.replace(/^#\s?/, '').replace(/[.,:]$/, '');
      if (/\d/.test(value) && !findDates(value).length) return { value, confidence: 0.9 };
    }
  }
  const tokenOf = (v: string | number) =>
    String(v)
      .split(/\s+/)
      .find((t) => /\d/.test(t) && /^[#A-Z0-9][A-Z0-9/_\-.]*$/i.test(t) && findDates(t).length === 0);
  const v = findLabeledValue(ctx.lines, NUMBER_LABELS, {
    kind: 'text',
    direction: 'both',
    belowLines: 1,
    accept: (x) => !!tokenOf(x),
  });
  if (v) return { value: tokenOf(v.value)!.replace(/^#/, ''), confidence: v.confidence * 0.9 };
  // "No. 9098" on its own near the top (under an "Invoice" title).
  for (const l of ctx.lines.slice(0, 12)) {
    const m = l.cells
      .map((c) => c.text.match(/^(?:no\.?|nr\.?|number|n°)\s*[:#]?\s*([A-Z0-9][\w/\-.]*\d[\w/\-.]*)$/i))
      .find(Boolean);
    if (m) return { value: m[1]!, confidence: 0.7 };
  }
  // A lone "# 12345" near the top.
  for (const l of ctx.lines.slice(0, 15)) {
    const m = l.text.match(/(?:^|\s)#\s?([A-Z0-9][\w/\-.]*\d[\w/\-.]*)/i);
    if (m) return { value: m[1]!, confidence: 0.6 };
  }
  return null;
}

function findInvoiceDate(ctx: Ctx): { value: string; confidence: number } | null {
  for (const label of DATE_LABELS) {
    const v = findLabeledValue(ctx.lines, [label], { kind: 'date', date: ctx.dates, belowLines: 1 });
    // "date" also matches "Due Date" and "Order Date": the caption that matched decides.
    if (v && !/due|order|echeance|verval|limite/i.test(v.caption))
      return { value: v.value as string, confidence: v.confidence };
  }
  // "Facture n° 123 du 02 Juillet 2015": a date on the invoice-number line.
  for (const l of ctx.lines) {
    if (!NUMBER_RE.test(stripAccents(l.text))) continue;
    const d = findDates(l.text, ctx.dates).find((x) => !x.yearInferred);
    if (d) return { value: d.iso, confidence: 0.75 };
  }
  const first = ctx.lines.flatMap((l) => findDates(l.text, ctx.dates).filter((d) => !d.yearInferred))[0];
  return first ? { value: first.iso, confidence: 0.4 } : null;
}

/** Cleans a vendor candidate: drops label prefixes, address tails and glued e-mail/web text. */
function cleanName(text: string): string {
  let t = text
    .replace(/^[^:]{0,30}:\s*/, (m) => (VENDOR_LABELS.some((l) => normalizeLabel(m).startsWith(l)) ? '' : m))
    .replace(/\S+@\S+/g, ' ')
    .replace(/\s+-\s+.*$/, '')
    .replace(/\b(tax )?invoice\b.*$/i, '')
    .replace(/\s+/g, ' ')
    .trim();
  const legal = t.match(LEGAL_SUFFIX);
  if (legal && legal.index !== undefined && legal.index > 2) t = t.slice(0, legal.index + legal[0].length);
  return t.replace(/[,;:]+$/, '').trim();
}

/** Words after a customer label that make it a reference number's label. */
const CUSTOMER_REFERENCE =
  /^(?:p ?o|purchase order|order|no|nr|number|#|id|ref|reference|account|acct|code|vat|tax|since|service|care|support)\b/;

function isNameLike(t: string): boolean {
  if (t.split(/\s+/).length > 6) return false;
  // One word with a digit in it ("PO-88231", "ACME01") is an identifier, not a name.
  if (!/\s/.test(t.trim()) && /\d/.test(t)) return false;
  return (
    /^[A-Za-zÀ-ÿ][\wÀ-ÿ&.,'’ -]{1,60}$/.test(t) &&
    /[A-Za-z]{2}/.test(t) &&
    !/^(invoice|facture|rechnung|factuur|date|page|total|bill to|tel|fax|phone|email)\b/i.test(t)
  );
}

function findVendor(
  ctx: Ctx,
  customer: Party | null,
): { value: string; confidence: number; places: { line: Line; x0: number }[] } | null {
  const domains = new Set<string>();
  for (const l of ctx.lines) {
    for (const m of l.text.matchAll(/(?:www\.|@|https?:\/\/)([a-z0-9-]+(?:\.[a-z0-9-]+)*)\.[a-z]{2,}/gi)) {
      const parts = m[1]!.toLowerCase().split('.');
      for (const p of parts)
        if (p.length >= 3 && !['www', 'mail', 'fake', 'example', 'gmail'].includes(p))
          domains.add(p.replace(/-/g, ''));
    }
  }
  const candidates: { value: string; score: number; line: Line; x0: number }[] = [];
  const shipTo = deliveryBlocks(ctx.lines);
  const customerName = customer ? normalizeLabel(customer.name) : null;
  for (const l of ctx.lines) {
    const rel = l.top / (l.pageHeight || 800);
    for (const [ci, cell] of l.cells.entries()) {
      if (customer?.lines.has(l.index) && Math.abs(cell.x0 - customer.x0) < 40) continue;
      if (shipTo.some((b) => b.lines.has(l.index) && Math.abs(cell.x0 - b.x0) < 40)) continue;
      let score = 0;
      let text = cell.text;
      let at = { line: l, x0: cell.x0 };
      const label = VENDOR_LABELS.find((v) => v !== 'from' && (findLabel(cell.text, v)?.score ?? 0) === 1);
      if (label) {
        const hit = findLabel(cell.text, label)!;
        const after = cell.text.slice(hit.end).replace(/^\s*[:\-–]?\s*/, '');
        text = after || (l.cells[ci + 1]?.text ?? '');
        if (text) score += 3;
      }
      // A sender's or a remittance caption alone on its line: the party to be paid is under it.
      if (
        /^((from|van|von|de)\s*:|(remit|remit payment|make checks payable|payable) to\s*:?)$/i.test(
          cell.text.trim(),
        )
      ) {
        const belowLine = ctx.lines[l.index + 1];
        const below = belowLine?.cells.find((c) => Math.abs(c.x0 - cell.x0) < 15);
        if (below && belowLine) {
          text = below.text;
          score += 3;
          at = { line: belowLine, x0: below.x0 };
        }
      }
      const name = cleanName(text);
      if (!isNameLike(name) || name.length < 2) continue;
      // An address's own lines are no name.
      if (isAddressLine(name)) continue;
      // A document title ("Sales Invoice", "Commercial Invoice") is no vendor once "Invoice" is
      // cut off, unless what is left is a company's legal name ("Acme Corp Invoice").
      if (!label && /\binvoice\s*$/i.test(cell.text.trim()) && !LEGAL_SUFFIX.test(name)) continue;
      // A vendor does not bill itself: the customer's name printed again (a ship-to copy) is not it.
      if (customerName && normalizeLabel(name) === customerName) continue;
      if (LEGAL_SUFFIX.test(name)) score += 2;
      const squashed = normalizeLabel(name).replace(/ /g, '');
      if (
        [...domains].some(
          (d) =>
            squashed.startsWith(d) ||
            (d.startsWith(squashed.split(/\d/)[0]!.slice(0, 6)) && squashed.length >= 4),
        )
      )
        score += 2;
      if (l.pageNumber === 1 && rel < 0.2) score += 1;
      if (l.pageNumber === 1 && rel < 0.1 && ci === 0 && l.index < 3) score += 1;
      // A letterhead: the name heads an address block (a street or city line under it, aligned).
      else if (l.pageNumber === 1 && rel < 0.2 && headsAddress(ctx, at.line, at.x0)) score += 1;
      if (rel > 0.85 && LEGAL_SUFFIX.test(name)) score += 0.5;
      if (score >= 2) candidates.push({ value: name, score, ...at });
    }
  }
  candidates.sort((a, b) => b.score - a.score || a.line.index - b.line.index);
  const best = candidates[0];
  if (!best) return null;
  // Where the name is printed, top first: a "payable to" line may name the vendor surely, its
  // letterhead carries the address.
  const places = candidates
    .filter((c) => normalizeLabel(c.value) === normalizeLabel(best.value))
    .map((c) => ({ line: c.line, x0: c.x0 }))
    // The letterhead first: a remittance block lower down may give a P.O. box to pay to.
    .sort((a, b) => a.line.index - b.line.index);
  return { value: best.value, confidence: Math.min(0.9, 0.4 + best.score * 0.1), places };
}

/** The party blocks under "Ship to" / "Deliver to" / "Sold to" captions: up to 4 lines in the caption's column. */
function deliveryBlocks(lines: Line[]): { lines: Set<number>; x0: number }[] {
  const out: { lines: Set<number>; x0: number }[] = [];
  for (const l of lines) {
    for (const cell of l.cells) {
      if (!/^(ship(ping)?|deliver(y)?|sold|consignee)( to| address)?\s*:?$/i.test(cell.text.trim())) continue;
      if (!/to|address|consignee/i.test(cell.text)) continue;
      out.push({ lines: new Set([1, 2, 3, 4].map((k) => l.index + k)), x0: cell.x0 });
    }
  }
  return out;
}

interface Party {
  name: string;
  address: string | null;
  lines: Set<number>;
  /** Left edge of the block: a vendor block may share its lines in another column. */
  x0: number;
}

/** The customer block: the text under a "Bill to"-style label (same column), up to 4 lines. */
function findCustomer(ctx: Ctx): Party | null {
  for (const line of ctx.lines) {
    for (const [ci, cell] of line.cells.entries()) {
      const norm = normalizeLabel(cell.text);
      const label = CUSTOMER_LABELS.find((c) => norm === c || norm.startsWith(`${c} `));
      if (!label) continue;
      // "Customer PO", "Customer No.", "Client ID": a reference about the customer, not the party.
      if (CUSTOMER_REFERENCE.test(norm.slice(label.length).trim())) continue;
      const used = new Set<number>([line.index]);
      const collected: string[] = [];
      const inline = cell.text.replace(/^[^:]*:?\s*/, '').trim();
      const next = line.cells[ci + 1];
      if (normalizeLabel(inline) !== norm && inline && !normalizeLabel(inline).startsWith(label))
        collected.push(inline);
      else if (label === 'to' && next) collected.push(next.text);
      let prevLine = line;
      for (
        let k = line.index + 1;
        k < Math.min(ctx.lines.length, line.index + 6) && collected.length < 5;
        k++
      ) {
        const below = ctx.lines[k]!;
        // The block ends at a blank gap or at a table header.
        if (below.top - prevLine.bottom > (below.bottom - below.top || 10) * 1.8 && collected.length > 0)
          break;
        if (matchHeaderLine(below, LINE_HEADER_SPECS, 2)) break;
        prevLine = below;
        const under = below.cells.find(
          (c) => Math.abs(c.x0 - cell.x0) < 25 || (c.x0 <= cell.x0 + 5 && c.x1 > cell.x0 + 10),
        );
        if (!under) {
          if (collected.length > 0) break;
          continue;
        }
        // Contact lines, as whole words: "Patel" is a name, not a "tel" line.
        if (/@|\b(?:phone|tel|fax|e-?mail)\b/i.test(under.text)) {
          used.add(k);
          continue;
        }
        collected.push(textBefore(under, next?.x0));
        used.add(k);
        // The city and postcode line ends an address: what follows is another block's.
        if (collected.length > 1 && isCityLine(collected.at(-1)!)) break;
      }
      const [name, ...addr] = collected.filter(
        (c) => !/^(t\.?a\.?v\.?|attn)\b/i.test(c) || collected.length === 1,
      );
      if (name && isNameLike(cleanName(name.replace(/^attn:?\s*/i, '')))) {
        return {
          name: name.replace(/^attn:?\s*/i, ''),
          address: addr.length > 0 ? addr.join(', ') : null,
          lines: used,
          x0: cell.x0,
        };
      }
    }
  }
  return null;
}

/**
 * A cell's text left of `limit` (the next caption of the caption row): blocks printed side by side
 * with narrow gutters come out as one cell ("Copperfield LLC Copperfield LLC PO Number").
 */
function textBefore(cell: Line['cells'][number], limit: number | undefined): string {
  if (limit === undefined || cell.x1 <= limit + 2) return cell.text;
  const kept = cell.items.filter((i) => i.x + i.width <= limit + 2);
  return kept.length > 0 ? kept.map((i) => i.text.trim()).join(' ') : cell.text;
}

/** True when the line under `line` holds, at `x0`, a street or city line. */
function headsAddress(ctx: Ctx, line: Line, x0: number): boolean {
  const below = ctx.lines[line.index + 1];
  const under =
    below?.pageNumber === line.pageNumber ? below.cells.find((c) => Math.abs(c.x0 - x0) < 5) : undefined;
  return !!under && isAddressLine(under.text);
}

/** A street line by its number ("9688 Washington Dr", "P.O. Box 12"), or a city line: never a name. */
function isAddressLine(text: string): boolean {
  return /^(\d+[A-Za-z]?\s+\S|p\.?\s?o\.?\s+box\b)/i.test(text.trim()) || isCityLine(text);
}

/** A postal address's last line: "Boise, ID 83702", "1012 AB Amsterdam", "75002 Paris". */
function isCityLine(text: string): boolean {
  return (
    parseCityLine(text) !== null ||
    (!looksLikeStreet(text) && /^\d{4,5}\s+[A-Za-z]|\b\d{4}\s?[A-Z]{2}\b/.test(text.trim()))
  );
}

function vendorAddress(ctx: Ctx, vendorLine: Line, x0: number): string | null {
  const cell = vendorLine.cells.find((c) => Math.abs(c.x0 - x0) < 2) ?? vendorLine.cells[0];
  if (!cell) return null;
  const inline = cell.text.match(/\s-\s(.+)$/);
  if (inline) return inline[1]!.replace(/\s-\s/g, ', ');
  const clean = (t: string) =>
    t
      .split(/\s+\|\s+/)[0]!
      .replace(/\s*(tel|phone|fax)\b.*$/i, '')
      .replace(/[,;]\s*$/, '')
      .trim();
  const out: string[] = [];
  for (let k = vendorLine.index + 1; k < Math.min(ctx.lines.length, vendorLine.index + 4); k++) {
    const below = ctx.lines[k]!;
    const under = below.cells.find((c) => Math.abs(c.x0 - cell.x0) < 15);
    if (
      !under ||
      !/\d/.test(under.text) ||
      /:/.test(under.text) ||
      /^(@|www|tel|phone|fax|kvk|btw|iban|vat)/i.test(under.text)
    )
      break;
    out.push(clean(under.text));
    // A city/postcode line ends the address.
    if (
      /\b[A-Z]{2}\s+\d{5}(-\d{4})?\b/.test(under.text) ||
      (!looksLikeStreet(under.text) && /^\d{4,5}\s+[A-Za-z]|\b\d{4}\s?[A-Z]{2}\b/.test(under.text))
    )
      break;
  }
  return out.length > 0 ? out.join(', ') : null;
}

function currencyOf(ctx: Ctx): string | null {
  const counts = new Map<string, number>();
  for (const l of ctx.lines) {
    for (const a of findAmounts(l.text, { decimal: ctx.decimal })) {
      if (a.amount.currency) counts.set(a.amount.currency, (counts.get(a.amount.currency) ?? 0) + 1);
    }
    for (const m of l.text.matchAll(/\b(EUR|USD|GBP|INR|CHF|CAD|AUD|SGD)\b|(€)|\bRs\.?\s?\d/g)) {
      const code = m[1] ?? (m[2] ? 'EUR' : 'INR');
      counts.set(code, (counts.get(code) ?? 0) + 1);
    }
    if (/\bUS dollars?\b/i.test(l.text)) counts.set('USD', (counts.get('USD') ?? 0) + 3);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return best?.[0] ?? null;
}

const SUMMARY_ROW =
  /^(sub ?total|total|totaal|subtotaal|tax|sales tax|vat|tva|btw|mwst|grand total|invoice total|balance|amount due|montant|somme|exclusief|prijzen|factuur totaal|gesamt|summe|discount|shipping|less payments?|payments? received|deposit)\b/;
/** The invoice's total, which ends its table. */
const INVOICE_TOTAL_ROW = /^(grand |invoice )?(total|totaal|gesamt|montant ttc)/;
/** Columns whose cells are never the quantity billed. */
const TEXT_OR_MONEY_KEYS = new Set([
  'description',
  'category',
  'date',
  'code',
  'lineNumber',
  'unitPrice',
  'amount',
]);

/**
 * The quantity billed: the one read under the quantity title, unless quantity × price is not the
 * line's amount and exactly one other count on the line makes it so (an ERP invoice prints the
 * quantity ordered, shipped and back-ordered; only the shipped is billed).
 */
function billedQuantity(
  read: number | null,
  cells: Cell[],
  price: number | null,
  amount: number | null,
): number | null {
  if (price === null || amount === null) return read;
  const holds = (q: number) => Math.abs(roundMoney(q * price) - amount) < Math.max(0.015, q * 0.005);
  if (read !== null && holds(read)) return read;
  const counts = new Set(
    cells
      .flatMap((c) => c.text.split(/\s+/))
      .filter((t) => /^\d+(?:\.\d+)?$/.test(t))
      .map(Number),
  );
  // Nothing shipped: the line bills 0.00 for a count of 0.
  const fits = [...counts].filter((q) => (q > 0 || amount === 0) && holds(q));
  return fits.length === 1 ? fits[0]! : read;
}

/**
 * A quantity printed close to the description ("1  Cloud hosting") can share its cell: a leading
 * number that sits under the quantity title, left of the description's, is the quantity.
 */
export function splitLeadingQuantity(cells: Cell[], columns: Column[]): Cell[] {
  const qty = columns.find((c) => c.key === 'quantity');
  const desc = columns.find((c) => c.key === 'description');
  if (!qty || !desc || qty.x0 >= desc.x0) return cells;
  return cells.flatMap((c) => {
    const [first, ...rest] = c.items;
    if (!first || rest.length === 0 || !/^\d+(?:[.,]\d+)?$/.test(first.text.trim())) return [c];
    const x1 = first.x + first.width;
    if (x1 > desc.x0 + 2 || x1 < qty.x0 - 30) return [c];
    const cell = (items: typeof c.items): Cell => ({
      text: items
        .map((i) => i.text)
        .join(' ')
        .replace(/\s+/g, ' ')
        .trim(),
      x0: Math.min(...items.map((i) => i.x)),
      x1: Math.max(...items.map((i) => i.x + i.width)),
      items,
    });
    return [cell([first]), cell(rest)];
  });
}

function readLineItems(ctx: Ctx): { rows: ChildRow[]; confidences: number[] } {
  const rows: ChildRow[] = [];
  const confidences: number[] = [];
  let after = -1;
  for (const line of ctx.lines) {
    if (line.index <= after) continue;
    const header = matchHeaderLine(line, lineHeaderSpecs(line), 2);
    if (!header) continue;
    const keys = new Set(header.columns.map((c) => c.key));
    if (!keys.has('description') || !(keys.has('amount') || keys.has('unitPrice'))) continue;
    let last: ChildRow | null = null;
    let gap = 0;
    let k = line.index + 1;
    const tableStart = rows.length;
    const figures: number[][] = [];
    const descEnd = header.columns.find((c) => c.key === 'description')?.x1 ?? -Infinity;
    for (; k < ctx.lines.length && gap < 6; k++) {
      const l = ctx.lines[k]!;
      if (matchHeaderLine(l, LINE_HEADER_SPECS, 3)) break;
      const cols = assignCells(splitLeadingQuantity(l.cells, header.columns), header.columns);
      const text = (key: string) =>
        (cols.get(key) ?? [])
          .map((c) => c.text)
          .join(' ')
          .trim();
      const description = [text('lineNumber'), text('description')].filter(Boolean).join(' ').trim();
      const descOnly = text('description');
      const money = (key: string) => {
        const t = text(key);
        const a =
          findAmounts(t, { decimal: ctx.decimal }).at(-1)?.amount ?? parseAmount(t, { decimal: ctx.decimal });
        return a ? a.value : null;
      };
      // No amount title read ("Extension"): two figures nearest the price title are price and amount.
      const underPrice = keys.has('amount') ? [] : findAmounts(text('unitPrice'), { decimal: ctx.decimal });
      const amount = underPrice.length === 2 ? underPrice[1]!.amount.value : money('amount');
      // A "Unit" column holding prices is the unit price after all.
      const unitPrice =
        underPrice.length === 2
          ? underPrice[0]!.amount.value
          : (money('unitPrice') ??
            (isMoneyToken(text('uom'), { decimal: ctx.decimal }) ? money('uom') : null));
      const norm = normalizeLabel(stripAccents(l.text));
      // A totals caption anywhere on the line ("Thank you for your business | SUBTOTAL | 1,649.24":
      // a note printed beside the totals block).
      const captions = l.cells.map((c) => normalizeLabel(stripAccents(c.text)));
      // A count under the quantity title, not a caption's figure ("SALES TAX 8.25%" printed there).
      const hasQuantity = (cols.get('quantity') ?? []).some(
        (c) => /\d/.test(c.text) && !/[A-Za-z]{3}/.test(c.text),
      );
      // A line priced in the price column whose amount is a whole multiple of it ("Shipping and
      // handling | 40.16 | 321.28", its quantity lost on a scan) is an item, not a totals row.
      const priced =
        unitPrice !== null && amount !== null && quantityFor(amount, unitPrice, { wholeOnly: true }) !== null;
      if ((SUMMARY_ROW.test(norm) || captions.some((c) => SUMMARY_ROW.test(c))) && !hasQuantity && !priced) {
        // Section subtotals may be followed by more rows; the invoice total ends the table.
        if (rows.length > 0 && [norm, ...captions].some((c) => INVOICE_TOTAL_ROW.test(c))) break;
        last = null;
        continue;
      }
      if (/^[-=*]{2,}/.test(l.text)) {
        last = null;
        continue;
      }
      // A figure that is the sum of the lines above it, with no count or price beside it, is the
      // table's total under a caption not known ("Sale Amount"), not one more line.
      const sumAbove = roundMoney(
        rows.reduce((a, r) => a + (typeof r.amount === 'number' ? r.amount : 0), 0),
      );
      const lone = amount === null || unitPrice === null ? (amount ?? unitPrice) : null;
      if (lone !== null && rows.length > 1 && !hasQuantity && Math.abs(lone - sumAbove) < 0.005) {
        last = null;
        continue;
      }
      if ((amount !== null || unitPrice !== null) && descOnly) {
        const qText = text('quantity').match(/-?\d+(?:[.,]\d+)?/);
        const quantity = billedQuantity(
          qText ? Number(qText[0].replace(',', '.')) : null,
          [...cols.entries()].filter(([key]) => !TEXT_OR_MONEY_KEYS.has(key)).flatMap(([, cells]) => cells),
          unitPrice,
          amount,
        );
        const lineNo = Number(text('lineNumber'));
        const category = text('category');
        last = {
          lineNumber: Number.isInteger(lineNo) && lineNo > 0 ? lineNo : rows.length + 1,
          description: descOnly,
          quantity,
          unitPrice,
          amount:
            amount ??
            (quantity !== null && unitPrice !== null ? Math.round(quantity * unitPrice * 100) / 100 : null),
          // A product code ("TAP-3668") under a product title is an identifier, not a category.
          category: category && !/^\S*\d\S*$/.test(category) ? category : null,
        };
        rows.push(last);
        figures.push(figuresRightOf(l, descEnd, ctx.decimal));
        confidences.push(amount !== null ? l.confidence * 0.9 : 0.6);
        gap = 0;
        continue;
      }
      const prev = ctx.lines[k - 1]!;
      const descCol = header.columns.find((c) => c.key === 'description');
      const near =
        prev.pageNumber === l.pageNumber &&
        l.top - prev.bottom < (l.bottom - l.top || 10) * 2.2 &&
        (!descCol || (l.cells[0]?.x0 ?? 0) >= descCol.x0 - 15);
      if (
        last &&
        near &&
        description &&
        l.cells.every((c) => !isMoneyToken(c.text, { decimal: ctx.decimal }))
      ) {
        last.description = `${String(last.description)} ${description}`.slice(0, 500);
        continue;
      }
      last = null;
      gap++;
    }
    countAndPriceByProduct(rows.slice(tableStart), figures);
    // The table may continue under a repeated header on the next page.
    after = k - 1;
  }
  if (rows.length === 0) return headerlessLineItems(ctx);
  return { rows, confidences };
}

/** The figures printed on a line right of its description, left to right. */
function figuresRightOf(line: Line, x: number, decimal: DecimalMark): number[] {
  return line.cells
    .filter((c) => c.x0 > x)
    .flatMap((c) => c.text.trim().split(/\s+/))
    .filter((t) => /\d/.test(t) && !/%$/.test(t))
    .map((t) => parseAmount(t, { decimal })?.value ?? null)
    .filter((v): v is number => v !== null);
}

/**
 * Quantity and unit price by the lines' own arithmetic, whatever the columns' titles ("Units |
 * Each | Extended", "Count | Per Item"): where the reading by titles does not give quantity × price
 * = amount on every line, the one pair of the line's other figures whose product is the amount on
 * every line is taken; the whole-numbered one is the quantity. No pair, or two, or no way to tell
 * which is the count: the lines stay as read.
 */
export function countAndPriceByProduct(rows: ChildRow[], figures: number[][]): void {
  const num = (v: unknown) => (typeof v === 'number' ? v : null);
  const fits = (q: number | null, p: number | null, a: number | null) =>
    q !== null && p !== null && a !== null && Math.abs(q * p - a) < 0.006;
  if (rows.length === 0 || rows.every((r) => fits(num(r.quantity), num(r.unitPrice), num(r.amount)))) return;
  // Each line's figures without its amount (the last figure equal to it).
  const others = rows.map((r, i) => {
    const f = [...(figures[i] ?? [])];
    const at = f.lastIndexOf(num(r.amount) ?? NaN);
    if (at >= 0) f.splice(at, 1);
    return f;
  });
  const width = Math.min(...others.map((o) => o.length));
  const pairs: [number, number][] = [];
  for (let i = 0; i < width; i++)
    for (let j = i + 1; j < width; j++)
      if (rows.every((r, k) => fits(others[k]![i]!, others[k]![j]!, num(r.amount)))) pairs.push([i, j]);
  if (pairs.length !== 1) return;
  const [i, j] = pairs[0]!;
  const whole = (col: number) => others.every((o) => Number.isInteger(o[col]));
  if (whole(i) === whole(j)) return;
  const [q, p] = whole(i) ? [i, j] : [j, i];
  rows.forEach((r, k) => {
    r.quantity = others[k]![q]!;
    r.unitPrice = others[k]![p]!;
  });
}

/**
 * Line items when no header row was recognised (unusual titles, or a scan that garbled them):
 * lines above the totals that start with text and end with a money amount; a small integer
 * before the amounts is the quantity, two amounts are unit price and line amount.
 */
function headerlessLineItems(ctx: Ctx): { rows: ChildRow[]; confidences: number[] } {
  const totalsAt = ctx.lines.find(
    (l) =>
      SUMMARY_ROW.test(normalizeLabel(stripAccents(l.cells[0]?.text ?? ''))) ||
      /^(sub ?total|total)\b/i.test(l.cells.find((c) => /total/i.test(c.text))?.text ?? ''),
  );
  const end = totalsAt?.index ?? ctx.lines.length;
  const rows: ChildRow[] = [];
  const confidences: number[] = [];
  for (const l of ctx.lines.slice(0, end)) {
    const cells = l.cells;
    const lastCell = cells.at(-1);
    const first = cells[0];
    if (
      !first ||
      !lastCell ||
      cells.length < 3 ||
      /:/.test(first.text) ||
      !/[A-Za-zÀ-ÿ]{3,}/.test(first.text)
    )
      continue;
    const money = (t: string) =>
      l.confidence < 1
        ? parseOcrMoney(t.replace(/^[$€£]/, ''), { decimal: ctx.decimal })
        : parseAmount(t, { decimal: ctx.decimal });
    const amount =
      isMoneyToken(lastCell.text, { decimal: ctx.decimal }) || /^[$€£]/.test(lastCell.text)
        ? money(lastCell.text)
        : null;
    if (!amount) continue;
    const middle = cells.slice(1, -1);
    const qtyCell = middle.find(
      (c) => /^\d{1,4}([.,]\d{1,2})?$/.test(c.text.trim()) && !isMoneyToken(c.text),
    );
    const priceCell = [...middle]
      .reverse()
      .find(
        (c) => c !== qtyCell && (isMoneyToken(c.text, { decimal: ctx.decimal }) || /^[$€£]/.test(c.text)),
      );
    if (!qtyCell && !priceCell) continue;
    const quantity = qtyCell ? Number(qtyCell.text.replace(',', '.')) : null;
    const unitPrice = priceCell ? (money(priceCell.text)?.value ?? null) : null;
    rows.push({
      lineNumber: rows.length + 1,
      description: cells
        .filter((c) => c !== lastCell && c !== qtyCell && c !== priceCell && /[A-Za-zÀ-ÿ]{2,}/.test(c.text))
        .map((c) => c.text)
        .join(' '),
      quantity,
      unitPrice,
      amount: amount.value,
      category: null,
    });
    confidences.push(l.confidence * 0.6);
  }
  return { rows, confidences };
}

export const parseInvoice: TypeParser = (doc: DocumentText): ParsedDocument => {
  const lines = documentLines(doc);
  const numericOrder = inferNumericOrder(lines.map((l) => l.text).join('\n'));
  const ctx: Ctx = {
    lines,
    decimal: documentDecimal(lines),
    dates: { numericOrder: numericOrder === 'mdy' && hasEuropeanHints(lines) ? 'dmy' : numericOrder },
  };
  const f = new FieldSet(INVOICE_FIELDS);

  const number = findInvoiceNumber(ctx);
  if (number) f.set('invoiceNumber', number.value, number.confidence);
  const date = findInvoiceDate(ctx);
  if (date) f.set('invoiceDate', date.value, date.confidence);
  const due = findLabeledValue(ctx.lines, DUE_LABELS, { kind: 'date', date: ctx.dates, belowLines: 1 });
  if (due) f.set('dueDate', due.value as string, due.confidence);
  // Beside the label, or under it in a grid of labels over values ("Invoice # | Issued | Terms").
  const terms =
    findLabeledValue(ctx.lines, TERMS_LABELS, {
      kind: 'text',
      direction: 'right',
      // The next caption of a grid of captions over values ("TERMS | DUE DATE") is no terms.
      accept: (v) => TERMS_SHAPE.test(String(v)) || !isFieldCaption(String(v)),
    }) ??
    findLabeledValue(ctx.lines, TERMS_LABELS, {
      kind: 'text',
      direction: 'below',
      belowLines: 1,
      accept: (v) => TERMS_SHAPE.test(String(v)),
    });
  const termsText =
    typeof terms?.value === 'string' ? terms.value.split(/\.\s/)[0]!.replace(/\.$/, '') : null;
  if (terms && termsText && termsText.length < 60) f.set('paymentTerms', termsText, terms.confidence * 0.9);

  const items = readLineItems(ctx);
  const lineSum = roundMoney(
    items.rows.reduce((a, r) => a + (typeof r.amount === 'number' ? r.amount : 0), 0),
  );
  // Section subtotals come first; the invoice's own subtotal is the last one.
  let subtotal = amountByLabels(ctx, SUBTOTAL_LABELS, { occurrence: 'last' });
  const tax = amountByLabels(ctx, TAX_LABELS, {
    exclude: /(incl|inclusive|included|nummer|number|id\b|tin|no\b|payee|\d{6,})/,
  });
  // Every figure printed under a total's caption, most specific caption first. The invoice's total
  // is the one its arithmetic gives (subtotal, or the lines, plus tax): a deposit or payment printed
  // under it leaves a smaller "amount due" that is no total.
  const totals = TOTAL_LABELS.map((label) =>
    amountByLabels(ctx, [label], { exclude: /^(sub|total ht|total excl|totaal excl)/ }),
  ).filter((t): t is NonNullable<typeof t> => t !== null);
  const net = subtotal?.value ?? (items.rows.length > 0 ? lineSum : null);
  const byArithmetic =
    net !== null && tax
      ? totals.find((t) => Math.abs(t.value - roundMoney(net + tax.value)) < 0.005)
      : undefined;
  // Captions not known ("Sale Amount", "Please Pay This Amount"): the lines' sum is the subtotal,
  // and it plus the tax the total, when the totals block prints those figures beside captions.
  const itemsSum = items.rows.length > 1 ? lineSum : null;
  let total = byArithmetic ?? null;
  if (!total && tax && itemsSum !== null && (!subtotal || Math.abs(subtotal.value - itemsSum) < 0.005))
    total = printedFigure(ctx, roundMoney(itemsSum + tax.value), items.rows);
  total ??= totals[0] ?? null;
  if (!subtotal && total && tax && itemsSum !== null && Math.abs(itemsSum + tax.value - total.value) < 0.005)
    subtotal = printedFigure(ctx, itemsSum, items.rows);
  if (total) f.set('totalAmount', total.value, total.confidence);
  if (subtotal && (!total || subtotal.value <= total.value))
    f.set('subtotal', subtotal.value, subtotal.confidence);
  if (tax && (!total || Math.abs(tax.value) < total.value)) f.set('taxAmount', tax.value, tax.confidence);
  // The totals block must add up; an inconsistent tax reading is worse than none.
  const s = f.num('subtotal');
  const t = f.num('totalAmount');
  if (s !== null && t !== null && !f.has('taxAmount') && t > s)
    f.set('taxAmount', Math.round((t - s) * 100) / 100, 0.5);
  f.set('currency', currencyOf(ctx), 0.7);

  const customer = findCustomer(ctx);
  if (customer) {
    f.set('customerName', customer.name, 0.7);
    f.set('customerAddress', customer.address, 0.6);
  }
  const vendor = findVendor(ctx, customer);
  if (vendor) {
    f.set('vendorName', vendor.value, vendor.confidence);
    const address = vendor.places.map((p) => vendorAddress(ctx, p.line, p.x0)).find((a) => a !== null);
    f.set('vendorAddress', address, 0.5);
  }

  // A subtotal caption whose figure a scan lost: the totals block's own arithmetic gives it.
  const sub = f.num('subtotal');
  const tx = f.num('taxAmount');
  const tot = f.num('totalAmount');
  if (sub === null && tx !== null && tot !== null && captionPrinted(ctx, SUBTOTAL_LABELS))
    f.derive('subtotal', roundMoney(tot - tx), 0.5);
  if (tot === null && sub !== null && tx !== null) f.derive('totalAmount', roundMoney(sub + tx), 0.5);

  if (doc.pages.some((p) => p.source === 'ocr')) mendLineItems(items, f);
  if (!f.has('totalAmount') && items.rows.length > 0) {
    const sum = items.rows.reduce((a, r) => a + (typeof r.amount === 'number' ? r.amount : 0), 0);
    f.derive('totalAmount', Math.round(sum * 100) / 100, 0.4);
  }

  const fieldConfidence: Record<string, number> = { ...f.confidence };
  rowConfidence('lineItems', items.rows, items.confidences, fieldConfidence);
  return {
    fields: f.fields,
    lineItems: items.rows,
    fieldConfidence,
    checks: [],
    provenance: f.provenance,
    ...(f.warnings.length > 0 ? { warnings: f.warnings } : {}),
  };
};

/**
 * A figure printed beside a caption (a totals line), not a line item's: `value` on a line with a
 * word, unless a line item has that amount.
 */
function printedFigure(
  ctx: Ctx,
  value: number,
  rows: ChildRow[],
): { value: number; confidence: number; line: Line } | null {
  if (rows.some((r) => typeof r.amount === 'number' && Math.abs(r.amount - value) < 0.005)) return null;
  const line = ctx.lines.find(
    (l) =>
      l.cells.some((c) => /[A-Za-z]{3}/.test(c.text)) &&
      l.cells.some(
        (c) =>
          isMoneyToken(c.text, { decimal: ctx.decimal }) &&
          Math.abs((parseAmount(c.text, { decimal: ctx.decimal })?.value ?? NaN) - value) < 0.005,
      ),
  );
  return line ? { value, confidence: 0.7 * line.confidence, line } : null;
}

/** Text that is one of the invoice's own captions (a date's, a number's, the terms'), not a value. */
function isFieldCaption(text: string): boolean {
  const norm = normalizeLabel(stripAccents(text));
  return [...DUE_LABELS, ...DATE_LABELS, ...NUMBER_LABELS, ...TERMS_LABELS].some(
    (label) => norm === label || norm.startsWith(`${label} `),
  );
}

/** True when one of `labels` starts a cell somewhere (a caption printed, its figure read or not). */
function captionPrinted(ctx: Ctx, labels: string[]): boolean {
  return ctx.lines.some((l) =>
    l.cells.some((c) =>
      labels.some((label) => {
        const hit = findLabel(stripAccents(c.text), label, l.confidence < 1);
        return !!hit && hit.score >= 0.85 && hit.start <= 3;
      }),
    ),
  );
}

/**
 * The quantity that makes quantity × price = amount to the cent: a whole count, else, unless
 * `wholeOnly`, a quarter-hour's fraction (7.5 hours). Null when none does.
 */
export function quantityFor(
  amount: number,
  price: number,
  opts: { wholeOnly?: boolean } = {},
): number | null {
  if (!(price > 0) || !(amount > 0)) return null;
  const whole = Math.round(amount / price);
  if (whole >= 1 && Math.abs(roundMoney(whole * price) - amount) < 0.005) return whole;
  if (opts.wholeOnly) return null;
  const quarters = Math.round((amount / price) * 4) / 4;
  return quarters > 0 && Math.abs(roundMoney(quarters * price) - amount) < 0.005 ? quarters : null;
}

/**
 * Scans: a line's figure lost or misread, mended by the invoice's own arithmetic (quantity × price
 * = amount on each line, the lines add up to the subtotal, or to the total less tax). A lost
 * quantity is the whole count the amount and price give; one line's lost amount is what the
 * subtotal leaves, when it is a whole count of that line's price; a line whose quantity × price
 * is not its amount has the one figure changed, by a digit, that closes both equations. Each such
 * value is marked derived or repaired, with a warning.
 */
export function mendLineItems(items: { rows: ChildRow[]; confidences: number[] }, f: FieldSet): void {
  const { rows, confidences } = items;
  const n = (v: unknown) => (typeof v === 'number' ? v : null);
  const mark = (i: number, key: string, how: 'derived' | 'repaired', value: number, why: string) => {
    const from = rows[i]![key];
    rows[i]![key] = value;
    f.provenance[`lineItems[${i}].${key}`] = how;
    confidences[i] = Math.min(confidences[i] ?? 0.6, 0.6);
    if (how === 'repaired')
      f.warnings.push(`Line ${i + 1}: ${key} read as ${String(from)} was repaired to ${value} ${why}.`);
  };
  for (const [i, r] of rows.entries()) {
    const amount = n(r.amount);
    const price = n(r.unitPrice);
    if (r.quantity === null && amount !== null && price !== null) {
      const q = quantityFor(amount, price);
      if (q !== null) mark(i, 'quantity', 'derived', q, '');
    }
  }
  const subtotal = f.num('subtotal');
  const tax = f.num('taxAmount');
  const total = f.num('totalAmount');
  const target = subtotal ?? (total !== null && tax !== null ? roundMoney(total - tax) : null);
  if (target === null) return;
  const sumOf = () => roundMoney(rows.reduce((a, r) => a + (n(r.amount) ?? 0), 0));
  const unread = rows.flatMap((r, i) => (r.amount === null ? [i] : []));
  if (unread.length === 1) {
    const i = unread[0]!;
    const left = roundMoney(target - sumOf());
    const price = n(rows[i]!.unitPrice);
    const q = price === null ? null : quantityFor(left, price, { wholeOnly: true });
    const qRead = n(rows[i]!.quantity);
    if (q !== null && (qRead === null || qRead === q)) {
      mark(i, 'amount', 'derived', left, '');
      if (qRead === null) mark(i, 'quantity', 'derived', q, '');
    }
  }
  if (rows.some((r) => r.amount === null)) return;
  const confirmed = Math.abs(sumOf() - target) < 0.005;
  for (const [i, r] of rows.entries()) {
    const [q, p, a] = [n(r.quantity), n(r.unitPrice), n(r.amount)];
    if (q === null || p === null || a === null || q <= 0) continue;
    if (Math.abs(roundMoney(q * p) - a) < Math.max(0.015, q * 0.005)) continue;
    const fixes: [string, number][] = [];
    if (confirmed) {
      // The amounts add up: the price or the quantity was misread.
      const wantPrice = roundMoney(a / q);
      if (Math.abs(roundMoney(q * wantPrice) - a) < 0.005 && oneDigitMisreadOrLost(p, wantPrice))
        fixes.push(['unitPrice', wantPrice]);
      const wantQty = quantityFor(a, p, { wholeOnly: true });
      if (wantQty !== null && oneDigitApart(q, wantQty)) fixes.push(['quantity', wantQty]);
    } else {
      const wantAmount = roundMoney(q * p);
      if (Math.abs(sumOf() - a + wantAmount - target) < 0.005 && oneDigitMisreadOrLost(a, wantAmount))
        fixes.push(['amount', wantAmount]);
    }
    if (fixes.length === 1)
      mark(i, fixes[0]![0], 'repaired', fixes[0]![1], 'so that quantity × price = amount');
  }
}

/** European wording or amounts with a decimal comma make an ambiguous 01/02 day-first. */
function hasEuropeanHints(lines: Line[]): boolean {
  const text = stripAccents(lines.map((l) => l.text).join(' ')).toLowerCase();
  return (
    /\b(facture|rechnung|factuur|tva|btw|mwst|ttc|datum|montant)\b/.test(text) ||
    documentDecimal(lines) === ','
  );
}
