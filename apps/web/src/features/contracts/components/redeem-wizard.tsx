import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractStatuses, isSettled } from '@pawndesk/domain/contract-states';
import type { MiscDto } from '@pawndesk/domain/reference';
import type { RedeemInfoDto, SettlementDto } from '@pawndesk/domain/settlement-api';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
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
import { useContract } from '../api/get-contract.ts';
import { useRedeemInfo } from '../api/get-redeem-info.ts';
import { useRedeemContract } from '../api/redeem-contract.ts';
import { refusalOf, useLeaveToDetail } from '../hooks/use-leave-to-detail.ts';
import { type RedeemChoice, RedeemForm, redeemBill } from './redeem-form.tsx';
import '../contracts.css';

/** A status the redeem info names, if it is one of the contract's. */
function isSettledStatus(status: string): boolean {
  const known = contractStatuses.find((candidate) => candidate === status);
  return known !== undefined && isSettled(known);
}

/** FLOW-3, B§2 Contract redeem: /contracts/{finfluxId}/redeem. */
export function RedeemWizardPage() {
  const params = useParams();
  const finfluxId = Number(params.id);
  if (!Number.isInteger(finfluxId) || finfluxId <= 0) {
    return <Navigate to="/contracts" replace />;
  }
  return <RedeemWizard key={finfluxId} finfluxId={finfluxId} />;
}

function RedeemWizard({ finfluxId }: { finfluxId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const info = useRedeemInfo(finfluxId);
  const contract = useContract(finfluxId);
  const misc = useMisc();
  const leave = useLeaveToDetail(finfluxId);
  const [isRedeemed, setIsRedeemed] = useState(false);

  // B§4: the wizard serves an active contract only, as the redeem info says when it arrives; once
  // this wizard has redeemed it, the contract is closed on purpose.
  const infoData = info.data;
  const infoError = info.error;
  useEffect(() => {
    if (isRedeemed) {
      return;
    }
    if (infoError) {
      const refusal = refusalOf(infoError);
      if (refusal) {
        leave(refusal);
      }
      return;
    }
    if (!infoData) {
      return;
    }
    if (infoData.finfluxId !== finfluxId) {
      void navigate(`/contracts/${infoData.finfluxId}/redeem`, { replace: true });
      return;
    }
    if (!infoData.active) {
      leave(isSettledStatus(infoData.status) ? 'REDEEM_CLOSED_ERROR' : 'REDEEM_ERROR');
    }
  }, [infoData, infoError, isRedeemed, finfluxId, leave, navigate]);

  const heading = (
    <div className="pd-contract-heading">
      <h1 className="pd-page-title">{t('REDEEM_TITLE', { id: finfluxId })}</h1>
    </div>
  );
  const failed = [info, contract, misc].find((query) => query.isError);
  if (failed && refusalOf(info.error) === null) {
    return (
      <div data-testid="redeem-wizard">
        {heading}
        <LoadFailed
          title={t('CONTRACT_LOAD_FAILED')}
          error={failed.error}
          onRetry={() => {
            for (const query of [info, contract, misc]) {
              if (query.isError) {
                void query.refetch();
              }
            }
          }}
          testId="redeem-load-error"
        />
      </div>
    );
  }
  if (
    !info.data ||
    !contract.data ||
    !misc.data ||
    (!isRedeemed && (!info.data.active || info.data.finfluxId !== finfluxId))
  ) {
    return (
      <div data-testid="redeem-wizard">
        {heading}
        <Spin />
      </div>
    );
  }
  return (
    <div data-testid="redeem-wizard">
      {heading}
      <RedeemSteps
        info={info.data}
        contract={contract.data}
        misc={misc.data}
        onRedeemed={() => setIsRedeemed(true)}
      />
    </div>
  );
}

type Step = 'form' | 'bill' | 'done';

/**
 * B§4 Redeem wizard: the form (Bước 1), the bill (Bước 2), the completion. The first print
 * redeems (closes the contract on the chosen date and archives the bill), then prints the
 * archived bill; from then on back is disabled and end enabled.
 */
function RedeemSteps({
  info,
  contract,
  misc,
  onRedeemed,
}: {
  info: RedeemInfoDto;
  contract: ContractDto;
  misc: MiscDto;
  onRedeemed: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const redeem = useRedeemContract(info.finfluxId);
  const leave = useLeaveToDetail(info.finfluxId);
  const [step, setStep] = useState<Step>('form');
  const [choice, setChoice] = useState<RedeemChoice | null>(null);
  const [bill, setBill] = useState<PrintableDocument | null>(null);
  const [settlement, setSettlement] = useState<SettlementDto | null>(null);
  // Set synchronously: a second click in the same tick must not redeem twice.
  const isBusy = useRef(false);
  const [isPrinting, setIsPrinting] = useState(false);

  const toBill = (next: RedeemChoice) => {
    setChoice(next);
    // Built once, from the contract as it stands before redeeming: the preview keeps it.
    setBill({
      kind: 'REDEEM_BILL',
      data: redeemBill({ info, contract, misc, ...next }),
    });
    setStep('bill');
  };

  const print = async (current: RedeemChoice) => {
    if (isBusy.current) {
      return;
    }
    isBusy.current = true;
    setIsPrinting(true);
    try {
      let done = settlement;
      if (!done) {
        try {
          done = await redeem.mutateAsync({
            submissionDate: current.transactionDate,
            paymentMethod: current.paymentMethod,
          });
        } catch (error) {
          const refusal = refusalOf(error);
          if (refusal) {
            leave(refusal);
          } else {
            flash.error(errorText(error, t));
          }
          return;
        }
        setSettlement(done);
        onRedeemed();
        flash.info(t('CONTRACT_REDEEMED'));
      }
      try {
        await printArchivedDocument(done.document.id);
      } catch (error) {
        flash.error(`${t('PRINT_FAILED')}: ${errorText(error, t)}`);
      }
    } finally {
      isBusy.current = false;
      setIsPrinting(false);
    }
  };

  const stepIndex = { form: 0, bill: 1, done: 2 }[step];
  return (
    <div className="pd-counter" data-testid={`redeem-step-${step}`}>
      <Steps
        className="pd-counter-steps"
        size="small"
        current={stepIndex}
        items={[{ title: t('STEP_1') }, { title: t('STEP_2') }]}
        data-testid="redeem-steps"
      />
      {step === 'form' ? (
        <RedeemForm
          info={info}
          contract={contract}
          misc={misc}
          initial={choice}
          onNext={toBill}
          onBack={() => void navigate(`/contracts/${info.finfluxId}`)}
        />
      ) : null}
      {step === 'bill' && bill && choice ? (
        <section className="pd-counter-section" aria-label={t('STEP_2')}>
          <PdfPreview document={bill} title={t('REDEEM_BILL')} testId="redeem-bill" />
          {choice.paymentMethod === 'BANK_TRANSFER' && info.bankAccount === null ? (
            <p className="pd-counter-note" role="note">
              {t('REDEEM_NO_BANK_ACCOUNT')}
            </p>
          ) : null}
          <div className="pd-counter-buttons">
            <Button
              onClick={() => setStep('form')}
              disabled={settlement !== null || isPrinting}
              data-testid="redeem-back"
            >
              {t('BACK')}
            </Button>
            <Button
              type="primary"
              loading={isPrinting}
              onClick={() => void print(choice)}
              data-testid="redeem-print"
            >
              {t('PRINT')}
            </Button>
            <Button
              onClick={() => setStep('done')}
              disabled={settlement === null || isPrinting}
              data-testid="redeem-end"
            >
              {t('END')}
            </Button>
          </div>
        </section>
      ) : null}
      {step === 'done' ? (
        <Result
          status="success"
          title={t('REDEEM_DONE', { id: info.finfluxId })}
          extra={
            <Button
              type="primary"
              onClick={() => void navigate(`/contracts/${info.finfluxId}`)}
              data-testid="redeem-to-detail"
            >
              {t('BACK_TO_CONTRACT')}
            </Button>
          }
          data-testid="redeem-done"
        />
      ) : null}
    </div>
  );
}
