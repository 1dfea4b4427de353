import type { ContractDto } from '@pawndesk/domain/contract-api';
import { type CancelReason, cancelReasons } from '@pawndesk/domain/contract-states';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { printArchivedDocument } from '../../../lib/print/print-archived-document.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { approveContract, cancelContract, printMortgageContract } from '../api/wizard-api.ts';

/**
 * B§2/B§4 print step. The first press of print runs `create` (client, asset and contract in one
 * server call, once: a repeated press or a double click only prints), says "new successfully",
 * then prints the mortgage contract the server renders and keeps on the contract. Approve is
 * enabled only after creation; Back becomes Cancel (the cancel dialog) once the contract exists.
 */
export function PrintStep({
  contract,
  create,
  onBack,
  onApproved,
  summary,
}: {
  contract: ContractDto | null;
  create: () => Promise<ContractDto | null>;
  onBack: () => void;
  onApproved: () => void;
  summary: React.ReactNode;
}) {
  const { t } = useTranslation();
  const flight = useSingleFlight();
  const [isCancelOpen, setIsCancelOpen] = useState(false);

  const print = () =>
    flight.run(async () => {
      const created = contract ?? (await create());
      if (!created) {
        return;
      }
      try {
        const document = await printMortgageContract(created.finfluxId);
        await printArchivedDocument(document.id);
      } catch (error) {
        flash.error(`${t('PRINT_FAILED')}: ${errorText(error, t)}`);
      }
    });

  const approve = () =>
    flight.run(async () => {
      if (!contract) {
        return;
      }
      try {
        await approveContract(contract.id);
        onApproved();
      } catch (error) {
        flash.error(errorText(error, t));
      }
    });

  return (
    <section className="pd-wizard-print" data-testid="wizard-print">
      {contract ? (
        <Alert
          type="success"
          showIcon
          title={t('WIZARD_CONTRACT_CREATED', { id: contract.finfluxId })}
          data-testid="wizard-print-created"
        />
      ) : (
        <Alert type="info" showIcon title={t('WIZARD_PRINT_HINT')} />
      )}
      {summary}
      <div className="pd-wizard-buttons">
        {contract ? (
          <Button danger onClick={() => setIsCancelOpen(true)} data-testid="wizard-cancel">
            {t('CANCEL')}
          </Button>
        ) : (
          <Button onClick={onBack} data-testid="wizard-back">
            {t('BACK')}
          </Button>
        )}
        <Button
          type="primary"
          loading={flight.isRunning}
          onClick={() => void print()}
          data-testid="wizard-print-button"
        >
          {t('PRINT')}
        </Button>
        <Button
          type="primary"
          disabled={!contract || flight.isRunning}
          onClick={() => void approve()}
          data-testid="wizard-approve"
        >
          {t('WIZARD_APPROVE')}
        </Button>
      </div>
      {contract && isCancelOpen ? (
        <CancelDialog contract={contract} onClose={() => setIsCancelOpen(false)} />
      ) : null}
    </section>
  );
}

/** The cancel dialog: a reason, the permanent-reject warning, then the orders route (B§2). */
function CancelDialog({ contract, onClose }: { contract: ContractDto; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reason, setReason] = useState<CancelReason | null>(null);
  const flight = useSingleFlight();
  const confirm = () =>
    flight.run(async () => {
      if (!reason) {
        return;
      }
      try {
        await cancelContract(contract.finfluxId, reason);
        flash.info(t('WIZARD_CANCELED'));
        void navigate('/orders');
      } catch (error) {
        flash.error(errorText(error, t));
      }
    });
  return (
    <Modal
      open
      title={t('CONTRACT_REJECT_TITLE', { id: contract.finfluxId })}
      okText={t('CONFIRM')}
      cancelText={t('CANCEL')}
      okButtonProps={
        {
          disabled: !reason,
          danger: true,
          loading: flight.isRunning,
          'data-testid': 'wizard-cancel-confirm',
        } as never
      }
      onOk={() => void confirm()}
      onCancel={onClose}
    >
      <p>{t('CONTRACT_REJECT_WARNING', { id: contract.finfluxId })}</p>
      <Select
        className="pd-wizard-full"
        placeholder={t('CONTRACT_CANCEL_REASON')}
        value={reason ?? undefined}
        onChange={(value: CancelReason) => setReason(value)}
        options={cancelReasons.map((value) => ({ value, label: t(`CANCEL_REASON_${value}`) }))}
        data-testid="wizard-cancel-reason"
      />
    </Modal>
  );
}

/** B§2 complete step: success icon, text, back to the orders route. */
export function CompleteStep({ contract }: { contract: ContractDto | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusResult
      status="success"
      title={t('WIZARD_COMPLETE_TITLE')}
      subTitle={contract ? t('WIZARD_COMPLETE_TEXT', { id: contract.finfluxId }) : undefined}
      extra={
        <Button
          type="primary"
          onClick={() => void navigate('/orders')}
          data-testid="wizard-complete-back"
        >
          {t('WIZARD_BACK_TO_ORDERS')}
        </Button>
      }
      data-testid="wizard-complete"
    />
  );
}
