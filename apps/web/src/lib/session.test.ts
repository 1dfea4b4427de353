import { afterEach, describe, expect, it } from 'vitest';
import { testUser } from '../testing/render-app.tsx';
import { unsignedToken } from '../testing/tokens.ts';
import { createSessionStore } from './session.ts';

afterEach(() => {
  window.localStorage.clear();
});

describe('session store (SHELL-8)', () => {
  it('opens the session-expired state when a signed-in session is refused', () => {
    const store = createSessionStore();
    store.signIn(unsignedToken({ permissions: ['order_access'] }), testUser());
    store.expire();
    expect(store.getState()).toEqual({ session: null, expired: true, endedByUser: false });
  });

  it('keeps a deliberate logout as it is when a late refusal arrives after it', () => {
    const store = createSessionStore();
    store.signIn(unsignedToken({ permissions: ['order_access'] }), testUser());
    store.clear();
    // A call that was in flight at logout is refused by the server and its refresh fails.
    store.expire();
    expect(store.getState()).toEqual({ session: null, expired: false, endedByUser: true });
  });
});
