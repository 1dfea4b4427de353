import type { MeDto } from '@pawndesk/domain/auth';
import { type Endpoint, endpointUrl } from '@pawndesk/domain/endpoint';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { buildRoutes } from '../app/router.tsx';
import { sessionStore } from '../lib/session.ts';
import { FakeSocket } from './fake-socket.ts';
import { unsignedToken } from './tokens.ts';

export function testUser(overrides: Partial<MeDto> = {}): MeDto {
  return {
    id: 1,
    username: 'sales',
    firstName: 'An',
    lastName: 'Nguyễn Văn',
    profilePicture: null,
    sipUsername: null,
    sipPassword: null,
    extension: '1001',
    branch: { id: 2, name: 'Chi nhánh Quận 1' },
    permissions: [],
    isSuperuser: false,
    language: 'vi',
    mustChangePassword: false,
    ...overrides,
  };
}

/** Signed in with exactly these permissions in the token's claims. */
export function signInAs(permissions: string[], superuser = false): void {
  sessionStore.signIn(unsignedToken({ permissions, superuser }), testUser({ permissions }));
}

/** No session, as on a first visit (not a deliberate logout). */
export function resetSession(): void {
  sessionStore.expire();
  sessionStore.dismissExpired();
}

type Route = (url: string, init: RequestInit) => Response | undefined;

/** Replaces window.fetch; unexpected calls fail the test loudly. */
export function fakeFetch(route: Route) {
  const fetchMock = vi.fn(async (input: string, init: RequestInit) => {
    const response = route(input, init);
    if (!response) {
      throw new Error(`unexpected request ${init.method ?? 'GET'} ${input}`);
    }
    return response;
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * Whether a request fakeFetch received is a call of `endpoint` (a definition without path
 * parameters): its method (GET when unset) and its path, the query aside.
 */
export function isCall(endpoint: Endpoint, url: string, init: RequestInit): boolean {
  const { pathname } = new URL(url, 'http://localhost');
  return (init.method ?? 'GET') === endpoint.method && pathname === endpointUrl(endpoint, {});
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The whole app (providers, route table, guards) at `path`, with live updates on a fake socket. */
export function renderApp(path: string) {
  FakeSocket.created = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  const router = createMemoryRouter(buildRoutes(), { initialEntries: [path] });
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
