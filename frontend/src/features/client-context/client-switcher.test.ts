import { describe, expect, it } from 'vitest';
import { countdownLabel } from './client-switcher';

describe('client switch countdown', () => {
  it('reads Wait 3s, 2s, 1s, then Switch Client', () => {
    expect([3, 2, 1, 0].map(countdownLabel)).toEqual(['Wait 3s', 'Wait 2s', 'Wait 1s', 'Switch Client']);
  });
});
