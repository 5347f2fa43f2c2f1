// Test helpers for the account pages and dialogs: a fetch stub that answers in order like the server
// would (and a 500 once the answers run out), and a render inside a router and a fresh query client.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { createQueryClient } from './query-client';

export interface Answer {
  status: number;
  body: unknown;
}

/** Replaces fetch: each call takes the next answer. Returns the mock, to read the calls made. */
export function answerInOrder(...answers: Answer[]) {
  const queue = [...answers];
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = queue.shift() ?? { status: 500, body: { error: 'unexpected call' } };
    return new Response(JSON.stringify(next.body), {
      status: next.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** Renders `element` at `url` (any path matches) with a router and a fresh query client. */
export function renderAt(url: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [url] });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
