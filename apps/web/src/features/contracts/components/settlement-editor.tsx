import type { ContractDto, TransactionDto } from '@pawndesk/domain/contract-api';
import { isActive, isSettled } from '@pawndesk/domain/contract-states';
import { printClientOf } from '@pawndesk/domain/print-documents';
import type { Misc2Dto, MiscDto } from '@pawndesk/domain/reference';
import type { SettleInput, SettlementDto, SettlementMode } from '@pawndesk/domain/settlement-api';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PdfPreview } from '../../../components/print/pdf-preview.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { printArchivedDocument } from '../../../lib/print/print-archived-document.ts';
import type { PrintableDocument } from '../../../lib/print/printable-document.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useContract } from '../api/get-contract.ts';
import { useContractClient } from '../api/get-contract-client.ts';
import { useTransactions } from '../api/list-transactions.ts';
import { useSettleContract } from '../api/settle-contract.ts';
import { useLeaveToDetail } from '../hooks/use-leave-to-detail.ts';
import { commitmentTerms, contractIssuer } from '../model/print-context.ts';
import {
  checkSettlement,
  newSettlementForm,
  type SettlementContext,
  type SettlementErrors,
  type SettlementForm,
  settlementReceipt,
} from '../model/settlement-form.ts';
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
          onRetry={() => {
            for (const query of queries) {
              if (query.isError) {
                void query.refetch();
              }
            }
          }}
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

type Step = 'inputs' | 'preview' | 'saved';

/**
 * B§4 Repayment editor: inputs (step 0), the receipt's preview before saving (step 1 substep 0:
 * back, save and print) and after (substep 1: print again, done). One settle call does the whole
 * save; a second click while it runs does nothing; a refusal leaves everything typed in place.
 */
function SettlementEditor({
  mode,
  contract,
  transactions,
  misc,
  misc2,
  client,
  onSaved,
}: {
  mode: SettlementMode;
  contract: ContractDto;
  transactions: readonly TransactionDto[];
  misc: MiscDto;
  misc2: Misc2Dto;
  client: Parameters<typeof printClientOf>[1];
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = useToday();
  const { principal } = useSession();
  const settle = useSettleContract(contract.finfluxId);
  // The contract as it stood when the editor opened: saving replaces it in the cache, and the
  // receipt is the one of this settlement.
  const [context] = useState<SettlementContext>(() => ({
    mode,
    contract,
    transactions,
    terms: commitmentTerms(contract, misc2),
    client: printClientOf(contract, client),
    issuer: contractIssuer(contract, misc),
    today,
    isSuperuser: principal?.isSuperuser ?? false,
  }));
  const [form, setForm] = useState<SettlementForm>(() => {
    const due = settlementReceipt(newSettlementForm(today, 0), context).lines.total;
    return newSettlementForm(today, due);
  });
  const [errors, setErrors] = useState<SettlementErrors>({ payments: {} });
  const [step, setStep] = useState<Step>('inputs');
  const [receipt, setReceipt] = useState<PrintableDocument | null>(null);
  const [input, setInput] = useState<SettleInput | null>(null);
  const [settlement, setSettlement] = useState<SettlementDto | null>(null);
  // Set synchronously: a double click must send one settle.
  const isSaving = useRef(false);
  const [isWorking, setIsWorking] = useState(false);
  const liveContext = { ...context, today, isSuperuser: principal?.isSuperuser ?? false };

  const next = () => {
    const check = checkSettlement(form, liveContext);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({ payments: {} });
    setInput(check.input);
    setReceipt({
      kind: mode === 'REPAYMENT' ? 'REPAYMENT_RECEIPT' : 'LIQUIDATION_RECEIPT',
      data: check.receipt,
    });
    setStep('preview');
  };

  const printReceipt = async (documentId: number) => {
    try {
      await printArchivedDocument(documentId);
    } catch (error) {
      flash.error(`${t('PRINT_FAILED')}: ${errorText(error, t)}`);
    }
  };

  const save = async () => {
    if (isSaving.current || input === null) {
      return;
    }
    isSaving.current = true;
    setIsWorking(true);
    try {
      const done = await settle.mutateAsync(input);
      setSettlement(done);
      onSaved();
      setStep('saved');
      flash.info(t('CONTRACT_REPAYMENT_SUCCEEDED'));
      await printReceipt(done.document.id);
    } catch (error) {
      flash.error(errorText(error, t));
    } finally {
      isSaving.current = false;
      setIsWorking(false);
    }
  };

  const reprint = async () => {
    if (isSaving.current || settlement === null) {
      return;
    }
    isSaving.current = true;
    setIsWorking(true);
    try {
      await printReceipt(settlement.document.id);
    } finally {
      isSaving.current = false;
      setIsWorking(false);
    }
  };

  const toDetail = () => void navigate(`/contracts/${contract.finfluxId}`);
  return (
    <div className="pd-counter" data-testid={`settlement-step-${step}`}>
      <Steps
        className="pd-counter-steps"
        size="small"
        current={step === 'inputs' ? 0 : 1}
        items={[{ title: t('SETTLEMENT_STEP_INPUTS') }, { title: t('SETTLEMENT_STEP_RECEIPT') }]}
      />
      {step === 'inputs' ? (
        <>
          <SettlementInputs
            form={form}
            errors={errors}
            context={liveContext}
            onChange={(next) => setForm(next)}
          />
          <div className="pd-counter-buttons">
            <Button onClick={toDetail} data-testid="settlement-back">
              {t('BACK')}
            </Button>
            <Button type="primary" onClick={next} data-testid="settlement-next">
              {t('NEXT')}
            </Button>
          </div>
        </>
      ) : null}
      {step !== 'inputs' && receipt ? (
        <section className="pd-counter-section" aria-label={t('SETTLEMENT_STEP_RECEIPT')}>
          <PdfPreview
            document={receipt}
            title={t(mode === 'REPAYMENT' ? 'REPAYMENT_RECEIPT' : 'LIQUIDATION_RECEIPT')}
            testId="settlement-receipt"
          />
          {step === 'preview' ? (
            <div className="pd-counter-buttons">
              <Button
                onClick={() => setStep('inputs')}
                disabled={isWorking}
                data-testid="settlement-preview-back"
              >
                {t('BACK')}
              </Button>
              <Button
                type="primary"
                loading={isWorking}
                onClick={() => void save()}
                data-testid="settlement-save"
              >
                {t('SAVE_AND_PRINT_RECEIPT')}
              </Button>
            </div>
          ) : (
            <div className="pd-counter-buttons">
              <Button
                loading={isWorking}
                onClick={() => void reprint()}
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
