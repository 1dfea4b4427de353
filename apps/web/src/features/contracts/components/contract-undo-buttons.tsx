import type { ContractAction } from '@pawndesk/domain/contract-states';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ContractStatusActions } from '../hooks/use-contract-status-actions.ts';

/** The four undos: each asks first (A§4.2). */
const undos = [
  { action: 'undoApproval', verb: 'undo-approval', labelKey: 'CONTRACT_UNDO_APPROVAL' },
  { action: 'undoDisbursal', verb: 'undo-disbursal', labelKey: 'CONTRACT_UNDO_DISBURSAL' },
  { action: 'undoRepayment', verb: 'undo-repayment', labelKey: 'CONTRACT_UNDO_REPAYMENT' },
  { action: 'undoRenewal', verb: 'undo-renewal', labelKey: 'CONTRACT_UNDO_RENEWAL' },
] as const;

/** The actions that ask "are you sure" first: the undos and the renewal notification. */
export function ContractUndoButtons({
  can,
  actions,
}: {
  can: (action: ContractAction) => boolean;
  actions: ContractStatusActions;
}) {
  const { t } = useTranslation();
  return (
    <>
      {undos.map((undo) =>
        can(undo.action) ? (
          <Popconfirm
            key={undo.verb}
            title={t('ARE_YOU_SURE')}
            okText={t(undo.labelKey)}
            cancelText={t('NO')}
            onConfirm={() => actions.run({ verb: undo.verb })}
          >
            <Button danger loading={actions.isRunning} data-testid={`action-${undo.verb}`}>
              {t(undo.labelKey)}
            </Button>
          </Popconfirm>
        ) : null,
      )}
      {can('sendRenewedNotification') ? (
        <Popconfirm
          title={t('ARE_YOU_SURE')}
          okText={t('SEND')}
          cancelText={t('NO')}
          onConfirm={actions.sendNotification}
        >
          <Button loading={actions.isNotifying} data-testid="action-send-renewed-notification">
            {t('CONTRACT_SEND_RENEWED_NOTIFICATION')}
          </Button>
        </Popconfirm>
      ) : null}
    </>
  );
}
