import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderApiDocs } from './api-docs';

describe('docs/api.md', () => {
  it('matches the route table (run `npm run docs:api` after changing routes)', () => {
    const onDisk = readFileSync(new URL('../../../docs/api.md', import.meta.url), 'utf8');
    expect(onDisk).toBe(renderApiDocs());
  });
});
