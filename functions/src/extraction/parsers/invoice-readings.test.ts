// Invoice readings (decision 238): the same invoice under column titles the lexicon does not know
// ("Units | Each | Extended", "Count | Per Item | Line Total") and with the price printed before the
// count; quantity × unit price = amount on every line says which figures are which.
import { describe, expect, it } from 'vitest';
import { makeDoc, type RowSpec } from '../../../test-support/extraction/parse/test-helpers';
import type { ChildRow } from '../types';
import { countAndPriceByProduct, parseInvoice } from './invoice';

function invoice(titles: [string, string, string], priceFirst: boolean) {
  const line = (d: string, q: string, p: string, a: string): RowSpec =>
    priceFirst
      ? [
          [40, d],
          [300, p],
          [380, q],
          [460, a],
        ]
      : [
          [40, d],
          [300, q],
          [380, p],
          [460, a],
        ];
  return makeDoc({
    rows: [
      [
        [40, 'Bluebird Supply LLC'],
        [400, 'INVOICE'],
      ],
      [[40, '88 Mill Road']],
      [[40, 'Salem, OR 97301']],
      null,
      [
        [40, 'Bill To:'],
        [400, 'Invoice #: INV-2291'],
      ],
      [
        [40, 'Acme Corp'],
        [400, 'Date: 04/02/2025'],
      ],
      null,
      line('Description', ...titles),
      line('Widget A', '3', '12.50', '37.50'),
      line('Gasket kit', '10', '4.25', '42.50'),
      line('Labor', '2', '85.00', '170.00'),
      null,
      [
        [380, 'Subtotal'],
        [460, '250.00'],
      ],
      [
        [380, 'Tax'],
        [460, '20.00'],
      ],
      [
        [380, 'Total'],
        [460, '270.00'],
      ],
    ],
  });
}

const lines = (rows: ChildRow[] | undefined) => (rows ?? []).map((r) => [r.quantity, r.unitPrice, r.amount]);

describe('invoice quantity and price by the lines’ arithmetic', () => {
  for (const titles of [
    ['Units', 'Each', 'Extended'],
    ['Count', 'Per Item', 'Line Total'],
  ] as [string, string, string][])
    for (const priceFirst of [false, true])
      it(`"${titles.join(' | ')}"${priceFirst ? ', price before count' : ''}`, () => {
        const parsed = parseInvoice(invoice(titles, priceFirst));
        expect(lines(parsed.lineItems)).toEqual([
          [3, 12.5, 37.5],
          [10, 4.25, 42.5],
          [2, 85, 170],
        ]);
        expect(parsed.fields).toMatchObject({ subtotal: 250, taxAmount: 20, totalAmount: 270 });
      });

  it('leaves the lines as read when two pairs of figures multiply to the amounts', () => {
    const rows: ChildRow[] = [{ description: 'A', quantity: null, unitPrice: null, amount: 6 }];
    countAndPriceByProduct(rows, [[2, 3, 1, 6, 6]]);
    expect(rows[0]).toMatchObject({ quantity: null, unitPrice: null });
  });

  it('leaves the lines as read when nothing tells the count from the price', () => {
    const rows: ChildRow[] = [{ description: 'A', quantity: null, unitPrice: null, amount: 6 }];
    countAndPriceByProduct(rows, [[2, 3, 6]]);
    expect(rows[0]).toMatchObject({ quantity: null, unitPrice: null });
  });
});
