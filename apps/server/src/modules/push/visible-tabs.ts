import type { Db } from '../../db/client.ts';
import * as repo from './push.repo.ts';

/**
 * The seam the /live plugin reports its tabs' visibility through (decisions/0028): a connection
 * whose console tab is in view has a row, refreshed by its process; a push for an inbound call
 * goes out only when the callee has none.
 */

/** A row not refreshed for this long belongs to a process that stopped without cleaning up. */
export const visibleTabStaleMs = 2 * 60 * 1000;
/** How often a process refreshes its visible tabs' rows. */
export const visibleTabRefreshMs = 60 * 1000;

export function reportTabVisibility(
  db: Db,
  tab: { connectionId: string; userId: number; isVisible: boolean },
  now: Date,
): Promise<void> {
  return tab.isVisible
    ? repo.markTabVisible(db, tab.connectionId, tab.userId, now)
    : repo.forgetTabs(db, [tab.connectionId]);
}

export function forgetTabs(db: Db, connectionIds: readonly string[]): Promise<void> {
  return repo.forgetTabs(db, connectionIds);
}

export function refreshVisibleTabs(
  db: Db,
  connectionIds: readonly string[],
  now: Date,
): Promise<void> {
  return repo.touchTabs(db, connectionIds, now);
}

export function hasVisibleTab(db: Db, userId: number, now: Date): Promise<boolean> {
  return repo.hasVisibleTab(db, userId, new Date(now.getTime() - visibleTabStaleMs));
}
