import { describe, expect, it } from 'vitest';
import { algorithmDescription, truncateForDialog, truncateForList } from './key-format';

describe('key display', () => {
  const id = 'key_0123456789abcdefghijklmnopqrstuvwxyz';
  it('truncates ids to 12 characters in the list and 24 in the delete dialog', () => {
    expect(truncateForList(id)).toBe('key_01234567…');
    expect(truncateForDialog(id)).toBe('key_0123456789abcdefghij…');
    expect(truncateForList('short')).toBe('short');
  });
  it('describes the algorithms by their OAEP hash', () => {
    expect(algorithmDescription('RSA-256')).toBe('RSA-OAEP-SHA256');
    expect(algorithmDescription('RSA-512')).toBe('RSA-OAEP-SHA512');
  });
});
