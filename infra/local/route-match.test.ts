import { describe, expect, it } from 'vitest';
import { RouteMatcher } from './route-match';

const matcher = new RouteMatcher({
  getDocument: { method: 'GET', path: '/api/documents/{id}' },
  uploadDocument: { method: 'POST', path: '/api/documents/upload' },
  deleteDocument: { method: 'DELETE', path: '/api/documents/{id}' },
  getUploadInfo: { method: 'GET', path: '/api/documents/upload' },
  getProfitLosses: { method: 'GET', path: '/api/profit-losses', aliases: ['/api/profit-loss'] },
  getTransaction: { method: 'GET', path: '/api/credit-cards/{cardId}/transactions/{txId}' },
});

describe('RouteMatcher', () => {
  it('extracts path parameters by name', () => {
    expect(matcher.match('GET', '/api/credit-cards/c1/transactions/t9')).toEqual({
      kind: 'match',
      id: 'getTransaction',
      template: '/api/credit-cards/{cardId}/transactions/{txId}',
      pathParameters: { cardId: 'c1', txId: 't9' },
    });
  });

  it('prefers a literal segment over a parameter whatever the table order', () => {
    const reversed = new RouteMatcher({
      getDocument: { method: 'GET', path: '/api/documents/{id}' },
      getUploadInfo: { method: 'GET', path: '/api/documents/upload' },
    });
    const forward = new RouteMatcher({
      getUploadInfo: { method: 'GET', path: '/api/documents/upload' },
      getDocument: { method: 'GET', path: '/api/documents/{id}' },
    });
    for (const m of [reversed, forward]) {
      expect(m.match('GET', '/api/documents/upload')).toMatchObject({ kind: 'match', id: 'getUploadInfo' });
      expect(m.match('GET', '/api/documents/abc')).toMatchObject({ kind: 'match', id: 'getDocument' });
    }
  });

  it('serves an alias with the same route id and reports the alias as the template', () => {
    expect(matcher.match('GET', '/api/profit-loss')).toMatchObject({
      id: 'getProfitLosses',
      template: '/api/profit-loss',
    });
    expect(matcher.match('GET', '/api/profit-losses')).toMatchObject({
      id: 'getProfitLosses',
      template: '/api/profit-losses',
    });
  });

  it('selects the route by method among routes sharing a path', () => {
    expect(matcher.match('DELETE', '/api/documents/d1')).toMatchObject({
      id: 'deleteDocument',
      pathParameters: { id: 'd1' },
    });
    expect(matcher.match('post', '/api/documents/upload')).toMatchObject({ id: 'uploadDocument' });
  });

  it('reports the allowed methods when only the method is wrong', () => {
    expect(matcher.match('PUT', '/api/documents/d1')).toEqual({
      kind: 'method-not-allowed',
      allowed: ['DELETE', 'GET'],
    });
  });

  it('does not match extra, missing or empty segments', () => {
    expect(matcher.match('GET', '/api/documents/d1/extra')).toEqual({ kind: 'not-found' });
    expect(matcher.match('GET', '/api/documents')).toEqual({ kind: 'not-found' });
    expect(matcher.match('GET', '/api/documents/')).toEqual({ kind: 'not-found' });
  });

  it('URL-decodes parameter values', () => {
    expect(matcher.match('GET', '/api/documents/a%20b%2Fc')).toMatchObject({
      pathParameters: { id: 'a b/c' },
    });
  });
});
