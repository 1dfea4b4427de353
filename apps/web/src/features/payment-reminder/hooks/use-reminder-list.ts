import { useEffect, useState } from 'react';
import {
  type ReminderListState,
  readReminderState,
  writeReminderState,
} from '../model/list-state.ts';

/**
 * The list's filters, sort and page, read once from session storage and written back on every
 * change, so leaving the screen and coming back (or reloading the tab) shows the same list.
 */
export function useReminderList(): {
  state: ReminderListState;
  /** A filter change starts again from page 1. */
  filter: (change: Partial<ReminderListState>) => void;
  update: (change: Partial<ReminderListState>) => void;
} {
  const [state, setState] = useState(readReminderState);
  useEffect(() => writeReminderState(state), [state]);
  return {
    state,
    filter: (change) => setState((current) => ({ ...current, ...change, page: 1 })),
    update: (change) => setState((current) => ({ ...current, ...change })),
  };
}
