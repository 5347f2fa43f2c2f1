import { CheckSquare, Square } from 'lucide-react';
import type { W2View } from '@docledger/shared/api/schemas/documents-views';
import { formatMoney } from '@docledger/shared/format/money';
import { BoxGrid } from '../components/box-grid';
import { ConfidenceBadge } from '../components/confidence';
import { FieldGrid, Section } from '../components/field-grid';
import { EmptyRow, TableFrame, Td, Th, Tr } from '../components/table';
import { ViewerFrame } from '../components/viewer-frame';
import { displayMasked } from '../lib/mask';
import { joinAddress, type TypeViewerProps } from './common';

export function W2Viewer({ view, onClose, onDeleted }: TypeViewerProps<W2View>) {
  const f = view.fields;
  const c = view.fieldConfidence;
  const box = (b: string, label: string, name: keyof typeof f & string) => ({
    box: b,
    label,
    value: f[name] as number | null | undefined,
    confidence: c[name],
  });
  const checkboxes: [string, boolean | null | undefined][] = [
    ['Statutory employee', f.box13_statutoryEmployee],
    ['Retirement plan', f.box13_retirementPlan],
    ['Third-party sick pay', f.box13_thirdPartySickPay],
  ];
  return (
    <ViewerFrame type="w2" view={view} onClose={onClose} onDeleted={onDeleted}>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Employee Information">
          <FieldGrid
            columns={2}
            items={[
              { label: 'Employee Name', value: f.employeeName, confidence: c.employeeName },
              {
                label: 'Social Security Number',
                value: displayMasked(f.employeeSSNMasked),
                encrypted: Boolean(f.employeeSSNMasked),
                numeric: true,
                confidence: c.employeeSSN,
              },
              {
                label: 'Address',
                value: joinAddress(f.employeeAddress, f.employeeCity, f.employeeState, f.employeeZipCode),
                wide: true,
                confidence: c.employeeAddress,
              },
            ]}
          />
        </Section>
        <Section title="Employer Information">
          <FieldGrid
            columns={2}
            items={[
              { label: 'Employer Name', value: f.employerName, confidence: c.employerName },
              {
                label: 'Employer EIN',
                value: displayMasked(f.employerEINMasked),
                encrypted: Boolean(f.employerEINMasked),
                numeric: true,
                confidence: c.employerEIN,
              },
              {
                label: 'Address',
                value: joinAddress(f.employerAddress, f.employerCity, f.employerState, f.employerZipCode),
                confidence: c.employerAddress,
              },
              { label: 'Tax Year', value: f.taxYear, numeric: true, confidence: c.taxYear },
              { label: 'Control Number', value: f.controlNumber, numeric: true, confidence: c.controlNumber },
            ]}
          />
        </Section>
      </div>
      <Section title="Wages and Taxes (Boxes 1-11)">
        <BoxGrid
          items={[
            box('1', 'Wages, tips, other compensation', 'box1_wages'),
            box('2', 'Federal income tax withheld', 'box2_federalTaxWithheld'),
            box('3', 'Social security wages', 'box3_socialSecurityWages'),
            box('4', 'Social security tax withheld', 'box4_socialSecurityTaxWithheld'),
            box('5', 'Medicare wages and tips', 'box5_medicareWages'),
            box('6', 'Medicare tax withheld', 'box6_medicareTaxWithheld'),
            box('7', 'Social security tips', 'box7_socialSecurityTips'),
            box('8', 'Allocated tips', 'box8_allocatedTips'),
            box('10', 'Dependent care benefits', 'box10_dependentCareBenefits'),
            box('11', 'Nonqualified plans', 'box11_nonqualifiedPlans'),
          ]}
        />
      </Section>
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Box 12 Codes">
          <TableFrame label="Box 12 codes" scroll={false}>
            <thead>
              <tr>
                <Th>Code</Th>
                <Th>Description</Th>
                <Th numeric>Amount</Th>
                <Th>Confidence</Th>
              </tr>
            </thead>
            <tbody>
              {view.box12_codes.length === 0 && <EmptyRow colSpan={4}>No Box 12 codes present</EmptyRow>}
              {view.box12_codes.map((row) => (
                <Tr key={row.id}>
                  <Td className="font-mono font-semibold">{row.code}</Td>
                  <Td>{row.codeType}</Td>
                  <Td numeric>{formatMoney(row.amount)}</Td>
                  <Td>
                    <ConfidenceBadge score={row.confidenceScore} />
                  </Td>
                </Tr>
              ))}
            </tbody>
          </TableFrame>
        </Section>
        <Section title="Box 13">
          <ul className="flex flex-col gap-2 text-sm">
            {checkboxes.map(([label, checked]) => (
              <li key={label} className="flex items-center gap-2">
                {checked ? (
                  <CheckSquare className="size-4 text-brand-700" aria-hidden />
                ) : (
                  <Square className="size-4 text-slate-400" aria-hidden />
                )}
                <span>{label}</span>
                <span className="sr-only">{checked ? 'checked' : 'not checked'}</span>
              </li>
            ))}
          </ul>
        </Section>
      </div>
      <Section title="Box 14 Other">
        <TableFrame label="Box 14 other" scroll={false}>
          <thead>
            <tr>
              <Th>Description</Th>
              <Th numeric>Amount</Th>
            </tr>
          </thead>
          <tbody>
            {view.box14_other.length === 0 && <EmptyRow colSpan={2}>No Box 14 items present</EmptyRow>}
            {view.box14_other.map((row) => (
              <Tr key={row.id}>
                <Td>{row.description}</Td>
                <Td numeric>{formatMoney(row.amount)}</Td>
              </Tr>
            ))}
          </tbody>
        </TableFrame>
      </Section>
      <Section title="State and Local Tax (Boxes 15-20)">
        <TableFrame label="State tax information" scroll={false}>
          <thead>
            <tr>
              <Th>State</Th>
              <Th>Employer State ID</Th>
              <Th numeric>State Wages</Th>
              <Th numeric>State Income Tax</Th>
              <Th numeric>Local Wages</Th>
              <Th numeric>Local Income Tax</Th>
              <Th>Locality</Th>
            </tr>
          </thead>
          <tbody>
            {view.stateTaxInfo.length === 0 && (
              <EmptyRow colSpan={7}>No state tax information present</EmptyRow>
            )}
            {view.stateTaxInfo.map((row) => (
              <Tr key={row.id}>
                <Td>{row.state}</Td>
                <Td className="tabular-nums">{row.employerStateId}</Td>
                <Td numeric>{formatMoney(row.stateWages)}</Td>
                <Td numeric>{formatMoney(row.stateIncomeTax)}</Td>
                <Td numeric>{row.localWages == null ? '' : formatMoney(row.localWages)}</Td>
                <Td numeric>{row.localIncomeTax == null ? '' : formatMoney(row.localIncomeTax)}</Td>
                <Td>{row.locality}</Td>
              </Tr>
            ))}
          </tbody>
        </TableFrame>
      </Section>
    </ViewerFrame>
  );
}
