import { describe, expect, it } from 'vitest';
import { runChecks } from '../checks/registry';
import { generateDocument, LAYOUT_COUNT } from '../../../test-support/extraction/generator/generate';
import { makeDoc } from '../../../test-support/extraction/parse/test-helpers';
import { readDocument } from '../read/read-document';
import { scoreDocument } from '../score';
import { parseInvoice } from './invoice';

describe('parseInvoice on a US invoice', () => {
  const doc = makeDoc({
    rows: [
      [
        [40, 'Blue Harbor Supply LLC'],
        [420, 'INVOICE'],
      ],
      [
        [40, '12 Dock Road'],
        [380, 'Invoice #:'],
        [470, 'BH-1042'],
      ],
      [
        [40, 'Portland, ME 04101'],
        [380, 'Invoice Date:'],
        [470, 'Feb 3, 2025'],
      ],
      [
        [380, 'Due Date:'],
        [470, 'Mar 5, 2025'],
      ],
      [
        [380, 'Terms:'],
        [470, 'Net 30'],
      ],
      null,
      [[40, 'Bill To:']],
      [[40, 'Coastal Cafe']],
      [[40, '9 Beach Ave']],
      [[40, 'Kennebunk, ME 04043']],
      null,
      [
        [40, '#'],
        [70, 'Description'],
        [330, 'Qty'],
        [390, 'Unit Price'],
        [490, 'Amount'],
      ],
      [
        [40, '1'],
        [70, 'Paper cups (case)'],
        [335, '3'],
        [400, '$24.50'],
        [495, '$73.50'],
      ],
      [
        [40, '2'],
        [70, 'Espresso beans 5 lb'],
        [335, '2'],
        [400, '$60.00'],
        [490, '$120.00'],
      ],
      [[70, 'Single origin, Colombia']],
      [
        [40, '3'],
        [70, 'Shipping and handling'],
        [335, '1'],
        [400, '$15.00'],
        [495, '$15.00'],
      ],
      null,
      [
        [380, 'Subtotal'],
        [490, '$208.50'],
      ],
      [
        [380, 'Sales Tax (5.5%)'],
        [495, '$11.47'],
      ],
      [
        [380, 'Total Due'],
        [490, '$219.97'],
      ],
    ],
  });
  const parsed = parseInvoice(doc);

  it('reads header, parties and totals', () => {
    expect(parsed.fields).toEqual({
      invoiceNumber: 'BH-1042',
      invoiceDate: '2025-02-03',
      dueDate: '2025-03-05',
      paymentTerms: 'Net 30',
      vendorName: 'Blue Harbor Supply LLC',
      vendorAddress: '12 Dock Road, Portland, ME 04101',
      customerName: 'Coastal Cafe',
      customerAddress: '9 Beach Ave, Kennebunk, ME 04043',
      subtotal: 208.5,
      taxAmount: 11.47,
      totalAmount: 219.97,
      currency: 'USD',
    });
  });

  it('reads line items with wrapped descriptions, keeping a priced shipping line', () => {
    expect(parsed.lineItems).toEqual([
      {
        lineNumber: 1,
        description: 'Paper cups (case)',
        quantity: 3,
        unitPrice: 24.5,
        amount: 73.5,
        category: null,
      },
      {
        lineNumber: 2,
        description: 'Espresso beans 5 lb Single origin, Colombia',
        quantity: 2,
        unitPrice: 60,
        amount: 120,
        category: null,
      },
      {
        lineNumber: 3,
        description: 'Shipping and handling',
        quantity: 1,
        unitPrice: 15,
        amount: 15,
        category: null,
      },
    ]);
    expect(runChecks('invoice', parsed).every((c) => c.passed)).toBe(true);
  });
});

describe('parseInvoice on a European invoice', () => {
  it('reads decimal commas, day-first dates and French labels', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Atelier Lumière SARL - 4 rue des Arts - 69001 Lyon']],
        [[300, 'Facture n° F-2024-117']],
        [[40, 'Date : 03/04/2024']],
        null,
        [
          [40, 'Désignation'],
          [300, 'Qté'],
          [380, 'P.U. HT'],
          [480, 'Montant HT'],
        ],
        [
          [40, 'Lampe de bureau'],
          [305, '2'],
          [380, '45,00 €'],
          [480, '90,00 €'],
        ],
        [
          [40, 'Installation'],
          [305, '1'],
          [380, '1.250,00 €'],
          [475, '1.250,00 €'],
        ],
        null,
        [
          [380, 'Total HT :'],
          [475, '1.340,00 €'],
        ],
        [
          [380, 'TVA 20% :'],
          [480, '268,00 €'],
        ],
        [
          [380, 'Total TTC :'],
          [475, '1.608,00 €'],
        ],
      ],
    });
    const parsed = parseInvoice(doc);
    expect(parsed.fields).toMatchObject({
      invoiceNumber: 'F-2024-117',
      invoiceDate: '2024-04-03',
      vendorName: 'Atelier Lumière SARL',
      vendorAddress: '4 rue des Arts, 69001 Lyon',
      subtotal: 1340,
      taxAmount: 268,
      totalAmount: 1608,
      currency: 'EUR',
    });
    expect(parsed.lineItems?.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Lampe de bureau', 2, 45, 90],
      ['Installation', 1, 1250, 1250],
    ]);
  });

  it('leaves absent values null and scores a position-only vendor guess low', () => {
    const parsed = parseInvoice(makeDoc({ rows: [[[40, 'Nothing to see here']]] }));
    const { vendorName, ...rest } = parsed.fields;
    expect(Object.values(rest).every((v) => v === null)).toBe(true);
    expect(vendorName).toBe('Nothing to see here');
    expect(parsed.fieldConfidence.vendorName).toBeLessThanOrEqual(0.6);
    expect(parsed.lineItems).toEqual([]);
  });
});

describe('parseInvoice vendor', () => {
  it("takes the letterhead, not a 'Sales Invoice' title printed above it at the right", () => {
    const parsed = parseInvoice(
      makeDoc({
        rows: [
          [[402, 'Sales Invoice']],
          [[38, 'Vantage Point Architects']],
          [[38, '5189 Franklin Pl']],
          [[38, 'Springfield, IL 62704']],
          [],
          [
            [38, 'Bill To'],
            [343, 'INVOICE NO'],
            [519, '2025-8114'],
          ],
          [[38, 'Thomas Smith']],
          [[38, '264 Spring Ln']],
          [[38, 'Boise, ID 83702']],
        ],
      }),
    );
    expect(parsed.fields.vendorName).toBe('Vantage Point Architects');
  });
});

describe('parseInvoice without a recognisable line-item header', () => {
  it('reads lines that start with text and end with amounts above the totals', () => {
    const parsed = parseInvoice(
      makeDoc({
        rows: [
          [
            [40, 'Goods'],
            [300, 'No.'],
            [380, 'Each'],
            [480, 'Sum'],
          ],
          [
            [40, 'Garden hose 20m'],
            [305, '2'],
            [380, '$18.00'],
            [480, '$36.00'],
          ],
          [
            [40, 'Brass nozzle'],
            [305, '1'],
            [385, '$9.50'],
            [485, '$9.50'],
          ],
          [
            [380, 'Total'],
            [480, '$45.50'],
          ],
        ],
      }),
    );
    expect(parsed.lineItems?.map((l) => [l.description, l.quantity, l.unitPrice, l.amount])).toEqual([
      ['Garden hose 20m', 2, 18, 36],
      ['Brass nozzle', 1, 9.5, 9.5],
    ]);
    expect(parsed.fields.totalAmount).toBe(45.5);
    expect(parsed.fieldConfidence['lineItems[0].amount']).toBeLessThan(0.7);
  });
});

describe('parseInvoice on generated invoice PDFs read through pdfjs', () => {
  it('extracts every layout with field F1 of at least 0.95', async () => {
    for (let layout = 0; layout < LAYOUT_COUNT.invoice; layout++) {
      const generated = await generateDocument({ type: 'invoice', layout, seed: 91 + layout });
      const text = await readDocument({ documentType: 'invoice', files: generated.files, maxPages: 10 });
      const score = scoreDocument(parseInvoice(text), generated.truth);
      expect(
        score.f1,
        `${generated.id} ${JSON.stringify(score.mismatches.slice(0, 5))}`,
      ).toBeGreaterThanOrEqual(0.95);
    }
  });
});

describe('parseInvoice with customer references beside the bill-to block', () => {
  it('takes the customer from the bill-to block, not a PO or customer number', () => {
    const doc = makeDoc({
      rows: [
        [
          [40, 'Harbor Lights Supply LLC'],
          [400, 'INVOICE'],
        ],
        [
          [40, '12 Dock Street'],
          [400, 'Invoice #: 1001'],
        ],
        [
          [40, 'Portland, ME 04101'],
          [400, 'Date: 03/04/2025'],
        ],
        [[400, 'Customer PO: PO-88231']],
        [[400, 'Customer ID: ACME01']],
        null,
        [[40, 'Bill To:']],
        [[40, 'Northwind Traders']],
        [[40, '1 Main St']],
        [[40, 'Springfield, IL 62704']],
        null,
        [
          [40, 'Description'],
          [300, 'Qty'],
          [360, 'Unit Price'],
          [460, 'Amount'],
        ],
        [
          [40, 'Rope, 50 ft'],
          [305, '2'],
          [365, '25.00'],
          [465, '50.00'],
        ],
        [
          [360, 'Total'],
          [465, '50.00'],
        ],
      ],
    });
    expect(parseInvoice(doc).fields.customerName).toBe('Northwind Traders');
  });

  it("keeps a customer whose name holds 'tel' ('Emily Patel'): only contact lines are skipped", () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Sagebrush Veterinary Clinic PC']],
        [[40, '7567 Jefferson Pl']],
        [[40, 'Columbus, OH 43215']],
        [[40, 'Phone (594) 626-1030']],
        [
          [40, 'BILL TO'],
          [343, 'Invoice Number'],
          [528, '2023-8998'],
        ],
        [
          [40, 'Emily Patel'],
          [343, 'Invoice Date'],
          [496, 'November 24, 2025'],
        ],
        [[40, 'Tel. 555-0100']],
        [[40, '2244 River Way']],
        [[40, 'Minneapolis, MN 55401']],
        null,
        [
          [40, 'Description'],
          [354, 'Quantity'],
          [457, 'Rate'],
          [533, 'Amount'],
        ],
        [
          [40, 'Copy paper'],
          [382, '9'],
          [455, '57.17'],
          [546, '514.53'],
        ],
        [
          [316, 'Total'],
          [546, '514.53'],
        ],
      ],
    });
    expect(parseInvoice(doc).fields).toMatchObject({
      customerName: 'Emily Patel',
      customerAddress: '2244 River Way, Minneapolis, MN 55401',
    });
  });
});

describe('parseInvoice: line columns by meaning', () => {
  const doc = makeDoc({
    rows: [
      [[40, 'Copperfield Engineering LLC']],
      [
        [40, 'Invoice #'],
        [180, 'Issued'],
        [300, 'Terms'],
      ],
      [
        [40, 'INV-7051'],
        [180, '01/13/2025'],
        [300, 'Net 15'],
      ],
      [
        [40, 'Qty'],
        [60, 'Service'],
        [250, 'Unit'],
        [320, 'SKU'],
        [400, 'Unit Cost'],
        [480, 'Line Total'],
      ],
      [
        [52, '2'],
        [60, 'Bookkeeping services'],
        [250, 'hr'],
        [320, 'BK-100'],
        [400, '114.05'],
        [480, '228.10'],
      ],
      [
        [400, 'Total'],
        [480, '228.10'],
      ],
    ],
  });
  const r = parseInvoice(doc);

  it('splits a quantity printed against the description and keeps unit and code columns out of it', () => {
    expect(r.lineItems?.map((l) => [l.quantity, l.description, l.unitPrice, l.amount])).toEqual([
      [2, 'Bookkeeping services', 114.05, 228.1],
    ]);
  });

  it('reads payment terms under their label in a grid of labels over values', () => {
    expect(r.fields.paymentTerms).toBe('Net 15');
  });
});

describe('parseInvoice: dates in a grid of labels over values', () => {
  it('takes the issue date under "Issued", not the due date under "Due Date"', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Silverline Media Corp.']],
        [
          [40, 'Invoice Number'],
          [160, 'Issued'],
          [280, 'Due Date'],
          [400, 'Payment Terms'],
        ],
        [
          [40, '2405'],
          [160, '03/16/2024'],
          [280, '05/15/2024'],
          [400, 'Net 60'],
        ],
        [
          [40, 'Description'],
          [400, 'Amount'],
        ],
        [
          [40, 'Consulting services'],
          [400, '1,065.05'],
        ],
        [
          [300, 'Total'],
          [400, '1,065.05'],
        ],
      ],
    });
    const r = parseInvoice(doc);
    expect(r.fields.invoiceDate).toBe('2024-03-16');
    expect(r.fields.dueDate).toBe('2024-05-15');
  });
});

describe('parseInvoice: parties printed side by side', () => {
  it('never takes the ship-to copy of the customer as the vendor', () => {
    const doc = makeDoc({
      rows: [
        [[330, 'Vantage Point Architects']],
        [[40, 'TAX INVOICE']],
        [[330, '9001 Maple Ln']],
        [[330, 'Atlanta, GA 30303']],
        [
          [40, 'Bill To'],
          [330, 'SHIP TO'],
        ],
        [
          [40, 'Silverline Media Corp.'],
          [330, 'Silverline Media Corp.'],
        ],
        [
          [40, '3030 Spring Ct Apt 36'],
          [330, '3030 Spring Ct Apt 36'],
        ],
        [
          [40, 'Description'],
          [400, 'Amount'],
        ],
        [
          [40, 'Standing desk frame'],
          [400, '1,904.42'],
        ],
        [
          [300, 'Total'],
          [400, '1,904.42'],
        ],
      ],
    });
    const r = parseInvoice(doc);
    expect(r.fields.vendorName).toBe('Vantage Point Architects');
    expect(r.fields.customerName).toBe('Silverline Media Corp.');
  });

  it('cuts the customer block at the next caption when narrow gutters join the blocks', () => {
    const doc = makeDoc({
      rows: [
        [[40, 'Helios Solar Installations Inc.']],
        [
          [40, 'Bill To'],
          [150, 'Ship To'],
          [300, 'Invoice #'],
          [450, '9935'],
        ],
        [
          [40, 'Copperfield'],
          [87, 'Engineering'],
          [133, 'LLC'],
          [150, 'Copperfield'],
          [197, 'Engineering'],
          [243, 'LLC'],
          [300, 'PO'],
          [312, 'Number'],
          [450, 'PO-138707'],
        ],
        [
          [40, 'Description'],
          [400, 'Amount'],
        ],
        [
          [40, 'Bookkeeping services'],
          [400, '3,597.30'],
        ],
        [
          [300, 'Total'],
          [400, '3,597.30'],
        ],
      ],
    });
    expect(parseInvoice(doc).fields.customerName).toBe('Copperfield Engineering LLC');
  });
});
