import type { PastDueClientDto } from '@pawndesk/domain/reminder-api';
import Modal from 'antd/es/modal';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { CallButton } from './call-button.tsx';
import { DueContractsSection } from './due-contracts-section.tsx';
import { ResultForm } from './result-form.tsx';
import { ResultsHistory } from './results-history.tsx';

/**
 * REM-4: the client details modal. Due contracts are read to the list filter's end date (+4 days,
 * A§9), so "extra" means maturing after what the list shows.
 */
export function ClientDetailsModal({
  client,
  filterEnd,
  onClose,
}: {
  client: PastDueClientDto;
  filterEnd: string;
  onClose: () => void;
}) {
  const isMobile = useLayoutMode() === 'mobile';
  return (
    <Modal
      open
      onCancel={onClose}
      footer={null}
      width={isMobile ? '100%' : 1200}
      centered={!isMobile}
      title={
        <div className="pd-reminder-modal-title">
          <span data-testid="reminder-modal-title">
            {client.nameVi} · #{client.finfluxId}
          </span>
          <CallButton clientId={client.id} fallbackPhone={client.primaryPhone} />
        </div>
      }
      data-testid="reminder-modal"
    >
      <ResultForm clientId={client.id} />
      <DueContractsSection clientId={client.id} filterEnd={filterEnd} />
      <ResultsHistory clientId={client.id} />
    </Modal>
  );
}
