import type { Irs1040View } from '@docledger/shared/api/schemas/documents-views';
import { BoxGrid, type BoxItem } from '../components/box-grid';
import { FieldGrid, Section } from '../components/field-grid';
import { EmptyRow, TableFrame, Td, Th, Tr } from '../components/table';
import { ViewerFrame } from '../components/viewer-frame';
import { displayMasked, maskedLast4 } from '../lib/mask';
import { joinAddress, type TypeViewerProps } from './common';

type Fields = Irs1040View['fields'];
type MoneyField = {
  [K in keyof Fields]-?: Fields[K] extends number | null | undefined ? K : never;
}[keyof Fields];

// The spec's field names follow an older numbering after line 30 (DESIGN §10): each is labelled by
// its meaning so it reads right whatever the form year.
const INCOME: [string, string, MoneyField][] = [
  ['1z', 'Wages', 'line1z_wages'],
  ['2b', 'Taxable interest', 'line2b_taxableInterest'],
  ['3b', 'Ordinary dividends', 'line3b_ordinaryDividends'],
  ['7', 'Capital gain or (loss)', 'line7_capitalGain'],
  ['8', 'Additional income', 'line8_additionalIncome'],
  ['9', 'Total income', 'line9_totalIncome'],
  ['10', 'Adjustments to income', 'line10_adjustments'],
  ['11', 'Adjusted gross income', 'line11_agi'],
  ['12', 'Standard or itemized deduction', 'line12_standardDeduction'],
  ['15', 'Taxable income', 'line15_taxableIncome'],
];
const TAX: [string, string, MoneyField][] = [
  ['16', 'Tax', 'line16_tax'],
  ['22', 'Tax after credits', 'line22_taxAfterCredits'],
  ['24', 'Total tax', 'line24_totalTax'],
];
const PAYMENTS: [string, string, MoneyField][] = [
  ['25a', 'Withholding from W-2', 'line25a_w2Withholding'],
  ['25b', 'Withholding from 1099', 'line25b_1099Withholding'],
  ['25c', 'Other withholding', 'line25c_otherWithholding'],
  ['25d', 'Total withholding', 'line25d_totalWithholding'],
  ['26', 'Estimated tax payments', 'line26_estimatedPayments'],
  ['27', 'Earned income credit', 'line27_eic'],
  ['28', 'Additional child tax credit', 'line28_additionalChildTaxCredit'],
  ['29', 'American opportunity credit', 'line29_americanOpportunityCredit'],
  ['30', 'Schedule 3, line 15', 'line30_schedule3Line15'],
  ['32', 'Total payments', 'line32_totalPayments'],
];
const BALANCE: [string, string, MoneyField][] = [
  ['33', 'Overpayment', 'line33_overpayment'],
  ['34', 'Refund amount', 'line34_refundAmount'],
  ['35a', 'Refunded to you', 'line35a_refund'],
  ['36', 'Amount you owe', 'line36_amountYouOwe'],
  ['37', 'Estimated tax penalty', 'line37_estimatedTaxPenalty'],
];

export function Irs1040Viewer({ view, onClose, onDeleted }: TypeViewerProps<Irs1040View>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  const lines = (rows: [string, string, MoneyField][]): BoxItem[] =>
    rows.map(([line, label, name]) => ({ box: `Line ${line}`, label, value: f[name], confidence: c[name] }));
  const hasSpouse = Boolean(f.spouseFirstName || f.spouseLastName || f.spouseSsnLast4);
  const hasDeposit = Boolean(
    f.line35b_routingNumberMasked || f.line35d_accountNumberMasked || f.line35c_accountType,
  );
  return (
    <ViewerFrame type="irs_1040" view={view} onClose={onClose} onDeleted={onDeleted}>
      <Section title="Filing Information">
        <FieldGrid
          columns={3}
          items={[
            { label: 'Tax Year', value: f.taxYear, numeric: true, confidence: c.taxYear },
            { label: 'Filing Status', value: f.filingStatus, confidence: c.filingStatus },
            {
              label: 'Home Address',
              value: joinAddress(f.homeAddress, f.city, f.state, f.zipCode),
              confidence: c.homeAddress,
            },
          ]}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Taxpayer">
          <FieldGrid
            columns={2}
            items={[
              {
                label: 'Name',
                value: [f.taxpayerFirstName, f.taxpayerLastName].filter(Boolean).join(' '),
                confidence: c.taxpayerFirstName,
              },
              {
                label: 'SSN',
                value: maskedLast4(f.taxpayerSsnLast4),
                numeric: true,
                encrypted: Boolean(f.taxpayerSsnLast4),
              },
            ]}
          />
        </Section>
        {hasSpouse && (
          <Section title="Spouse">
            <FieldGrid
              columns={2}
              items={[
                {
                  label: 'Name',
                  value: [f.spouseFirstName, f.spouseLastName].filter(Boolean).join(' '),
                  confidence: c.spouseFirstName,
                },
                {
                  label: 'SSN',
                  value: maskedLast4(f.spouseSsnLast4),
                  numeric: true,
                  encrypted: Boolean(f.spouseSsnLast4),
                },
              ]}
            />
          </Section>
        )}
      </div>
      <Section title="Dependents">
        <TableFrame label="Dependents" scroll={false}>
          <thead>
            <tr>
              <Th>Name</Th>
              <Th>SSN</Th>
              <Th>Relationship</Th>
              <Th>Child Tax Credit</Th>
            </tr>
          </thead>
          <tbody>
            {view.dependents.length === 0 && <EmptyRow colSpan={4}>No dependents listed</EmptyRow>}
            {view.dependents.map((d) => (
              <Tr key={d.id}>
                <Td>{[d.firstName, d.lastName].filter(Boolean).join(' ')}</Td>
                <Td className="tabular-nums">{maskedLast4(d.ssnLast4)}</Td>
                <Td>{d.relationship}</Td>
                <Td>{d.childTaxCredit ? 'Yes' : 'No'}</Td>
              </Tr>
            ))}
          </tbody>
        </TableFrame>
      </Section>
      <Section title="Income Summary">
        <BoxGrid items={lines(INCOME)} />
      </Section>
      <Section title="Tax Summary">
        <BoxGrid items={lines(TAX)} />
      </Section>
      <Section title="Payment Details">
        <BoxGrid items={lines(PAYMENTS)} />
      </Section>
      <Section title="Payments and Balance">
        <BoxGrid items={lines(BALANCE)} />
      </Section>
      {hasDeposit && (
        <Section title="Direct Deposit">
          <FieldGrid
            columns={3}
            items={[
              {
                label: 'Routing Number',
                value: displayMasked(f.line35b_routingNumberMasked),
                numeric: true,
                encrypted: Boolean(f.line35b_routingNumberMasked),
                confidence: c.line35b_routingNumber,
              },
              { label: 'Account Type', value: f.line35c_accountType, confidence: c.line35c_accountType },
              {
                label: 'Account Number',
                value: displayMasked(f.line35d_accountNumberMasked),
                numeric: true,
                encrypted: Boolean(f.line35d_accountNumberMasked),
                confidence: c.line35d_accountNumber,
              },
            ]}
          />
        </Section>
      )}
    </ViewerFrame>
  );
}
