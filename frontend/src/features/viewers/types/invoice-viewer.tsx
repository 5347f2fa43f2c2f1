import type { InvoiceView } from '@docledger/shared/api/schemas/documents-views';
import { formatDate } from '@docledger/shared/format/dates';
import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';
import { ConfidenceBadge } from '../components/confidence';
import { FieldGrid, Section } from '../components/field-grid';
import { EmptyRow, lowConfidenceCell, TableFrame, Td, Th, Tr } from '../components/table';
import { ViewerFrame } from '../components/viewer-frame';
import { isLowConfidence } from '../lib/confidence';
import type { InvoiceLineItemRow } from '../lib/view-types';
import type { TypeViewerProps } from './common';

/** Invoices may be in another currency; everything else in the product is USD (spec part 2 §1). */
function moneyIn(currency: string | null | undefined) {
  if (!currency || currency.toUpperCase() === 'USD') return formatMoney;
  try {
    const format = new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() });
    return (value: number | null | undefined) => format.format(value ?? 0);
  } catch {
    return formatMoney;
  }
}

export function InvoiceViewer({ view, onClose, onDeleted }: TypeViewerProps<InvoiceView>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  const money = moneyIn(f.currency);
  const lineItems = view.lineItems as InvoiceLineItemRow[];
  const totals: [string, number | null | undefined, string][] = [
    ['Subtotal', f.subtotal, 'subtotal'],
    ['Tax', f.taxAmount, 'taxAmount'],
    ['Total', f.totalAmount, 'totalAmount'],
  ];
  return (
    <ViewerFrame type="invoice" view={view} onClose={onClose} onDeleted={onDeleted}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Vendor">
          <FieldGrid
            columns={2}
            items={[
              { label: 'Vendor Name', value: f.vendorName, confidence: c.vendorName },
              { label: 'Vendor Address', value: f.vendorAddress, confidence: c.vendorAddress },
            ]}
          />
        </Section>
        <Section title="Customer">
          <FieldGrid
            columns={2}
            items={[
              { label: 'Customer Name', value: f.customerName, confidence: c.customerName },
              { label: 'Customer Address', value: f.customerAddress, confidence: c.customerAddress },
            ]}
          />
        </Section>
      </div>
      <Section title="Invoice Details">
        <FieldGrid
          columns={4}
          items={[
            { label: 'Invoice Number', value: f.invoiceNumber, numeric: true, confidence: c.invoiceNumber },
            { label: 'Invoice Date', value: formatDate(f.invoiceDate), confidence: c.invoiceDate },
            { label: 'Due Date', value: formatDate(f.dueDate), confidence: c.dueDate },
            { label: 'Payment Terms', value: f.paymentTerms, confidence: c.paymentTerms },
            ...(f.currency && f.currency.toUpperCase() !== 'USD'
              ? [{ label: 'Currency', value: f.currency.toUpperCase(), confidence: c.currency }]
              : []),
          ]}
        />
      </Section>
      <Section title="Line Items">
        <TableFrame label="Line items">
          <thead>
            <tr>
              <Th numeric>#</Th>
              <Th>Description</Th>
              <Th>Category</Th>
              <Th numeric>Qty</Th>
              <Th numeric>Unit Price</Th>
              <Th numeric>Amount</Th>
              <Th>Confidence</Th>
            </tr>
          </thead>
          <tbody>
            {lineItems.length === 0 && <EmptyRow colSpan={7}>No line items found</EmptyRow>}
            {lineItems.map((item, index) => {
              const low = (field: string) =>
                isLowConfidence(item.fieldConfidence[field]) && lowConfidenceCell;
              return (
                <Tr key={item.id}>
                  <Td numeric className="text-slate-500">
                    {item.lineNumber ?? index + 1}
                  </Td>
                  <Td className={cn('min-w-48', low('description'))}>{item.description}</Td>
                  <Td className="text-slate-600">{item.category}</Td>
                  <Td numeric className={cn(low('quantity'))}>
                    {item.quantity ?? ''}
                  </Td>
                  <Td numeric className={cn(low('unitPrice'))}>
                    {item.unitPrice == null ? '' : money(item.unitPrice)}
                  </Td>
                  <Td numeric className={cn(low('amount'))}>
                    {money(item.amount)}
                  </Td>
                  <Td>
                    <ConfidenceBadge score={item.confidenceScore} />
                  </Td>
                </Tr>
              );
            })}
          </tbody>
        </TableFrame>
        <dl className="ml-auto grid w-full max-w-xs grid-cols-2 gap-y-1 text-sm">
          {totals.map(([label, value, field]) => (
            <div
              key={label}
              className={cn(
                'col-span-2 grid grid-cols-2 rounded-md px-2 py-1',
                label === 'Total' && 'border-t border-slate-200 font-semibold',
                isLowConfidence(c[field]) && lowConfidenceCell,
              )}
            >
              <dt className="text-slate-600">{label}</dt>
              {/* A total the document does not show is missing, not zero. */}
              <dd className="text-right tabular-nums">
                {value == null ? <span className="text-slate-400">—</span> : money(value)}
              </dd>
            </div>
          ))}
        </dl>
      </Section>
    </ViewerFrame>
  );
}
