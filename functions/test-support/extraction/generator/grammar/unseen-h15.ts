// Held-out layout families written by a helper who does not tune the engine (session 15).
// NO TEST AND NO TUNING LOOP may generate these documents or read this file to tune on them:
// every family here is in HELD_OUT_FAMILIES (families.ts) and is generated only by the benchmark.
import { GREY } from '../draw';
import { cityLine } from '../fake-data';
import { Rng, round2 } from '../random';
import { w2Data, w2Truth } from '../types/w2';
import { col, type Block, type TableRow } from './compose';
import { amount, date, pickAmountStyle, printStamp, syn, type AmountStyle } from './style';
import type { GrammarOutput, WrittenFamilies } from './types';

/** A masked identifier as self-service sites print it; the truth holds what is printed. */
function masked(id: string, r: Rng): string {
  const last4 = id.replace(/\D/g, '').slice(-4);
  return `${r.pick(['***-**-', 'XXX-XX-', 'xxx-xx-'])}${last4}`;
}

/** How an empty amount box is shown, and what the truth then holds (a printed zero is a value). */
type EmptyBox = 'zero' | 'dash' | 'blank' | 'omit';
function emptyText(e: EmptyBox, s: AmountStyle): string {
  return e === 'zero' ? `${s.currency}0.00` : e === 'dash' ? '--' : '';
}

// ---------------------------------------------------------------------------------------------
// h15-a: a W-2 as an employee self-service portal shows it, printed from the browser.

const W2_CODE_TEXT: Record<string, string> = {
  D: 'Elective deferrals to a section 401(k) cash or deferred arrangement',
  DD: 'Cost of employer-sponsored health coverage (not taxable)',
  W: 'Employer contributions to your Health Savings Account (incl. pre-tax payroll)',
  C: 'Taxable cost of group-term life insurance over $50,000',
};

function w2Portal(seed: number): GrammarOutput {
  const d = w2Data(seed);
  const r = new Rng(seed).fork('h15-a');
  const t = w2Truth(d);
  const s = pickAmountStyle(r, { negative: ['minus', 'parens'] });
  const money = (v: number) => amount(v, { ...s, zero: 'number' });
  const portal = r.pick(['PayCentral', 'StaffLink Employee Center', 'MyPayroll Online', 'Workbench HR']);
  const host = r.pick(['paycentral-ess.com', 'stafflink.hr', 'mypayroll.online', 'workbench-hr.net']);
  const stamp = printStamp(r, `${d.year + 1}-01-20`);
  const issued = `${d.year + 1}-01-${String(r.int(15, 31)).padStart(2, '0')}`;
  const dateStyle = r.pick(['us', 'short-month', 'long'] as const);
  const ssnShown = r.bool(0.7) ? masked(d.employeeSSN, r) : d.employeeSSN;
  t.fields.employeeSSN = ssnShown;
  const empty = r.pick(['zero', 'dash', 'blank', 'omit'] as const);
  const boxFirst = r.bool(0.5);
  const employerLeft = r.bool(0.5);
  const blocks: Block[] = [];

  blocks.push({
    kind: 'pair',
    left: { kind: 'text', lines: [stamp.replace(/^[A-Za-z: ]+ /, '')], size: 7, color: 'grey' },
    right: { kind: 'text', lines: [`${portal} - Tax Documents`], size: 7, color: 'grey', align: 'right' },
  });
  blocks.push({ kind: 'text', lines: [portal], size: 15, bold: true });
  blocks.push({
    kind: 'text',
    lines: [
      r.pick([
        'Home    My Pay    Tax Documents    Benefits    Time Off    Profile    Sign out',
        'Dashboard | Pay Statements | Tax Forms | Direct Deposit | Settings | Log out',
      ]),
    ],
    size: 8,
    color: 'grey',
  });
  blocks.push({ kind: 'rule' });
  blocks.push({
    kind: 'text',
    lines: [`Tax Documents > W-2 > ${d.year}`],
    size: 8,
  });
  blocks.push({
    kind: 'text',
    lines: [
      r.pick([`${d.year} Form W-2 Details`, `W-2 Wage and Tax Statement - ${d.year}`, `Your ${d.year} W-2`]),
    ],
    size: 14,
    bold: true,
  });
  blocks.push({
    kind: 'text',
    lines: [
      `${r.pick(['Status: Original', 'Status: Final', 'Type: Original W-2'])}    ${syn(r, ['Issued', 'Posted', 'Available since'])} ${date(issued, dateStyle)}    ${r.pick(['Delivery: Electronic', 'Paperless: Yes', 'Delivery method: Online only'])}`,
      '[ Download PDF ]   [ Print ]   [ W-2 instructions ]',
    ],
    size: 8,
    color: 'grey',
  });
  blocks.push({ kind: 'space', h: 4 });

  const employee: Block = {
    kind: 'kv',
    title: syn(r, ['Employee', 'Employee information', 'Your information']),
    style: 'stacked',
    pairs: [
      ['Name', d.employee.name],
      ['Home address', d.employee.address.street],
      ['City, state, ZIP', cityLine(d.employee.address)],
      [syn(r, ['Social security number', 'SSN']), ssnShown],
      ['Employee ID', `${r.pick(['E', 'EMP', ''])}${r.digits(6)}`],
    ],
  };
  const employer: Block = {
    kind: 'kv',
    title: syn(r, ['Employer', 'Employer information', 'Issued by']),
    style: 'stacked',
    pairs: [
      ['Company', d.employer],
      ['Address', d.employerAddress.street],
      ['City, state, ZIP', cityLine(d.employerAddress)],
      [syn(r, ['Employer ID number (EIN)', 'Federal EIN', 'EIN']), d.employerEIN],
      ...(d.control ? [[syn(r, ['Control number', 'Control #']), d.control] as [string, string]] : []),
    ],
  };
  blocks.push({
    kind: 'pair',
    left: employerLeft ? employer : employee,
    right: employerLeft ? employee : employer,
  });

  // Boxes 1-11, in the order the portal lists them (by box number, or wages then taxes).
  const b = d.boxes;
  type Row = { no: string; text: string; field: string | null };
  const rows: Row[] = [
    {
      no: '1',
      text: syn(r, ['Wages, tips, other compensation', 'Federal taxable wages']),
      field: 'box1_wages',
    },
    {
      no: '2',
      text: syn(r, ['Federal income tax withheld', 'Federal withholding']),
      field: 'box2_federalTaxWithheld',
    },
    { no: '3', text: syn(r, ['Social security wages', 'OASDI wages']), field: 'box3_socialSecurityWages' },
    {
      no: '4',
      text: syn(r, ['Social security tax withheld', 'OASDI tax']),
      field: 'box4_socialSecurityTaxWithheld',
    },
    { no: '5', text: 'Medicare wages and tips', field: 'box5_medicareWages' },
    { no: '6', text: syn(r, ['Medicare tax withheld', 'Medicare tax']), field: 'box6_medicareTaxWithheld' },
    { no: '7', text: 'Social security tips', field: 'box7_socialSecurityTips' },
    { no: '8', text: 'Allocated tips', field: 'box8_allocatedTips' },
    { no: '9', text: 'Verification code', field: null },
    { no: '10', text: 'Dependent care benefits', field: 'box10_dependentCareBenefits' },
    { no: '11', text: 'Nonqualified plans', field: 'box11_nonqualifiedPlans' },
  ];
  const ordered = r.bool(0.5) ? rows : [0, 2, 4, 6, 7, 9, 10, 1, 3, 5, 8].map((k) => rows[k] as Row);
  const boxRows: TableRow[] = [];
  for (const row of ordered) {
    const v = row.field ? b[row.field] : undefined;
    let shown: string;
    if (v !== undefined) shown = money(v);
    else if (!row.field) {
      if (empty === 'omit') continue;
      shown = '';
    } else {
      if (empty === 'omit') continue;
      shown = emptyText(empty, s);
      t.fields[row.field] = empty === 'zero' ? 0 : null;
    }
    const label = `Box ${row.no}`;
    boxRows.push({ cells: boxFirst ? [label, row.text, shown] : [row.text, label, shown] });
  }
  blocks.push({
    kind: 'table',
    title: syn(r, ['Wages and withholding', 'Federal wages and taxes', 'Earnings and taxes']),
    columns: boxFirst
      ? [col('Box', 0.8), col('Description', 4), col('Amount', 1.6, 'right')]
      : [col('Description', 4), col('Box', 0.8), col('Amount', 1.6, 'right')],
    rows: boxRows,
    ruling: r.pick(['rules', 'zebra'] as const),
    repeatHeader: true,
  });

  blocks.push({
    kind: 'table',
    title: syn(r, ['Box 12 items', 'Box 12 - codes and amounts', 'Other amounts (Box 12)']),
    columns: [col('Code', 0.7), col('What it means', 5, 'left', true), col('Amount', 1.6, 'right')],
    rows: d.box12.length
      ? d.box12.map((x) => ({ cells: [x.code, W2_CODE_TEXT[x.code] ?? '', money(x.amount)] }))
      : [{ cells: ['', 'No box 12 amounts were reported for this year.', ''] }],
    ruling: 'rules',
    repeatHeader: true,
  });

  const yes = (on: boolean) => (on ? 'Yes' : 'No');
  blocks.push({
    kind: 'pair',
    left: {
      kind: 'kv',
      title: 'Box 13',
      style: 'aligned',
      pairs: [
        ['Statutory employee', yes(d.box13.statutory)],
        ['Retirement plan', yes(d.box13.retirement)],
        ['Third-party sick pay', yes(d.box13.sickPay)],
      ],
    },
    right: {
      kind: 'kv',
      title: syn(r, ['Box 14 - Other', 'Other (Box 14)']),
      style: 'aligned',
      pairs: d.box14.length
        ? d.box14.map((x) => [x.description, money(x.amount)] as [string, string])
        : [['None reported', '']],
    },
  });

  if (d.states.length)
    blocks.push({
      kind: 'table',
      title: syn(r, ['State and local', 'State and local taxes (Boxes 15-20)']),
      columns: [
        col('State', 0.7),
        col('Employer state ID', 1.6),
        col('State wages', 1.4, 'right'),
        col('State tax', 1.2, 'right'),
        col('Local wages', 1.4, 'right'),
        col('Local tax', 1.2, 'right'),
        col('Locality', 1.3),
      ],
      rows: d.states.map((st) => ({
        cells: [
          st.state,
          st.employerStateId,
          money(st.stateWages),
          money(st.stateIncomeTax),
          st.localWages === null ? '' : money(st.localWages),
          st.localIncomeTax === null ? '' : money(st.localIncomeTax),
          st.locality ?? '',
        ],
      })),
      ruling: 'grid',
      repeatHeader: true,
    });
  else
    blocks.push({
      kind: 'text',
      lines: ['State and local: no state or local wages were reported on this W-2.'],
      size: 8.5,
    });

  // The portal's wage reconciliation: from the year's gross pay to each taxable wage figure.
  if (r.bool(0.6)) {
    const gross = b.box5_medicareWages ?? 0;
    const deferral = round2(gross - (b.box1_wages ?? 0));
    const tips = b.box7_socialSecurityTips ?? 0;
    const ssWages = round2((b.box3_socialSecurityWages ?? 0) + tips);
    const overBase = round2(gross - ssWages);
    const state = d.states[0];
    const cells = (label: string, fed: string, ss: string, med: string, st: string) =>
      state ? [label, fed, ss, med, st] : [label, fed, ss, med];
    const minus = (v: number) => (v ? money(-v) : '');
    const recRows: TableRow[] = [
      { cells: cells('Gross pay (year to date)', money(gross), money(gross), money(gross), money(gross)) },
    ];
    if (deferral > 0)
      recRows.push({ cells: cells('Less 401(k) deferrals', minus(deferral), '', '', minus(deferral)) });
    if (overBase > 0)
      recRows.push({ cells: cells('Less wages over the social security base', '', minus(overBase), '', '') });
    if (tips > 0) recRows.push({ cells: cells('Less tips reported in box 7', '', minus(tips), '', '') });
    recRows.push({
      kind: 'subtotal',
      cells: cells(
        'Taxable wages',
        money(b.box1_wages ?? 0),
        money(b.box3_socialSecurityWages ?? 0),
        money(gross),
        state ? money(state.stateWages) : '',
      ),
    });
    blocks.push({
      kind: 'table',
      title: syn(r, ['Wage reconciliation', 'How your taxable wages were figured']),
      columns: [
        col('', 3),
        col('Federal', 1.4, 'right'),
        col('Soc. Sec.', 1.4, 'right'),
        col('Medicare', 1.4, 'right'),
        ...(state ? [col(`State (${state.state})`, 1.4, 'right')] : []),
      ],
      rows: recRows,
      ruling: 'none',
      repeatHeader: true,
    });
  }

  const prior = [d.year - 1, d.year - 2, d.year - 3].filter((y) => y >= 2019);
  blocks.push({
    kind: 'note',
    title: syn(r, ['Good to know', 'Notes', 'About your W-2']),
    lines: [
      'Box 1 does not include amounts you chose to defer into a pre-tax retirement plan; those are shown in box 12. Social security wages are limited to the annual wage base.',
      'If your name, address or social security number is wrong, contact your payroll administrator; a corrected form (W-2c) will be issued.',
      `Prior years available: ${prior.join(', ')}. Forms for earlier years are kept for seven years.`,
    ],
    size: 7.5,
    box: r.bool(0.5),
  });

  const doc = r.digits(8);
  return {
    blocks,
    truth: t,
    font: r.pick(['helvetica', 'helvetica', 'times'] as const),
    margin: 36,
    footer: (page, pages) =>
      `https://${host}/ess/tax-documents/w2/${d.year}?doc=${doc}        ${page}/${pages}`,
    runningHeader: (p) => {
      p.text(`${portal} - Tax Documents`, p.width - 36, 20, { size: 7, align: 'right', color: GREY });
    },
  };
}

export const H15_FAMILIES: WrittenFamilies = {
  w2: { 'h15-a': w2Portal },
};
