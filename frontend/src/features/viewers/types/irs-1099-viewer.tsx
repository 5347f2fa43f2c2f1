import type { Irs1099View } from '@docledger/shared/api/schemas/documents-views';
import type { Irs1099Variant } from '@docledger/shared/domain/document-types';
import { BoxGrid } from '../components/box-grid';
import { FieldGrid, Section } from '../components/field-grid';
import { ViewerFrame } from '../components/viewer-frame';
import { displayMasked } from '../lib/mask';
import type { TypeViewerProps } from './common';

type Fields = Irs1099View['fields'];
type MoneyField = {
  [K in keyof Fields]-?: Fields[K] extends number | null | undefined
    ? K extends 'taxYear'
      ? never
      : K
    : never;
}[keyof Fields];

/** The boxes each form variant prints, in form order. */
export const VARIANT_BOXES: Record<Irs1099Variant, [string, string, MoneyField][]> = {
  NEC: [
    ['1', 'Nonemployee compensation', 'box1_nonemployeeCompensation'],
    ['4', 'Federal income tax withheld', 'box4_federalTaxWithheld'],
  ],
  MISC: [
    ['1', 'Rents', 'box1_rents'],
    ['2', 'Royalties', 'box2_royalties'],
    ['3', 'Other income', 'box3_otherIncome'],
    ['4', 'Federal income tax withheld', 'box4_federalTaxWithheld'],
    ['6', 'Medical and health care payments', 'box6_medicalPayments'],
    ['10', 'Gross proceeds paid to an attorney', 'box10_grossProceedsAttorney'],
  ],
  INT: [
    ['1', 'Interest income', 'box1_interestIncome'],
    ['2', 'Early withdrawal penalty', 'box2_earlyWithdrawalPenalty'],
    ['3', 'Interest on U.S. Savings Bonds and Treasury obligations', 'box3_treasuryInterest'],
    ['4', 'Federal income tax withheld', 'box4_federalTaxWithheld'],
    ['8', 'Tax-exempt interest', 'box8_taxExemptInterest'],
  ],
  DIV: [
    ['1a', 'Total ordinary dividends', 'box1a_totalOrdinaryDividends'],
    ['1b', 'Qualified dividends', 'box1b_qualifiedDividends'],
    ['2a', 'Total capital gain distributions', 'box2a_totalCapitalGain'],
    ['4', 'Federal income tax withheld', 'box4_federalTaxWithheld'],
    ['5', 'Section 199A dividends', 'box5_section199A'],
    ['7', 'Foreign tax paid', 'box7_foreignTaxPaid'],
  ],
};

export function Irs1099Viewer({ view, onClose, onDeleted }: TypeViewerProps<Irs1099View>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  const variant = f.formVariant ?? null;
  // An unknown variant shows every box that has a value rather than none.
  const boxes = variant
    ? VARIANT_BOXES[variant]
    : Object.values(VARIANT_BOXES)
        .flat()
        .filter(([, , name], i, all) => f[name] != null && all.findIndex(([, , n]) => n === name) === i);
  return (
    <ViewerFrame type="irs_1099" view={view} onClose={onClose} onDeleted={onDeleted}>
      <Section title="Form">
        <FieldGrid
          columns={3}
          items={[
            {
              label: 'Form',
              value: variant ? `1099-${variant}` : 'Form 1099 (variant not recognised)',
              confidence: c.formVariant,
            },
            { label: 'Tax Year', value: f.taxYear, numeric: true, confidence: c.taxYear },
            {
              label: 'Account Number',
              value: displayMasked(f.accountNumberMasked),
              numeric: true,
              encrypted: Boolean(f.accountNumberMasked),
              confidence: c.accountNumber,
            },
          ]}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Payer">
          <FieldGrid
            columns={2}
            items={[
              { label: 'Payer Name', value: f.payerName, confidence: c.payerName },
              {
                label: "Payer's TIN",
                value: displayMasked(f.payerTINMasked),
                numeric: true,
                encrypted: Boolean(f.payerTINMasked),
                confidence: c.payerTIN,
              },
            ]}
          />
        </Section>
        <Section title="Recipient">
          <FieldGrid
            columns={2}
            items={[
              { label: 'Recipient Name', value: f.recipientName, confidence: c.recipientName },
              {
                label: "Recipient's TIN",
                value: displayMasked(f.recipientTINMasked),
                numeric: true,
                encrypted: Boolean(f.recipientTINMasked),
                confidence: c.recipientTIN,
              },
            ]}
          />
        </Section>
      </div>
      <Section title="Amounts">
        <BoxGrid
          items={boxes.map(([box, label, name]) => ({
            box: `Box ${box}`,
            label,
            value: f[name],
            confidence: c[name],
          }))}
        />
      </Section>
    </ViewerFrame>
  );
}
