import { describe, expect, it } from 'vitest';
import { corsConfiguration, encodeEventKey } from './s3-local';

describe('encodeEventKey', () => {
  it('form-encodes keys as S3 notifications do, keeping slashes', () => {
    expect(encodeEventKey('uploads/u1/my file (1).pdf')).toBe('uploads/u1/my+file+%281%29.pdf');
    expect(encodeEventKey('a+b/ü.png')).toBe('a%2Bb/%C3%BC.png');
  });
});

describe('corsConfiguration', () => {
  it('allows browser POSTs from each app origin', () => {
    const xml = corsConfiguration(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(xml).toContain('<AllowedOrigin>http://localhost:3000</AllowedOrigin>');
    expect(xml).toContain('<AllowedOrigin>http://127.0.0.1:3000</AllowedOrigin>');
    expect(xml).toContain('<AllowedMethod>POST</AllowedMethod>');
  });
});
