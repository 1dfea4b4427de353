import { businessTimeZone } from '@pawndesk/domain/dates';
import type { ReminderResultInput } from '@pawndesk/domain/reminder-api';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayjs } from '../../../lib/dayjs.ts';

export type ResultDraft = {
  statusId: number | null;
  clientAttitudeId: number | null;
  nextActionId: number | null;
  nextActionAt: Dayjs | null;
  paymentDate: Dayjs | null;
};

const emptyDraft: ResultDraft = {
  statusId: null,
  clientAttitudeId: null,
  nextActionId: null,
  nextActionAt: null,
  paymentDate: null,
};

/**
 * The result form's draft (A§2.8, A§5): status, attitude and next action are required. The
 * picked time is read as business time (Asia/Ho_Chi_Minh) whatever the browser's zone is.
 */
export function toResultInput(draft: ResultDraft): ReminderResultInput | null {
  if (draft.statusId === null || draft.clientAttitudeId === null || draft.nextActionId === null) {
    return null;
  }
  return {
    statusId: draft.statusId,
    clientAttitudeId: draft.clientAttitudeId,
    nextActionId: draft.nextActionId,
    nextActionAt: draft.nextActionAt
      ? dayjs.tz(draft.nextActionAt.format('YYYY-MM-DD HH:mm'), businessTimeZone).format()
      : null,
    paymentDate: draft.paymentDate ? draft.paymentDate.format('YYYY-MM-DD') : null,
  };
}

export function useResultForm() {
  const [draft, setDraft] = useState(emptyDraft);
  const [isChecked, setChecked] = useState(false);
  return {
    draft,
    /** Required fields show their message once a save was tried. */
    isChecked,
    change: (patch: Partial<ResultDraft>) => setDraft((current) => ({ ...current, ...patch })),
    check: () => {
      setChecked(true);
      return toResultInput(draft);
    },
    reset: () => {
      setDraft(emptyDraft);
      setChecked(false);
    },
  };
}
