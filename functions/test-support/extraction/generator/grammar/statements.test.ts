// Card statement layouts of the grammar that the renderer could print badly: a split family's long
// amount-column titles must not run over each other (decision 187).
import { describe, expect, it } from 'vitest';
import { readDocument } from '../../../../src/extraction/read/read-document';
import { generateDocument } from '../generate';
import { stackTitle } from './statements';

describe('stackTitle', () => {
  it('breaks a long title at the space or slash nearest its middle and leaves short ones', () => {
    expect(stackTitle('Payments & Credits', 9)).toBe('Payments &\nCredits');
    expect(stackTitle('Credits/Payments', 9)).toBe('Credits/\nPayments');
    expect(stackTitle('Purchases', 9)).toBe('Purchases');
    expect(stackTitle('Unbreakabletitle', 9)).toBe('Unbreakabletitle');
  });
});

describe('card family split-charges-credits', () => {
  it('prints its column titles without one over another', async () => {
    for (const seed of [4000001, 4000004]) {
      const doc = await generateDocument({ type: 'credit_card_statement', family: 'split-charges-credits', seed });
      const read = await readDocument({ documentType: 'credit_card_statement', files: doc.files, maxPages: 4 }, {});
      const items = read.pages[0]!.items;
      const title = items.find((i) => /Description/.test(i.text))!;
      const row = items.filter((i) => Math.abs(i.y - title.y) < 2 && i.x > title.x);
      expect(row.length).toBeGreaterThan(0);
      const sorted = [...row].sort((a, b) => a.x - b.x);
      for (let k = 1; k < sorted.length; k++)
        expect(sorted[k]!.x, `${sorted[k - 1]!.text} / ${sorted[k]!.text}`).toBeGreaterThanOrEqual(
          sorted[k - 1]!.x + sorted[k - 1]!.width - 0.5,
        );
    }
  });
});
