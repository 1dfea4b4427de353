import type { ContractDto } from '@pawndesk/domain/contract-api';
import { isActive, isSettled } from '@pawndesk/domain/contract-states';
import type { SettlementMode } from '@pawndesk/domain/settlement-api';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed, retryFailed } from '../../../components/load-failed.tsx';
import { PdfPreview } from '../../../components/print/pdf-preview.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { flash } from '../../../lib/flash.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { useContract } from '../api/get-contract.ts';
import { useContractClient } from '../api/get-contract-client.ts';
import { useTransactions } from '../api/list-transactions.ts';
import { useLeaveToDetail } from '../hooks/use-leave-to-detail.ts';
import { useSettlementEditor } from '../hooks/use-settlement-editor.ts';
import { SettlementInputs } from './settlement-inputs.tsx';
import '../contracts.css';

/** FLOW-4, B§2: /contracts/{finfluxId}/repay. */
export function RepaymentEditorPage() {
  return <SettlementEditorPage mode="REPAYMENT" />;
}

/** FLOW-4, B§2: /contracts/{finfluxId}/liquidize. */
export function LiquidationEditorPage() {
  return <SettlementEditorPage mode="LIQUIDATION" />;
}

const titleKeys = {
  REPAYMENT: 'SETTLEMENT_TITLE_REPAYMENT',
  LIQUIDATION: 'SETTLEMENT_TITLE_LIQUIDATION',
} as const;

function SettlementEditorPage({ mode }: { mode: SettlementMode }) {
  const params = useParams();
  const finfluxId = Number(params.id);
  // B§2: without a contract id the user goes to the contracts list.
  if (!Number.isInteger(finfluxId) || finfluxId <= 0) {
    return <Navigate to="/contracts" replace />;
  }
  return <SettlementLoader key={`${mode}-${finfluxId}`} mode={mode} finfluxId={finfluxId} />;
}

/** Whether this user may settle the contract this way now (the state machine's allowedActions). */
function canSettle(contract: ContractDto, mode: SettlementMode): boolean {
  return contract.allowedActions.includes(mode === 'REPAYMENT' ? 'repay' : 'liquidize');
}

function SettlementLoader({ mode, finfluxId }: { mode: SettlementMode; finfluxId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contract = useContract(finfluxId);
  const transactions = useTransactions(contract.data?.id ?? 0);
  const misc = useMisc();
  const misc2 = useMisc2();
  const client = useContractClient(contract.data?.client.finfluxId ?? 0);
  const leave = useLeaveToDetail(finfluxId);
  const [isSaved, setIsSaved] = useState(false);

  // Checked on the contract as it arrives, never after this editor has settled it.
  const loaded = contract.data;
  useEffect(() => {
    if (!loaded || isSaved || canSettle(loaded, mode)) {
      return;
    }
    if (!isActive(loaded.status)) {
      leave(isSettled(loaded.status) ? 'REDEEM_CLOSED_ERROR' : 'REDEEM_ERROR');
    } else {
      flash.error(t('LIQUIDATION_NOT_ALLOWED'));
      void navigate(`/contracts/${finfluxId}`, { replace: true });
    }
  }, [loaded, isSaved, mode, leave, navigate, finfluxId, t]);

  const heading = (
    <div className="pd-contract-heading">
      <h1 className="pd-page-title">{t(titleKeys[mode], { id: finfluxId })}</h1>
    </div>
  );
  const queries = [contract, transactions, misc, misc2];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <div data-testid="settlement-editor">
        {heading}
        <LoadFailed
          title={t('CONTRACT_LOAD_FAILED')}
          error={failed.error}
          onRetry={() => retryFailed(queries)}
          testId="settlement-load-error"
        />
      </div>
    );
  }
  // The client's detail only completes the receipt's client block: without it the contract's
  // name and phone print.
  if (
    !contract.data ||
    !transactions.data ||
    !misc.data ||
    !misc2.data ||
    client.isPending ||
    (!isSaved && !canSettle(contract.data, mode))
  ) {
    return (
      <div data-testid="settlement-editor">
        {heading}
        <Spin />
      </div>
    );
  }
  return (
    <div data-testid="settlement-editor">
      {heading}
      <SettlementEditor
        mode={mode}
        contract={contract.data}
        transactions={transactions.data.items}
        misc={misc.data}
        misc2={misc2.data}
        client={client.data ?? null}
        onSaved={() => setIsSaved(true)}
      />
    </div>
  );
}

/**
 * B§4 Repayment editor: inputs (step 0), the receipt's preview before saving (step 1 substep 0:
 * back, save and print) and after (substep 1: print again, done).
 */
function SettlementEditor(props: Parameters<typeof useSettlementEditor>[0]) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const editor = useSettlementEditor(props);
  const { mode, contract } = props;
  const { step, receipt } = editor;
  const toDetail = () => void navigate(`/contracts/${contract.finfluxId}`);
  return (
    <div className="pd-counter" data-testid={`settlement-step-${step}`}>
      <Steps
        className="pd-counter-steps"
        size="small"
        responsive={false}
        current={step === 'inputs' ? 0 : 1}
        items={[{ title: t('SETTLEMENT_STEP_INPUTS') }, { title: t('SETTLEMENT_STEP_RECEIPT') }]}
      />
      {step === 'inputs' ? (
        <>
          <SettlementInputs
            form={editor.form}
            errors={editor.errors}
            context={editor.context}
            onChange={editor.setForm}
          />
          <div className="pd-counter-buttons">
            <Button onClick={toDetail} data-testid="settlement-back">
              {t('BACK')}
            </Button>
            <Button type="primary" onClick={editor.next} data-testid="settlement-next">
              {t('NEXT')}
            </Button>
          </div>
        </>
      ) : null}
      {step !== 'inputs' && receipt ? (
        <section className="pd-counter-section" aria-label={t('SETTLEMENT_STEP_RECEIPT')}>
          <PdfPreview
            request={receipt}
            title={t(mode === 'REPAYMENT' ? 'REPAYMENT_RECEIPT' : 'LIQUIDATION_RECEIPT')}
            testId="settlement-receipt"
          />
          {step === 'preview' ? (
            <div className="pd-counter-buttons">
              <Button
                onClick={editor.backToInputs}
                disabled={editor.isWorking}
                data-testid="settlement-preview-back"
              >
                {t('BACK')}
              </Button>
              <Button
                type="primary"
                loading={editor.isWorking}
                onClick={() => void editor.save()}
                data-testid="settlement-save"
              >
                {t('SAVE_AND_PRINT_RECEIPT')}
              </Button>
            </div>
          ) : (
            <div className="pd-counter-buttons">
              <Button
                loading={editor.isWorking}
                onClick={() => void editor.printAgain()}
                data-testid="settlement-print"
              >
                {t('PRINT_RECEIPT')}
              </Button>
              <Button type="primary" onClick={toDetail} data-testid="settlement-done">
                {t('DONE')}
              </Button>
            </div>
          )}
        </section>
      ) : null}
    </div>
  );
}
