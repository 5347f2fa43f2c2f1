// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

describe('Tooltip', () => {
  afterEach(cleanup);

  // No app-wide provider exists any more (it kept Radix tooltip and floating-ui in the entry chunk):
  // a tooltip must work on its own, wherever a screen uses one.
  it('renders without an app-wide TooltipProvider', () => {
    render(
      <Tooltip open>
        <TooltipTrigger>Why this check?</TooltipTrigger>
        <TooltipContent>It keeps bots out.</TooltipContent>
      </Tooltip>,
    );
    expect(screen.getByRole('button', { name: 'Why this check?' })).toBeTruthy();
    expect(screen.getAllByText('It keeps bots out.').length).toBeGreaterThan(0);
  });
});
