import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useDueContracts } from '../api/list-due-contracts.ts';
import { useLiquidationConfirm } from '../hooks/use-liquidation-confirm.ts';
import { BulkNote } from './bulk-note.tsx';
import { DueContractsTable } from './due-contracts-table.tsx';
import { type CalculationToggle, PaymentCalculation } from './payment-calculation.tsx';

/** The client's due contracts in the modal: the calculation, the detail table, bulk notes. */
export function DueContractsSection({
  clientId,
  filterEnd,
}: {
  clientId: number;
  filterEnd: string;
}) {
  const { t } = useTranslation();
  const due = useDueContracts(clientId, filterEnd);
  const [toggles, setToggles] = useState<Record<number, CalculationToggle>>({});
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const { confirmLiquidation, modalHolder } = useLiquidationConfirm(clientId);
  if (due.isError && !due.data) {
    return (
      <LoadFailed
        title={t('REMINDER_DUE_CONTRACTS_LOAD_FAILED')}
        error={due.error}
        onRetry={() => void due.refetch()}
        testId="due-contracts-error"
      />
    );
  }
  const contracts = due.data?.items ?? [];
  return (
    <>
      <PaymentCalculation contracts={contracts} toggles={toggles} />
      <section className="pd-reminder-modal-section">
        <h3>{t('REMINDER_CONTRACT_DETAILS')}</h3>
        <DueContractsTable
          contracts={contracts}
          toggles={toggles}
          // Renew and finalize exclude each other: setting one replaces the other (A§2.8).
          onToggle={(contractId, toggle) => setToggles({ ...toggles, [contractId]: toggle })}
          selectedIds={selectedIds}
          onSelect={setSelectedIds}
          onLiquidation={confirmLiquidation}
        />
      </section>
      <BulkNote selected={contracts.filter((contract) => selectedIds.includes(contract.id))} />
      {modalHolder}
    </>
  );
}
