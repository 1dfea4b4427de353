import type { DueContractDto } from '@pawndesk/domain/reminder-api';
import Modal from 'antd/es/modal';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useSetLiquidation } from '../api/set-liquidation.ts';

/**
 * The liquidation toggle (A§2.8): waiting to liquidize ↔ in storage, after CONFIRM_LIQUIDATION or
 * CONFIRM_CANCEL_LIQUIDATION. The holder renders the confirmation with the app's theme.
 */
export function useLiquidationConfirm(clientId: number): {
  confirmLiquidation: (contract: DueContractDto) => void;
  modalHolder: ReactElement;
} {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const setLiquidation = useSetLiquidation(clientId);
  const confirmLiquidation = (contract: DueContractDto) => {
    const waitingToLiquidize = !contract.waitingToLiquidize;
    void modal.confirm({
      title: t(waitingToLiquidize ? 'CONFIRM_LIQUIDATION' : 'CONFIRM_CANCEL_LIQUIDATION'),
      content: `#${contract.finfluxId}`,
      okText: t('YES'),
      cancelText: t('NO'),
      okButtonProps: { 'data-testid': 'liquidation-confirm-ok' } as never,
      onOk: async () => {
        try {
          await setLiquidation.mutateAsync({ contractId: contract.id, waitingToLiquidize });
        } catch (error) {
          flash.error(errorText(error, t));
        }
      },
    });
  };
  return { confirmLiquidation, modalHolder };
}
