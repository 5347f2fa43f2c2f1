// W-2s: a printed box grid, a payroll-provider list, two copies on one page, and the official
// 2024 Copy B AcroForm from the corpus filled with the same values.
import { DocBuilder, GREY, LIGHT, type PageBuilder } from '../draw';
import { EMPLOYERS, address, cityLine, ein, person, ssn, type Address, type Person } from '../fake-data';
import { formatMoney } from '../format';
import { corpusForm } from '../../corpus';
import { fillForm } from '../../test-forms';
import { Rng, round2 } from '../random';
import { W2_2024_COPY_B } from '../../../../src/extraction/parsers/irs-form-maps';
import type { GroundTruth, RenderedDocument, TypeGeneratorOptions } from '../truth';

export interface W2Data {
  year: number;
  employee: Person;
  employeeSSN: string;
  employer: string;
  employerAddress: Address;
  employerEIN: string;
  control: string | null;
  boxes: Record<string, number>;
  box12: { code: string; amount: number }[];
  box13: { statutory: boolean; retirement: boolean; sickPay: boolean };
  box14: { description: string; amount: number }[];
  states: {
    state: string;
    employerStateId: string;
    stateWages: number;
    stateIncomeTax: number;
    localWages: number | null;
    localIncomeTax: number | null;
    locality: string | null;
  }[];
}

const SS_WAGE_BASE: Record<number, number> = {
  2021: 142_800,
  2022: 147_000,
  2023: 160_200,
  2024: 168_600,
  2025: 176_100,
};

export function w2Data(seed: number): W2Data {
  const rng = new Rng(seed);
  const year = rng.int(2021, 2025);
  const employee = person(rng);
  const gross = rng.money(24_000, 220_000);
  const deferral = rng.bool(0.6) ? round2(Math.min(22_000, gross * rng.pick([0.03, 0.05, 0.08]))) : 0;
  const wages = round2(gross - deferral);
  const ssWages = Math.min(gross, SS_WAGE_BASE[year] ?? 168_600);
  const tips = rng.bool(0.15) ? rng.money(500, 9000) : 0;
  const box12: W2Data['box12'] = [];
  if (deferral > 0) box12.push({ code: 'D', amount: deferral });
  if (rng.bool(0.6)) box12.push({ code: 'DD', amount: rng.money(3000, 18000) });
  if (rng.bool(0.2)) box12.push({ code: 'W', amount: rng.money(500, 4150) });
  if (rng.bool(0.15)) box12.push({ code: 'C', amount: rng.money(40, 600) });
  const state = employee.address.state;
  const noIncomeTax = ['TX', 'FL', 'TN', 'WA', 'NV'].includes(state);
  const local = rng.bool(0.2) && !noIncomeTax;
  const box14: W2Data['box14'] = [];
  if (rng.bool(0.3))
    box14.push({ description: rng.pick(['SDI', 'CASDI', 'NJ FLI']), amount: rng.money(80, 1400) });
  if (rng.bool(0.2)) box14.push({ description: 'UNION DUES', amount: rng.money(120, 900) });
  const employerAddress = address(rng);
  return {
    year,
    employee,
    employeeSSN: ssn(rng),
    employer: rng.pick(EMPLOYERS),
    employerAddress,
    employerEIN: ein(rng),
    control: rng.bool(0.5) ? `${rng.digits(5)}-${rng.pick(['A', 'B', 'WX', 'PR'])}` : null,
    boxes: {
      box1_wages: wages,
      box2_federalTaxWithheld: round2(wages * rng.pick([0.08, 0.11, 0.14, 0.18, 0.21])),
      box3_socialSecurityWages: round2(ssWages - tips),
      box4_socialSecurityTaxWithheld: round2(ssWages * 0.062),
      box5_medicareWages: gross,
      box6_medicareTaxWithheld: round2(gross * 0.0145 + Math.max(0, gross - 200_000) * 0.009),
      ...(tips > 0 ? { box7_socialSecurityTips: tips } : {}),
      ...(rng.bool(0.1) ? { box10_dependentCareBenefits: rng.money(500, 5000) } : {}),
    },
    box12,
    box13: { statutory: false, retirement: deferral > 0, sickPay: rng.bool(0.05) },
    box14,
    states: noIncomeTax
      ? []
      : [
          {
            state,
            employerStateId: `${rng.digits(3)}-${rng.digits(5)}`,
            stateWages: wages,
            stateIncomeTax: round2(wages * rng.pick([0.03, 0.045, 0.05, 0.06])),
            localWages: local ? wages : null,
            localIncomeTax: local ? round2(wages * 0.01) : null,
            locality: local ? `${employee.address.city.toUpperCase().slice(0, 10)}` : null,
          },
        ],
  };
}

export function w2Truth(d: W2Data): GroundTruth {
  return {
    documentType: 'w2',
    fields: {
      taxYear: d.year,
      employeeName: d.employee.name,
      employeeSSN: d.employeeSSN,
      employeeAddress: d.employee.address.street,
      employeeCity: d.employee.address.city,
      employeeState: d.employee.address.state,
      employeeZipCode: d.employee.address.zip,
      employerName: d.employer,
      employerEIN: d.employerEIN,
      employerAddress: d.employerAddress.street,
      employerCity: d.employerAddress.city,
      employerState: d.employerAddress.state,
      employerZipCode: d.employerAddress.zip,
      controlNumber: d.control,
      box1_wages: null,
      box2_federalTaxWithheld: null,
      box3_socialSecurityWages: null,
      box4_socialSecurityTaxWithheld: null,
      box5_medicareWages: null,
      box6_medicareTaxWithheld: null,
      box7_socialSecurityTips: null,
      box8_allocatedTips: null,
      box10_dependentCareBenefits: null,
      box11_nonqualifiedPlans: null,
      ...d.boxes,
      box13_statutoryEmployee: d.box13.statutory,
      box13_retirementPlan: d.box13.retirement,
      box13_thirdPartySickPay: d.box13.sickPay,
    },
    box12_codes: d.box12.map((b) => ({ code: b.code, amount: b.amount })),
    box14_other: d.box14.map((b) => ({ description: b.description, amount: b.amount })),
    stateTaxInfo: d.states.map((s) => ({ ...s })),
  };
}

const amt = (v: number | undefined | null) => (v === undefined || v === null ? '' : formatMoney(v));

/** The official box geography, drawn at any scale/offset so it can be repeated on one page. */
function drawGrid(p: PageBuilder, d: W2Data, top: number, h: number, copy: string): void {
  const s = h / 330;
  const L = 36;
  const M = 306;
  const R = 576;
  const row = (k: number) => top + k * 26 * s;
  const cell = (x: number, y: number, w: number, label: string, value: string | string[], rows = 1) => {
    p.rect(x, y, w, 26 * s * rows, { stroke: GREY, width: 0.5 });
    p.text(label, x + 2, y + 2, { size: 5.5 * Math.max(s, 0.8) });
    const vs = Array.isArray(value) ? value : [value];
    p.lines(vs, x + 5, y + 11 * s, { size: 8.5 * Math.max(s, 0.85), leading: 10 * Math.max(s, 0.85) });
  };
  const b = d.boxes;
  cell(L, row(0), M - L, "a  Employee's social security number", d.employeeSSN);
  cell(M, row(0), (R - M) / 2, '1  Wages, tips, other compensation', amt(b.box1_wages));
  cell(
    M + (R - M) / 2,
    row(0),
    (R - M) / 2,
    '2  Federal income tax withheld',
    amt(b.box2_federalTaxWithheld),
  );
  cell(L, row(1), M - L, 'b  Employer identification number (EIN)', d.employerEIN);
  cell(M, row(1), (R - M) / 2, '3  Social security wages', amt(b.box3_socialSecurityWages));
  cell(
    M + (R - M) / 2,
    row(1),
    (R - M) / 2,
    '4  Social security tax withheld',
    amt(b.box4_socialSecurityTaxWithheld),
  );
  cell(
    L,
    row(2),
    M - L,
    "c  Employer's name, address, and ZIP code",
    [d.employer, d.employerAddress.street, cityLine(d.employerAddress)],
    3,
  );
  cell(M, row(2), (R - M) / 2, '5  Medicare wages and tips', amt(b.box5_medicareWages));
  cell(M + (R - M) / 2, row(2), (R - M) / 2, '6  Medicare tax withheld', amt(b.box6_medicareTaxWithheld));
  cell(M, row(3), (R - M) / 2, '7  Social security tips', amt(b.box7_socialSecurityTips));
  cell(M + (R - M) / 2, row(3), (R - M) / 2, '8  Allocated tips', '');
  cell(M, row(4), (R - M) / 2, '9', '');
  cell(
    M + (R - M) / 2,
    row(4),
    (R - M) / 2,
    '10  Dependent care benefits',
    amt(b.box10_dependentCareBenefits),
  );
  cell(L, row(5), M - L, 'd  Control number', d.control ?? '');
  cell(
    L,
    row(6),
    M - L,
    "e  Employee's first name and initial   Last name",
    [d.employee.name, d.employee.address.street, cityLine(d.employee.address)],
    3,
  );
  cell(M, row(5), (R - M) / 2, '11  Nonqualified plans', '');
  const b12 = d.box12.map((x) => `${x.code}  ${formatMoney(x.amount)}`);
  cell(M + (R - M) / 2, row(5), (R - M) / 2, '12a See instructions for box 12', b12.slice(0, 2), 2);
  const check = (on: boolean) => (on ? 'X' : '');
  cell(M, row(6), (R - M) / 2, '13  Statutory  Retirement  Third-party', [
    `   ${check(d.box13.statutory).padEnd(10)} ${check(d.box13.retirement).padEnd(10)} ${check(d.box13.sickPay)}`,
  ]);
  cell(M + (R - M) / 2, row(7), (R - M) / 2, '12c', b12.slice(2), 2);
  cell(
    M,
    row(7),
    (R - M) / 2,
    '14  Other',
    d.box14.map((x) => `${x.description} ${formatMoney(x.amount)}`),
    2,
  );
  const sy = row(9) + 4 * s;
  const heads = [
    '15 State',
    "Employer's state ID number",
    '16 State wages, tips, etc.',
    '17 State income tax',
    '18 Local wages, tips, etc.',
    '19 Local income tax',
    '20 Locality name',
  ];
  const xs = [L, L + 30, L + 130, L + 215, L + 300, L + 385, L + 470, R];
  heads.forEach((hd, k) =>
    p.rect(xs[k] ?? 0, sy, (xs[k + 1] ?? R) - (xs[k] ?? 0), 30 * s, { stroke: GREY, width: 0.5 }),
  );
  heads.forEach((hd, k) => p.text(hd, (xs[k] ?? 0) + 2, sy + 2, { size: 5 * Math.max(s, 0.8) }));
  d.states.forEach((st, i) => {
    const vals = [
      st.state,
      st.employerStateId,
      amt(st.stateWages),
      amt(st.stateIncomeTax),
      amt(st.localWages),
      amt(st.localIncomeTax),
      st.locality ?? '',
    ];
    vals.forEach((v, k) =>
      p.text(v, (xs[k] ?? 0) + 4, sy + (12 + i * 9) * s, { size: 8 * Math.max(s, 0.85) }),
    );
  });
  p.text('Form W-2 Wage and Tax Statement', L, sy + 34 * s, { size: 11 * Math.max(s, 0.8), bold: true });
  p.text(String(d.year), M, sy + 34 * s, { size: 14 * Math.max(s, 0.8), bold: true, align: 'center' });
  p.text(copy, R, sy + 36 * s, { size: 6.5, align: 'right', color: GREY });
}

async function layoutGrid(d: W2Data): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const p = doc.addPage();
  drawGrid(p, d, 60, 330, "Copy B - To Be Filed With Employee's FEDERAL Tax Return.");
  p.text('This information is being furnished to the Internal Revenue Service.', 36, 440, {
    size: 7,
    color: GREY,
  });
  return { layout: 'grid', pdf: await doc.save(), pages: 1, truth: w2Truth(d) };
}

async function layoutTwoUp(d: W2Data): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('helvetica');
  const p = doc.addPage();
  drawGrid(p, d, 30, 300, "Copy B - To Be Filed With Employee's FEDERAL Tax Return");
  p.line(20, 396, 592, 396, 0.5, GREY);
  drawGrid(p, d, 410, 300, "Copy C - For EMPLOYEE'S RECORDS");
  return { layout: 'two-up', pdf: await doc.save(), pages: 1, truth: w2Truth(d) };
}

/** Payroll-provider reference copy: labelled lines, not boxes. */
async function layoutList(d: W2Data): Promise<RenderedDocument> {
  const doc = await DocBuilder.create('times');
  const p = doc.addPage();
  p.rect(40, 36, 532, 40, { fill: LIGHT });
  p.text(`${d.year} W-2 and EARNINGS SUMMARY`, 50, 44, { size: 14, bold: true });
  p.text('Employee Reference Copy', 50, 62, { size: 9 });
  p.text('Employee', 50, 96, { size: 9, bold: true });
  p.lines(
    [d.employee.name, d.employee.address.street, cityLine(d.employee.address), `SSN: ${d.employeeSSN}`],
    50,
    110,
    { size: 10 },
  );
  p.text('Employer', 320, 96, { size: 9, bold: true });
  p.lines(
    [d.employer, d.employerAddress.street, cityLine(d.employerAddress), `EIN: ${d.employerEIN}`],
    320,
    110,
    { size: 10 },
  );
  if (d.control) p.text(`Control number: ${d.control}`, 320, 166, { size: 10 });
  const b = d.boxes;
  const rows: [string, number | undefined][] = [
    ['Box 1  Wages, tips, other compensation', b.box1_wages],
    ['Box 2  Federal income tax withheld', b.box2_federalTaxWithheld],
    ['Box 3  Social security wages', b.box3_socialSecurityWages],
    ['Box 4  Social security tax withheld', b.box4_socialSecurityTaxWithheld],
    ['Box 5  Medicare wages and tips', b.box5_medicareWages],
    ['Box 6  Medicare tax withheld', b.box6_medicareTaxWithheld],
    ['Box 7  Social security tips', b.box7_socialSecurityTips],
    ['Box 10  Dependent care benefits', b.box10_dependentCareBenefits],
  ];
  let y = 200;
  for (const [l, v] of rows) {
    if (v === undefined) continue;
    p.text(l, 50, y, { size: 10.5 });
    p.text(formatMoney(v), 380, y, { size: 10.5, align: 'right' });
    y += 16;
  }
  y += 8;
  for (const x of d.box12) {
    p.text(`Box 12  Code ${x.code}`, 50, y, { size: 10.5 });
    p.text(formatMoney(x.amount), 380, y, { size: 10.5, align: 'right' });
    y += 16;
  }
  const flags: [string, boolean][] = [
    ['Statutory employee', d.box13.statutory],
    ['Retirement plan', d.box13.retirement],
    ['Third-party sick pay', d.box13.sickPay],
  ];
  for (const [l, on] of flags) {
    p.text(`Box 13  ${l}`, 50, y, { size: 10.5 });
    p.text(on ? 'Yes' : 'No', 380, y, { size: 10.5, align: 'right' });
    y += 16;
  }
  for (const x of d.box14) {
    p.text(`Box 14  ${x.description}`, 50, y, { size: 10.5 });
    p.text(formatMoney(x.amount), 380, y, { size: 10.5, align: 'right' });
    y += 16;
  }
  y += 12;
  if (d.states.length) {
    p.text('State and local', 50, y, { size: 10.5, bold: true });
    y += 16;
    const heads = ['State', 'State ID', 'State wages', 'State tax', 'Local wages', 'Local tax', 'Locality'];
    const xs = [50, 95, 250, 320, 400, 470, 480];
    heads.forEach((h, k) =>
      p.text(h, xs[k] ?? 0, y, { size: 9, bold: true, align: k >= 2 && k <= 5 ? 'right' : 'left' }),
    );
    y += 14;
    for (const s of d.states) {
      [
        s.state,
        s.employerStateId,
        amt(s.stateWages),
        amt(s.stateIncomeTax),
        amt(s.localWages),
        amt(s.localIncomeTax),
        s.locality ?? '',
      ].forEach((v, k) =>
        p.text(v, xs[k] ?? 0, y, { size: 9.5, align: k >= 2 && k <= 5 ? 'right' : 'left' }),
      );
      y += 14;
    }
  }
  return { layout: 'list', pdf: await doc.save(), pages: 1, truth: w2Truth(d) };
}

/** The official 2024 Copy B AcroForm, filled (form fields, no printed values). */
async function layoutAcroForm(d: W2Data): Promise<RenderedDocument> {
  const template = corpusForm('irs_forms/w2_idp_data_generator/fw2_2024_copyB_placeholders.pdf');
  if (!template) return layoutGrid(d);
  const m = W2_2024_COPY_B;
  const values: Record<string, string | boolean> = {};
  const byField = Object.fromEntries(Object.entries(m.values).map(([ref, f]) => [f, ref]));
  const set = (field: string, v: string) => {
    const ref = byField[field];
    if (ref) values[ref] = v;
  };
  set('employeeSSN', d.employeeSSN);
  set('employerEIN', d.employerEIN);
  if (d.control) set('controlNumber', d.control);
  for (const [k, v] of Object.entries(d.boxes)) set(k, formatMoney(v));
  values[m.employeeFirstName] = d.employee.firstName;
  values[m.employeeLastName] = d.employee.lastName;
  values[m.employeeAddressBlock] = `${d.employee.address.street}\n${cityLine(d.employee.address)}`;
  values[m.employerNameAddressBlock] =
    `${d.employer}\n${d.employerAddress.street}\n${cityLine(d.employerAddress)}`;
  d.box12.slice(0, m.box12.length).forEach((b, i) => {
    const refs = m.box12[i];
    if (!refs) return;
    values[refs.code] = b.code;
    values[refs.amount] = formatMoney(b.amount);
  });
  const flags = {
    box13_statutoryEmployee: d.box13.statutory,
    box13_retirementPlan: d.box13.retirement,
    box13_thirdPartySickPay: d.box13.sickPay,
  };
  for (const opt of m.box13) values[opt.ref] = flags[opt.value];
  if (d.box14.length)
    values[m.box14] = d.box14.map((x) => `${x.description} ${formatMoney(x.amount)}`).join('\n');
  d.states.slice(0, m.states.length).forEach((s, i) => {
    const r = m.states[i];
    if (!r) return;
    values[r.state] = s.state;
    values[r.employerStateId] = s.employerStateId;
    values[r.stateWages] = formatMoney(s.stateWages);
    values[r.stateIncomeTax] = formatMoney(s.stateIncomeTax);
    if (s.localWages !== null) values[r.localWages] = formatMoney(s.localWages);
    if (s.localIncomeTax !== null) values[r.localIncomeTax] = formatMoney(s.localIncomeTax);
    if (s.locality) values[r.locality] = s.locality;
  });
  // The 2024 form has no tax-year widget (the year is printed), so the truth keeps the form's year.
  const t = w2Truth({ ...d, year: 2024 });
  return { layout: 'acroform-2024', pdf: await fillForm(template, values), pages: 1, truth: t, form: true };
}

export async function generateW2(
  seed: number,
  layout: number,
  _opts: TypeGeneratorOptions = {},
): Promise<RenderedDocument> {
  const d = w2Data(seed);
  return [layoutGrid, layoutList, layoutTwoUp, layoutAcroForm][layout % 4]!(d);
}

/** The official 2024 Copy B filled with known values; null without the corpus. */
export async function generateW2Form(seed: number): Promise<RenderedDocument | null> {
  const r = await layoutAcroForm(w2Data(seed));
  return r.form ? r : null;
}
