// Invoices read by how invoices work rather than by their captions: the product column beside a
// description, the quantity billed among several counts, totals picked by subtotal + tax = total,
// and a scan's lost or misread line figures mended by quantity × price = amount.
import { describe, expect, it } from 'vitest';
import { FieldSet } from '../parse/fields';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';
import type { ChildRow } from '../types';
import { INVOICE_FIELDS, mendLineItems, parseInvoice, quantityFor } from './invoice';

describe('parseInvoice on an accounting package invoice', () => {
  const doc = makeDoc({
    rows: [
      [
        [40, 'Harbor Lane Studio LLC'],
        [500, 'Invoice'],
      ],
      [[40, '41 Quay Street']],
      [[40, 'Salem, MA 01970']],
      null,
      [
        [40, 'BILL TO'],
        [380, 'INVOICE NO.'],
        [500, '7781'],
      ],
      [
        [40, 'Maple Row Dental'],
        [380, 'DATE'],
        [500, '03/02/2025'],
      ],
      [
        [40, '8 Elm Ct'],
        [380, 'TERMS'],
        [500, 'Net 30'],
      ],
      [[40, 'Lynn, MA 01901']],
      null,
      [
        [40, 'DATE'],
        [100, 'ACTIVITY'],
        [190, 'DESCRIPTION'],
        [400, 'QTY'],
        [450, 'RATE'],
        [520, 'AMOUNT'],
      ],
      [
        [40, '02/11/2025'],
        [100, 'Design'],
        [190, 'Logo refresh'],
        [405, '4'],
        [450, '120.00'],
        [520, '480.00'],
      ],
      [
        [40, '02/19/2025'],
        [100, 'Printing'],
        [190, 'Business cards'],
        [405, '2'],
        [455, '45.50'],
        [525, '91.00'],
      ],
      null,
      [
        [40, 'Thank you for your business.'],
        [330, 'SUBTOTAL'],
        [520, '571.00'],
      ],
      [
        [40, 'Questions? Call us.'],
        [330, 'SALES TAX @ 5%'],
        [525, '28.55'],
      ],
      [
        [330, 'Total'],
        [520, '599.55'],
      ],
      [
        [330, 'Less deposit'],
        [515, '-200.00'],
      ],
      [
        [330, 'AMOUNT DUE'],
        [515, '$399.55'],
      ],
      null,
      [[40, 'Please make checks payable to Harbor Lane Studio LLC']],
    ],
  });
  const parsed = parseInvoice(doc);

  it('reads the product column beside a description as the category, and the line date apart', () => {
    expect(parsed.lineItems).toEqual([
      {
        lineNumber: 1,
        description: 'Logo refresh',
        quantity: 4,
        unitPrice: 120,
        amount: 480,
        category: 'Design',
      },
      {
        lineNumber: 2,
        description: 'Business cards',
        quantity: 2,
        unitPrice: 45.5,
        amount: 91,
        category: 'Printing',
      },
    ]);
  });

  it('takes the total that subtotal + tax gives, not the amount due after a deposit', () => {
    expect(parsed.fields.subtotal).toBe(571);
    expect(parsed.fields.taxAmount).toBe(28.55);
    expect(parsed.fields.totalAmount).toBe(599.55);
  });

  it("takes the vendor's address from its letterhead when a payment line names it too", () => {
    expect(parsed.fields.vendorName).toBe('Harbor Lane Studio LLC');
    expect(parsed.fields.vendorAddress).toBe('41 Quay Street, Salem, MA 01970');
  });
});

describe('parseInvoice on a distributor invoice', () => {
  const doc = makeDoc({
    rows: [
      [
        [36, 'NORTH BAY SUPPLY'],
        [509, 'INVOICE'],
      ],
      [[36, '77 DOCK RD']],
      [[36, 'EUREKA, CA 95501']],
      null,
      [
        [36, 'SOLD TO:'],
        [316, 'SHIP TO:'],
      ],
      [
        [36, 'RIVERSIDE CAFE'],
        [316, 'RIVERSIDE CAFE'],
      ],
      [
        [36, '12 MILL ST'],
        [316, '12 MILL ST'],
      ],
      [
        [36, 'ARCATA, CA 95521'],
        [316, 'ARCATA, CA 95521'],
      ],
      [
        [39, 'SHIP DATE'],
        [150, 'SHIP VIA'],
        [363, 'TERMS'],
        [471, 'DUE DATE'],
      ],
      [
        [42, '04/01/25'],
        [150, 'UPS'],
        [366, '2% 10 NET 30'],
        [474, '05/01/25'],
      ],
      null,
      [
        [44, 'LN ITEM NO.'],
        [124, 'DESCRIPTION'],
        [329, 'QTY'],
        [372, 'QTY'],
        [437, 'UOM'],
        [486, 'PRICE'],
        [537, 'EXTENSION'],
      ],
      [
        [329, 'ORD'],
        [372, 'SHIP'],
      ],
      [
        [44, '1 CUP-101'],
        [124, 'PAPER CUP 12 OZ'],
        [337, '10'],
        [381, '10'],
        [441, 'CS'],
        [486, '20.00'],
        [545, '200.00'],
      ],
      [
        [44, '2 LID-202'],
        [124, 'CUP LID 12 OZ'],
        [337, '8'],
        [381, '5'],
        [441, 'CS'],
        [486, '12.40'],
        [550, '62.00'],
      ],
      [
        [44, '3 FRT'],
        [124, 'FREIGHT'],
        [341, '1'],
        [385, '1'],
        [441, 'EA'],
        [486, '15.00'],
        [550, '15.00'],
      ],
      null,
      [
        [36, 'ALL CLAIMS WITHIN 5 DAYS'],
        [323, 'SALE AMOUNT'],
        [540, '277.00'],
      ],
      [
        [36, 'RETURNS SUBJECT TO A FEE'],
        [323, 'SALES TAX 8.25%'],
        [545, '22.85'],
      ],
      [
        [323, 'PLEASE PAY THIS AMOUNT'],
        [535, '$299.85'],
      ],
    ],
  });
  const parsed = parseInvoice(doc);

  it('bills the quantity that makes quantity × price the amount (shipped, not ordered)', () => {
    expect(parsed.lineItems?.map((r) => [r.description, r.quantity, r.unitPrice, r.amount])).toEqual([
      ['PAPER CUP 12 OZ', 10, 20, 200],
      ['CUP LID 12 OZ', 5, 12.4, 62],
      ['FREIGHT', 1, 15, 15],
    ]);
  });

  it('reads totals under captions it does not know by their arithmetic', () => {
    expect(parsed.fields.subtotal).toBe(277);
    expect(parsed.fields.taxAmount).toBe(22.85);
    expect(parsed.fields.totalAmount).toBe(299.85);
  });

  it('reads terms under a grid caption and ends the customer block at its city line', () => {
    expect(parsed.fields.paymentTerms).toBe('2% 10 NET 30');
    expect(parsed.fields.customerName).toBe('RIVERSIDE CAFE');
    expect(parsed.fields.customerAddress).toBe('12 MILL ST, ARCATA, CA 95521');
  });
});

describe('parseInvoice: the vendor', () => {
  it("is the name heading an address block beside the title, never the address's city line", () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'TAX INVOICE'],
          [264, 'Vantage Point Architects'],
        ],
        [[264, '9688 Washington Dr']],
        [[264, 'Madison, WI 53703']],
        [[264, 'Tel (454) 680-4569']],
        null,
        [[40, 'BILL TO']],
        [[40, 'Contoso Group']],
        [[40, '4 Park Rd']],
        [[40, 'Phoenix, AZ 85004']],
        null,
        [
          [40, 'Description'],
          [400, 'Qty'],
          [450, 'Price'],
          [520, 'Amount'],
        ],
        [
          [40, 'Site survey'],
          [405, '1'],
          [450, '900.00'],
          [520, '900.00'],
        ],
        [
          [330, 'Total'],
          [520, '900.00'],
        ],
      ],
    });
    const parsed = parseInvoice(doc);
    expect(parsed.fields.vendorName).toBe('Vantage Point Architects');
    expect(parsed.fields.vendorAddress).toBe('9688 Washington Dr, Madison, WI 53703');
  });
});

describe('quantityFor', () => {
  it('gives the whole count, or quarter hours, that make quantity × price the amount', () => {
    expect(quantityFor(1156.56, 385.52)).toBe(3);
    expect(quantityFor(937.5, 125)).toBe(7.5);
    expect(quantityFor(937.5, 125, { wholeOnly: true })).toBeNull();
    expect(quantityFor(100, 33.33)).toBeNull();
  });
});

describe('mendLineItems (scans)', () => {
  const row = (quantity: number | null, unitPrice: number | null, amount: number | null): ChildRow => ({
    lineNumber: 1,
    description: 'x',
    quantity,
    unitPrice,
    amount,
    category: null,
  });

  it('derives a lost quantity and a lost amount from the lines and the subtotal', () => {
    const f = new FieldSet(INVOICE_FIELDS);
    f.set('subtotal', 1379.86, 0.9);
    const items = {
      rows: [row(null, 385.52, 1156.56), row(2, 50.29, 100.58), row(null, 61.36, null)],
      confidences: [0.9, 0.9, 0.9],
    };
    mendLineItems(items, f);
    expect(items.rows.map((r) => [r.quantity, r.amount])).toEqual([
      [3, 1156.56],
      [2, 100.58],
      [2, 122.72],
    ]);
    expect(f.provenance['lineItems[0].quantity']).toBe('derived');
    expect(f.provenance['lineItems[2].amount']).toBe('derived');
  });

  it('repairs a price misread in one digit when the amounts add up to the subtotal', () => {
    const f = new FieldSet(INVOICE_FIELDS);
    f.set('subtotal', 738.96, 0.9);
    const items = { rows: [row(10, 53.73, 517.3), row(2, 110.83, 221.66)], confidences: [0.9, 0.9] };
    mendLineItems(items, f);
    expect(items.rows[0]!.unitPrice).toBe(51.73);
    expect(f.provenance['lineItems[0].unitPrice']).toBe('repaired');
    expect(f.warnings).toHaveLength(1);
  });

  it('repairs an amount misread in one digit when only it closes the subtotal', () => {
    const f = new FieldSet(INVOICE_FIELDS);
    f.set('subtotal', 738.96, 0.9);
    const items = { rows: [row(10, 51.73, 577.3), row(2, 110.83, 221.66)], confidences: [0.9, 0.9] };
    mendLineItems(items, f);
    expect(items.rows[0]!.amount).toBe(517.3);
  });
});
