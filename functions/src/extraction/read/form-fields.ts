// Filled AcroForm values (IRS fillable forms), read from the widget annotations of each page:
// some forms' /AcroForm lacks a /Fields array although their widgets are filled (the 2024 W-2 copy B).
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PageText, TextItem } from '../types';

interface WidgetData {
  subtype?: string;
  fieldName?: string;
  fieldType?: string;
  fieldValue?: unknown;
  checkBox?: boolean;
  radioButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  /** [x1, y1, x2, y2] in PDF user space (origin bottom-left). */
  rect?: number[];
  multiLine?: boolean;
}

/** A filled text field where the page shows it. */
export interface PlacedValue {
  pageNumber: number;
  /** Top-left origin, PDF points. */
  x: number;
  y: number;
  width: number;
  height: number;
  value: string;
}

export interface FormRead {
  fields: Record<string, string>;
  placed: PlacedValue[];
}

/**
 * Values by fully-qualified field name (e.g. `topmostSubform[0].Page1[0].f1_04[0]`). Text and choice
 * fields appear only when filled; checkboxes always, as their on-state name or "Off"; a radio
 * group as its selected on-state, or "Off".
 */
export async function readFormFields(doc: PDFDocumentProxy): Promise<FormRead> {
  const fields: Record<string, string> = {};
  const placed: PlacedValue[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const pageHeight = page.getViewport({ scale: 1 }).height;
    const annotations = (await page.getAnnotations({ intent: 'display' })) as WidgetData[];
    for (const a of annotations) {
      if (a.subtype !== 'Widget' || !a.fieldName) continue;
      const value = widgetValue(a);
      if (value === undefined) continue;
      const [x1, y1, x2, y2] = a.rect ?? [];
      if (
        a.fieldType !== 'Btn' &&
        x1 !== undefined &&
        y1 !== undefined &&
        x2 !== undefined &&
        y2 !== undefined
      )
        placed.push({
          pageNumber: n,
          x: Math.min(x1, x2),
          y: pageHeight - Math.max(y1, y2),
          width: Math.abs(x2 - x1),
          height: Math.abs(y2 - y1),
          value,
        });
      // A field with several widgets (a radio group, a value repeated on copies) keeps its first
      // meaningful value.
      if (fields[a.fieldName] === undefined || fields[a.fieldName] === 'Off') fields[a.fieldName] = value;
    }
  }
  return { fields, placed };
}

/**
 * Adds filled form values to their page's words, where a viewer shows them, unless the text layer
 * already prints them there. Parsers that read by caption then see a filled form as a printed one:
 * one reading path for every form, whatever its field names (no field map needed).
 */
export function placeFormValues(pages: PageText[], placed: readonly PlacedValue[]): void {
  for (const v of placed) {
    const page = pages.find((p) => p.pageNumber === v.pageNumber);
    if (!page || page.source !== 'text-layer') continue;
    const lines = v.value
      .split(/\r\n|\r|\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    // Viewers draw a one-line value centred in its box and a multi-line one from the top.
    const size = Math.max(4, Math.min(7, (v.height * 0.55) / lines.length));
    const step = size * 1.7;
    const top = lines.length === 1 ? v.y + (v.height - size) / 2 : v.y + 1;
    const shown = page.items.some(
      (i) =>
        i.x + i.width / 2 >= v.x &&
        i.x + i.width / 2 <= v.x + v.width &&
        i.y + i.height / 2 >= v.y &&
        i.y + i.height / 2 <= v.y + v.height &&
        lines.some((l) => l.includes(i.text)),
    );
    if (shown) continue;
    const added: TextItem[] = [];
    lines.forEach((line, row) => {
      const perChar = size * 0.5;
      let index = 0;
      for (const part of line.split(/(\s+)/)) {
        if (part.trim() !== '')
          added.push({
            text: part,
            x: v.x + 2 + index * perChar,
            y: top + row * step,
            width: part.length * perChar,
            height: size,
            confidence: 1,
          });
        index += part.length;
      }
    });
    page.items.push(...added);
  }
}

function widgetValue(a: WidgetData): string | undefined {
  if (a.fieldType === 'Btn') {
    if (a.checkBox) {
      const on = a.exportValue ?? 'Yes';
      return typeof a.fieldValue === 'string' && a.fieldValue !== 'Off' && a.fieldValue === on ? on : 'Off';
    }
    if (a.radioButton) {
      return typeof a.fieldValue === 'string' && a.fieldValue !== '' ? a.fieldValue : 'Off';
    }
    return undefined; // push buttons hold no value
  }
  const raw = Array.isArray(a.fieldValue) ? a.fieldValue.join(', ') : a.fieldValue;
  if (typeof raw !== 'string') return undefined;
  const value = raw.trim();
  return value === '' ? undefined : value;
}
