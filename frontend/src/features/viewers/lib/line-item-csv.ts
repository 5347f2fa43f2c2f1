// The payslip line-item CSV built in the browser (spec part 2 §9): header Type, Description,
// Category, Amount, YTD Amount, Hours, Rate, Confidence; commas in description and category become
// semicolons. A cell that could start a spreadsheet formula (= + - @, tab, CR) is prefixed with an
// apostrophe, like every export of the product (DESIGN §8).
interface LineItemLike {
  itemType?: string | null;
  description?: string | null;
  category?: string | null;
  amount?: number | null;
  ytdAmount?: number | null;
  hours?: number | null;
  rate?: number | null;
  confidenceScore?: number | null;
}

export const LINE_ITEM_CSV_HEADER = [
  'Type',
  'Description',
  'Category',
  'Amount',
  'YTD Amount',
  'Hours',
  'Rate',
  'Confidence',
];

function neutralise(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function cell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = neutralise(String(value));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const noCommas = (text: string | null | undefined) => (text ?? '').replace(/,/g, ';');

export function lineItemsCsv(items: readonly LineItemLike[]): string {
  const lines = [LINE_ITEM_CSV_HEADER.join(',')];
  for (const item of items) {
    lines.push(
      [
        item.itemType ?? '',
        noCommas(item.description),
        noCommas(item.category),
        item.amount,
        item.ytdAmount,
        item.hours,
        item.rate,
        item.confidenceScore == null ? '' : `${Math.round(item.confidenceScore)}%`,
      ]
        .map(cell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
