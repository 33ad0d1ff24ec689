import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { useSessionStore } from '../app/session-store';
import { createQueryClient } from '../lib/query-client';

/** An answer as the API sends it: its envelope, with the same status on the response. */
export function envelope(data: unknown, status = 200, message = 'OK'): Response {
  return new Response(JSON.stringify({ status, message, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** What a route answers, given the request's body (parsed) and which call to it this is (1, 2…). */
export type Answer = (body: unknown, nth: number) => Response | Promise<Response>;

/** Answers the nth call with the nth of `answers`, and with the last once they run out. */
export const inTurn =
  (...answers: [Answer, ...Answer[]]): Answer =>
  (body, nth) =>
    (answers[Math.min(nth, answers.length) - 1] as Answer)(body, nth);

/** A call as sent: its path without `/api`, or null when it was not addressed to the API. */
export type ApiCall = { path: string | null; body: unknown };

/**
 * Stands in for the API at `fetch`: each path (without `/api`, e.g. '/affliate-ad/join') answers
 * from `routes`, any other with a 404 naming it. Every call is kept, in order; one that missed the
 * `/api` prefix is kept with no path, so it never counts as a call to the route it meant.
 */
export function stubApi(routes: Record<string, Answer>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async (input, init) => {
      const url = String(input);
      const path = url.startsWith('/api/') ? url.slice('/api'.length) : null;
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const route = path === null ? undefined : routes[path];
      if (!route) return envelope(null, 404, `No route ${url}`);
      return route(body, calls.filter((call) => call.path === path).length);
    }),
  );
  return {
    calls,
    /** The bodies sent to `path`, in order. */
    bodiesTo: (path: string) => calls.filter((call) => call.path === path).map((call) => call.body),
  };
}

/** `stubApi` with one route: returns what reads the bodies sent to it so far, in order. */
export function stubRoute(path: string, answer: Answer): () => Record<string, unknown>[] {
  const { bodiesTo } = stubApi({ [path]: answer });
  return () => bodiesTo(path) as Record<string, unknown>[];
}

export const TEST_USER = { _id: 'user-1', name: 'Meera', email: 'meera@example.com' };

/** One of the operations team, who reviews payouts and files TDS. */
export const OPERATOR = { _id: 'user-1', name: 'Ops', email: 'ops@example.com' };

/** Signs a person in, as the session store keeps them after the sign-in code. */
export function signIn(user: { _id: string; name: string; email: string } = TEST_USER): void {
  useSessionStore.setState({ token: 'token-1', user: user as never });
}

/**
 * Renders `ui` as the app holds it: a query client of its own (failures not toasted) and, unless
 * `path` is null, a router at `path`.
 */
export function renderInApp(ui: ReactNode, { path = '/' }: { path?: string | null } = {}) {
  const client = createQueryClient({ notify: () => undefined });
  return render(
    <QueryClientProvider client={client}>
      {path === null ? ui : <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>}
    </QueryClientProvider>,
  );
}
