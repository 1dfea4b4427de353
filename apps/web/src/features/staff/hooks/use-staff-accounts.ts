import type { StaffDto } from '@pawndesk/domain/staff-api';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useSession } from '../../../lib/use-session.ts';
import { type StaffListParams, useStaffList } from '../api/list-staff.ts';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useSetStaffActive } from '../api/set-staff-active.ts';

/** The account being edited (`user` undefined: a new one), or none. */
export type Editing = { user: StaffDto | undefined } | null;
/** The one-time password to show once, after a creation or a reset. */
export type Revealed = { username: string; oneTimePassword: string } | null;

/** The confirmations of the accounts tab: disable/enable and password reset. */
function useAccountConfirms(onRevealed: (revealed: Revealed) => void) {
  const { t } = useTranslation();
  const setActive = useSetStaffActive();
  const reset = useResetStaffPassword();
  const [modal, modalHolder] = Modal.useModal();

  const confirmActive = (user: StaffDto) => {
    const isActive = !user.isActive;
    void modal.confirm({
      title: t(isActive ? 'STAFF_CONFIRM_ENABLE' : 'STAFF_CONFIRM_DISABLE', {
        username: user.username,
      }),
      content: isActive ? undefined : t('STAFF_DISABLE_HINT'),
      okText: t('CONFIRM'),
      cancelText: t('CANCEL'),
      okButtonProps: { danger: !isActive, 'data-testid': 'staff-confirm-ok' } as never,
      onOk: async () => {
        try {
          await setActive.mutateAsync({ id: user.id, isActive });
          flash.info(t(isActive ? 'STAFF_ENABLED' : 'STAFF_DISABLED'));
        } catch (error) {
          flash.error(errorText(error, t));
        }
      },
    });
  };

  const confirmReset = (user: StaffDto) => {
    void modal.confirm({
      title: t('STAFF_CONFIRM_RESET', { username: user.username }),
      content: t('STAFF_RESET_HINT'),
      okText: t('CONFIRM'),
      cancelText: t('CANCEL'),
      okButtonProps: { 'data-testid': 'staff-confirm-ok' } as never,
      onOk: async () => {
        try {
          const answer = await reset.mutateAsync(user.id);
          onRevealed({ username: user.username, oneTimePassword: answer.oneTimePassword });
        } catch (error) {
          flash.error(errorText(error, t));
        }
      },
    });
  };

  return { confirmActive, confirmReset, modalHolder };
}

/**
 * The accounts tab's state: the list's filters and page, the account being edited, the one-time
 * password on show, and who may touch which account (only a superuser touches a superuser).
 */
export function useStaffAccounts() {
  const { principal, user: me } = useSession();
  const [params, setParams] = useState<StaffListParams>({
    branches: [],
    roles: [],
    page: 1,
    pageSize: 20,
  });
  const list = useStaffList(params);
  const [editing, setEditing] = useState<Editing>(null);
  const [revealed, setRevealed] = useState<Revealed>(null);
  const confirms = useAccountConfirms(setRevealed);
  const isSuperuser = principal?.isSuperuser === true;
  return {
    ...confirms,
    params,
    list,
    filter: (change: Partial<StaffListParams>) =>
      setParams((current) => ({ ...current, ...change, page: 1 })),
    changePage: (page: number, pageSize: number) =>
      setParams((current) => ({ ...current, page, pageSize })),
    editing,
    setEditing,
    revealed,
    setRevealed,
    isSuperuser,
    myId: me?.id,
    mayTouch: (user: StaffDto) => isSuperuser || !user.isSuperuser,
  };
}
