import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import Modal from 'antd/es/modal';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useSetEntryStatus } from '../api/set-entry-status.ts';

/**
 * Approving or removing an entry from its row menu, after a confirmation. The confirmation is
 * rendered through the returned holder so it gets the app's theme and translations.
 */
export function useEntryStatusConfirm(): {
  confirmStatus: (action: 'approve' | 'remove', entry: CashLogDto) => void;
  modalHolder: ReactElement;
} {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const setStatus = useSetEntryStatus();

  const confirmStatus = (action: 'approve' | 'remove', entry: CashLogDto) => {
    const status = action === 'approve' ? 'registered' : 'retracted';
    void modal.confirm({
      title: action === 'approve' ? t('CASH_LOG_APPROVE_CONFIRM') : t('CASH_LOG_REMOVE_CONFIRM'),
      content: `#${entry.id}`,
      // The button says what it does (Duyệt / Xoá), not OK.
      okText: action === 'approve' ? t('CASH_LOG_APPROVE') : t('CASH_LOG_REMOVE'),
      cancelText: t('CANCEL'),
      okButtonProps: { danger: action === 'remove', 'data-testid': 'cash-confirm-ok' } as never,
      onOk: async () => {
        try {
          await setStatus.mutateAsync({ id: entry.id, status });
          flash.info(action === 'approve' ? t('CASH_LOG_APPROVED') : t('DELETE_SUCCESSFULLY'));
        } catch (error) {
          // CASH_LOG_CANNOT_REMOVE: its own text when the server gives none (B§8).
          const message = errorText(error, t);
          flash.error(
            action === 'remove' && message === t('UNKNOWN_ERROR')
              ? t('CASH_LOG_CANNOT_REMOVE')
              : message,
          );
        }
      },
    });
  };

  return { confirmStatus, modalHolder };
}
