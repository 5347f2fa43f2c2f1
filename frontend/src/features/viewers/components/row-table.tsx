import type { HTMLAttributes, ReactNode } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { isLowConfidence, type ConfidenceScale } from '../lib/confidence';
import type { SortState } from '../lib/table-filters';
import { ConfidenceBadge } from './confidence';
import { EmptyRow, lowConfidenceCell, SortableTh, TableFrame, Td, Th, Tr } from './table';

/** A child row as the views send it: its values, a stable id and its confidence. */
export interface ConfidentRow {
  id: string;
  confidenceScore: number | null;
  fieldConfidence: Record<string, number>;
}

/** One column of a row table: its header and how a row fills its cell. */
export interface RowColumn<R, K extends string = string> {
  header: string;
  cell: (row: R) => ReactNode;
  numeric?: boolean;
  /** The row field whose confidence highlights the cell when low. */
  confidenceField?: string;
  /** Dates: tabular digits, yet left-aligned. */
  align?: 'left';
  className?: string;
  /** Makes the header a sort button (with `sort`/`onSort` on the table). */
  sortKey?: K;
}

/**
 * The child-row tables of the viewers (transactions, line items, statement accounts), described by
 * their columns: low-confidence cells highlighted by their document's scale, a Confidence column, an
 * optional edit button per row, an optional totals row.
 */
export function RowTable<R extends ConfidentRow, K extends string = string>({
  label,
  rows,
  columns,
  scale,
  emptyText,
  sort = null,
  onSort,
  onEdit,
  editLabel,
  rowAttributes,
  totals,
  scroll = true,
}: {
  label: string;
  rows: readonly R[];
  columns: readonly RowColumn<R, K>[];
  scale?: ConfidenceScale;
  emptyText: ReactNode;
  sort?: SortState<K> | null;
  onSort?: (key: K) => void;
  /** Shows an edit button per row (users who may edit). */
  onEdit?: (row: R) => void;
  editLabel?: (row: R) => string;
  rowAttributes?: (row: R) => HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, unknown>;
  /** A totals row: the label spans `labelColumns` columns, then one cell per value. */
  totals?: { label: string; labelColumns: number; values: ReactNode[] };
  scroll?: boolean;
}) {
  const columnCount = columns.length + 1 + (onEdit ? 1 : 0);
  return (
    <TableFrame label={label} scroll={scroll}>
      <thead>
        <tr>
          {columns.map((column) =>
            column.sortKey && onSort ? (
              <SortableTh
                key={column.header}
                label={column.header}
                sortKey={column.sortKey}
                sort={sort}
                onSort={onSort}
                numeric={column.numeric && column.align !== 'left'}
              />
            ) : (
              <Th key={column.header} numeric={column.numeric && column.align !== 'left'}>
                {column.header}
              </Th>
            ),
          )}
          <Th>Confidence</Th>
          {onEdit && (
            <Th>
              <span className="sr-only">Edit</span>
            </Th>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 && <EmptyRow colSpan={columnCount}>{emptyText}</EmptyRow>}
        {rows.map((row) => (
          <Tr key={row.id} {...rowAttributes?.(row)}>
            {columns.map((column) => (
              <Td
                key={column.header}
                numeric={column.numeric}
                className={cn(
                  column.align === 'left' && 'text-left',
                  column.className,
                  column.confidenceField &&
                    isLowConfidence(row.fieldConfidence[column.confidenceField], scale) &&
                    lowConfidenceCell,
                )}
              >
                {column.cell(row)}
              </Td>
            ))}
            <Td>
              <ConfidenceBadge score={row.confidenceScore} scale={scale} />
            </Td>
            {onEdit && (
              <Td className="py-1">
                <Button variant="ghost" size="sm" onClick={() => onEdit(row)} aria-label={editLabel?.(row)}>
                  <Pencil aria-hidden />
                </Button>
              </Td>
            )}
          </Tr>
        ))}
      </tbody>
      {totals && (
        <tfoot>
          <tr className="font-medium">
            <Td colSpan={totals.labelColumns}>{totals.label}</Td>
            {totals.values.map((value, index) => (
              <Td key={index} numeric>
                {value}
              </Td>
            ))}
            <Td colSpan={columnCount - totals.labelColumns - totals.values.length} />
          </tr>
        </tfoot>
      )}
    </TableFrame>
  );
}
