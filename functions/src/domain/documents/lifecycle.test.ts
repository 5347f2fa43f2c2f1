import { describe, expect, it } from 'vitest';
import { completedTitle } from './lifecycle';

describe('completedTitle', () => {
  it("shows a 1040 taxpayer's first and last name as one name", () => {
    const { title, subtitle } = completedTitle(
      'irs_1040',
      { taxYear: 2024, taxpayerFirstName: 'Jennifer', taxpayerLastName: 'Taylor' },
      {},
      'f1040.pdf',
    );
    expect(title).toBe('Form 1040 · 2024');
    expect(subtitle).toBe('Jennifer Taylor');
  });

  it('falls back to the type name without a taxpayer name, and separates list items with a dot', () => {
    expect(completedTitle('irs_1040', { taxYear: 2024 }, {}, 'f.pdf').subtitle).toBe('IRS 1040');
    expect(completedTitle('w2', { taxYear: 2024, employeeName: 'Ann Lee' }, {}, 'w.pdf').subtitle).toBe(
      'Tax year 2024 · Ann Lee',
    );
  });
});
