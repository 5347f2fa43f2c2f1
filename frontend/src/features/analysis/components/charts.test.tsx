// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MonthlyCashFlowChart, SpendingByCategoryChart } from './charts';

describe('analysis charts', () => {
  afterEach(cleanup);

  it('draws money in and out per month with currency ticks, a summary and a data table', () => {
    const { container } = render(
      <MonthlyCashFlowChart
        data={[
          { month: '2025-01', moneyIn: 3200, moneyOut: 2850.5 },
          { month: '2025-02', moneyIn: 3100, moneyOut: 4020 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: /2 months: \$6,300\.00 in, \$6,870\.50 out/ })).toBeTruthy();
    expect(container.querySelectorAll('rect')).toHaveLength(4);
    expect(screen.getByText('$6K')).toBeTruthy(); // a round top tick above the 4,020 maximum
    const table = screen.getByRole('table', { name: 'Money in and out per month' });
    expect(within(table).getByRole('rowheader', { name: 'Feb 25' })).toBeTruthy();
    expect(within(table).getByText('$4,020.00')).toBeTruthy();
  });

  it('ranks categories, folds the tail into "Everything else" and shows shares', () => {
    render(
      <SpendingByCategoryChart
        limit={2}
        data={[
          { category: 'Dining', amount: 100 },
          { category: 'Travel', amount: 300 },
          { category: 'Fees', amount: 50 },
          { category: 'Groceries', amount: 50 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Travel$300.0060%', 'Dining$100.0020%', 'Everything else$100.0020%']);
    expect(screen.getByText(/\$500\.00 across 4 categories/)).toBeTruthy();
  });
});
