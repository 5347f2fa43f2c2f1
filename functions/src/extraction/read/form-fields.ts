// Filled AcroForm values (IRS fillable forms), read from the widget annotations of each page:
// some forms' /AcroForm lacks a /Fields array although their widgets are filled (the 2024 W-2 copy B).
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

interface WidgetData {
  subtype?: string;
  fieldName?: string;
  fieldType?: string;
  fieldValue?: unknown;
  checkBox?: boolean;
  radioButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
}

/**
 * Values by fully-qualified field name (e.g. `topmostSubform[0].Page1[0].f1_04[0]`). Text and choice
 * fields appear only when filled; checkboxes always, as their on-state name or "Off"; a radio
 * group as its selected on-state, or "Off".
 */
export async function readFormFields(doc: PDFDocumentProxy): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (let n = 1; n <= doc.numPages; n++) {
    const page = await doc.getPage(n);
    const annotations = (await page.getAnnotations({ intent: 'display' })) as WidgetData[];
    for (const a of annotations) {
      if (a.subtype !== 'Widget' || !a.fieldName) continue;
      const value = widgetValue(a);
      if (value === undefined) continue;
      // A field with several widgets (a radio group, a value repeated on copies) keeps its first
      // meaningful value.
      if (fields[a.fieldName] === undefined || fields[a.fieldName] === 'Off') fields[a.fieldName] = value;
    }
  }
  return fields;
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
