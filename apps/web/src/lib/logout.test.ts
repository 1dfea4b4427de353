import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../testing/render-app.tsx';
import { unsignedToken } from '../testing/tokens.ts';
import { api } from './api.ts';
import { logout, pushRemovalWaitMs } from './logout.ts';
import { removeSubscription } from './push.ts';
import { sessionStore } from './session.ts';

// The browser's push service is out of reach in jsdom: its removal is the part that may hang.
vi.mock('./push.ts', () => ({ removeSubscription: vi.fn() }));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStore.clear();
  window.localStorage.clear();
});

describe('logout', () => {
  it('ends the session even when removing the push subscription never answers', async () => {
    vi.useFakeTimers();
    vi.mocked(removeSubscription).mockReturnValue(new Promise(() => {}));
    const signOut = vi.spyOn(api, 'call').mockResolvedValue(undefined);
    sessionStore.signIn(unsignedToken({ permissions: ['order_access'] }), testUser());

    const done = logout();
    await vi.advanceTimersByTimeAsync(pushRemovalWaitMs);
    await done;

    expect(sessionStore.getState().session).toBeNull();
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('removes the subscription with the token of the session it ends', async () => {
    vi.mocked(removeSubscription).mockResolvedValue(undefined);
    vi.spyOn(api, 'call').mockResolvedValue(undefined);
    const token = unsignedToken({ permissions: ['order_access'] });
    sessionStore.signIn(token, testUser());

    await logout();

    expect(removeSubscription).toHaveBeenCalledWith(token);
    expect(sessionStore.getState().session).toBeNull();
  });
});
