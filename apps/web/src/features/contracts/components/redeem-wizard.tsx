import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractStatuses, isSettled } from '@pawndesk/domain/contract-states';
import type { MiscDto } from '@pawndesk/domain/reference';
import type { RedeemInfoDto } from '@pawndesk/domain/settlement-api';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PdfPreview } from '../../../components/print/pdf-preview.tsx';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useContract } from '../api/get-contract.ts';
import { useRedeemInfo } from '../api/get-redeem-info.ts';
import { refusalOf, useLeaveToDetail } from '../hooks/use-leave-to-detail.ts';
import { useRedeemWizard } from '../hooks/use-redeem-wizard.ts';
import { RedeemForm } from './redeem-form.tsx';
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

/** B§2 Contract redeem: Bước 1 the form, Bước 2 the bill (back, print, end), then done. */
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
  const wizard = useRedeemWizard({ info, onRedeemed });
  const { step, bill, choice } = wizard;
  const toDetail = () => void navigate(`/contracts/${info.finfluxId}`);

  return (
    <div className="pd-counter" data-testid={`redeem-step-${step}`}>
      <Steps
        className="pd-counter-steps"
        size="small"
        responsive={false}
        current={{ form: 0, bill: 1, done: 2 }[step]}
        items={[{ title: t('STEP_1') }, { title: t('STEP_2') }]}
        data-testid="redeem-steps"
      />
      {step === 'form' ? (
        <RedeemForm
          info={info}
          contract={contract}
          misc={misc}
          initial={choice}
          onNext={wizard.toBill}
          onBack={toDetail}
        />
      ) : null}
      {step === 'bill' && bill && choice ? (
        <section className="pd-counter-section" aria-label={t('STEP_2')}>
          <PdfPreview request={bill} title={t('REDEEM_BILL')} testId="redeem-bill" />
          {choice.paymentMethod === 'BANK_TRANSFER' && info.bankAccount === null ? (
            <p className="pd-counter-note" role="note">
              {t('REDEEM_NO_BANK_ACCOUNT')}
            </p>
          ) : null}
          <div className="pd-counter-buttons">
            <Button
              onClick={wizard.backToForm}
              disabled={wizard.isRedeemed || wizard.isPrinting}
              data-testid="redeem-back"
            >
              {t('BACK')}
            </Button>
            <Button
              type="primary"
              loading={wizard.isPrinting}
              onClick={() => void wizard.print()}
              data-testid="redeem-print"
            >
              {t('PRINT')}
            </Button>
            <Button
              onClick={wizard.end}
              disabled={!wizard.isRedeemed || wizard.isPrinting}
              data-testid="redeem-end"
            >
              {t('END')}
            </Button>
          </div>
        </section>
      ) : null}
      {step === 'done' ? (
        <StatusResult
          status="success"
          title={t('REDEEM_DONE', { id: info.finfluxId })}
          extra={
            <Button type="primary" onClick={toDetail} data-testid="redeem-to-detail">
              {t('BACK_TO_CONTRACT')}
            </Button>
          }
          data-testid="redeem-done"
        />
      ) : null}
    </div>
  );
}
