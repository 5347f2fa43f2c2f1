import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

const minimal = { TABLE_NAME: 't', UPLOADS_BUCKET: 'b', KMS_KEY_ID: 'k' };

describe('parseEnv', () => {
  it('applies defaults and derives allowed origins from PUBLIC_URL', () => {
    const env = parseEnv(minimal);
    expect(env.AWS_REGION).toBe('us-east-1');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.allowedOrigins).toEqual(['http://localhost:3000']);
  });

  it('splits ALLOWED_ORIGINS and drops trailing slashes', () => {
    const env = parseEnv({ ...minimal, ALLOWED_ORIGINS: 'https://a.example/, https://b.example' });
    expect(env.allowedOrigins).toEqual(['https://a.example', 'https://b.example']);
  });

  it('treats an empty endpoint as absent', () => {
    expect(parseEnv({ ...minimal, AWS_ENDPOINT_URL: '' }).AWS_ENDPOINT_URL).toBeUndefined();
  });

  it('fails fast naming every missing or malformed variable', () => {
    expect(() => parseEnv({ UPLOADS_BUCKET: 'b', PUBLIC_URL: 'not a url' })).toThrow(
      /TABLE_NAME.*KMS_KEY_ID.*PUBLIC_URL|TABLE_NAME/s,
    );
    try {
      parseEnv({ UPLOADS_BUCKET: 'b', PUBLIC_URL: 'not a url' });
    } catch (err) {
      const message = (err as Error).message;
      expect(message).toContain('TABLE_NAME');
      expect(message).toContain('KMS_KEY_ID');
      expect(message).toContain('PUBLIC_URL');
    }
  });
});
