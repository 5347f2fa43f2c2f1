// Test helpers for the viewers' component tests: a fresh query client per render and a fetch stub
// that answers the api client like the server would.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client';

export function renderWithQuery(ui: ReactNode) {
  const client = createQueryClient();
  return { client, ...render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>) };
}

export interface Recorded {
  url: string;
  method: string;
  body: unknown;
}

/** Replaces fetch; `answer` decides each response. Returns the requests made. */
export function stubFetch(answer: (request: Recorded) => { status: number; body: unknown }) {
  const requests: Recorded[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const request = {
        url,
        method: init?.method ?? 'GET',
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      requests.push(request);
      const { status, body } = answer(request);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return requests;
}
