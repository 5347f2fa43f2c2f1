import { formatMoney } from '@docledger/shared/format/money';
import { cn } from '../../../lib/cn';
import { isLowConfidence } from '../lib/confidence';
import { ConfidenceBadge } from './confidence';
import { EmptyRow, lowConfidenceCell, TableFrame, Td, Th, Tr } from './table';

export interface AccountRow {
  id: string;
  accountName?: string | null;
  category?: string | null;
  amount?: number | null;
  confidenceScore: number | null;
  fieldConfidence: Record<string, number>;
}

/** One section of a financial statement (assets, revenue, operating…): account, category, amount, total. */
export function AccountTable({
  title,
  rows,
  emptyText,
  total,
  totalLabel,
}: {
  title: string;
  rows: AccountRow[];
  emptyText: string;
  /** The printed total when the document shows one; otherwise the rows' sum. */
  total?: number | null;
  totalLabel: string;
}) {
  const computed = Math.round(rows.reduce((s, r) => s + (r.amount ?? 0), 0) * 100) / 100;
  const shownTotal = total ?? computed;
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <h5 className="text-sm font-medium text-slate-700">{title}</h5>
      <TableFrame label={title} scroll={false}>
        <thead>
          <tr>
            <Th>Account</Th>
            <Th>Category</Th>
            <Th numeric>Amount</Th>
            <Th>Confidence</Th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && <EmptyRow colSpan={4}>{emptyText}</EmptyRow>}
          {rows.map((row) => (
            <Tr key={row.id}>
              <Td className={cn(isLowConfidence(row.fieldConfidence.accountName) && lowConfidenceCell)}>
                {row.accountName}
              </Td>
              <Td className="text-slate-600">{row.category}</Td>
              <Td numeric className={cn(isLowConfidence(row.fieldConfidence.amount) && lowConfidenceCell)}>
                {formatMoney(row.amount)}
              </Td>
              <Td>
                <ConfidenceBadge score={row.confidenceScore} />
              </Td>
            </Tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="font-medium">
            <Td colSpan={2}>{totalLabel}</Td>
            <Td numeric>{formatMoney(shownTotal)}</Td>
            <Td />
          </tr>
        </tfoot>
      </TableFrame>
    </div>
  );
}
