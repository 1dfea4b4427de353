import type { ContractDto } from '@pawndesk/domain/contract-api';
import { notRenewableMessage, paymentTypes } from '@pawndesk/domain/contract-states';
import { formatPercent } from '@pawndesk/domain/number-text';
import type { Misc2Dto } from '@pawndesk/domain/reference';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import Checkbox from 'antd/es/checkbox';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Spin from 'antd/es/spin';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { FigureList } from '../../../components/figure-list.tsx';
import { LoadFailed, retryFailed } from '../../../components/load-failed.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { formatDate, moneyLocale } from '../../../lib/format.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useEditorContract } from '../api/get-contract.ts';
import { useRenewInto } from '../api/renew-into.ts';
import {
  draftOfContract,
  type LoanContext,
  newRenewalDraft,
  type RenewalDraft,
  readLoan,
  readRenewal,
  valuatedAmountOf,
} from '../model/loan-draft.ts';
import { EditorSteps } from './editor-steps.tsx';
import { LoanFormFields } from './loan-form-fields.tsx';
import '../contract-editor.css';

/** FLOW-2, FLOW-5, B§2: the editor in renew mode at /contracts/{finfluxId}/renew. */
export function RenewalPage() {
  const params = useParams();
  const finfluxId = Number(params.id);
  if (!Number.isInteger(finfluxId) || finfluxId <= 0) {
    return <Navigate to="/contracts" replace />;
  }
  return <RenewalLoader key={finfluxId} finfluxId={finfluxId} />;
}

function RenewalLoader({ finfluxId }: { finfluxId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contract = useEditorContract(finfluxId);
  const misc2 = useMisc2();
  const [isSaved, setIsSaved] = useState(false);
  const loaded = contract.data;
  // B§4: only a DISBURSED or OVERDUE contract renews; any other goes back to its detail.
  const canRenew = loaded ? loaded.allowedActions.includes('renew') : false;
  useEffect(() => {
    if (loaded && !canRenew && !isSaved) {
      flash.error(notRenewableMessage(loaded.status));
      void navigate(`/contracts/${finfluxId}`, { replace: true });
    }
  }, [loaded, canRenew, isSaved, navigate, finfluxId]);

  const heading = (
    <div className="pd-contract-heading">
      <h1 className="pd-page-title">{t('EDITOR_RENEW_TITLE', { id: finfluxId })}</h1>
    </div>
  );
  const queries = [contract, misc2];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <div data-testid="renewal-page">
        {heading}
        <LoadFailed
          title={t('CONTRACT_LOAD_FAILED')}
          error={failed.error}
          onRetry={() => retryFailed(queries)}
          testId="renewal-load-error"
        />
      </div>
    );
  }
  if (!contract.data || !misc2.data || (!canRenew && !isSaved)) {
    return (
      <div data-testid="renewal-page">
        {heading}
        <Spin />
      </div>
    );
  }
  return (
    <div data-testid="renewal-page">
      {heading}
      <RenewalEditor former={contract.data} misc2={misc2.data} onSaved={() => setIsSaved(true)} />
    </div>
  );
}

/**
 * B§4 Renewal: step 0 the former contract's loan form (locked) and the new one with the renewal's
 * figures; step 1 the preview, "save and print" (ONE renew-into call, then the new contract's
 * mortgage contract printed), then print again and done → the new contract's detail.
 */
function RenewalEditor({
  former,
  misc2,
  onSaved,
}: {
  former: ContractDto;
  misc2: Misc2Dto;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const today = useToday();
  const { principal } = useSession();
  const renew = useRenewInto(former);
  const [base] = useState(() => former);
  const [draft, setDraft] = useState<RenewalDraft>(() => newRenewalDraft(base, today));
  const [showErrors, setShowErrors] = useState(false);

  const context: LoanContext = {
    mode: 'RENEW',
    today,
    isSuperuser: principal?.isSuperuser ?? false,
    products: misc2.products,
    valuatedAmount: valuatedAmountOf(base),
    former: base,
  };
  const reading = readRenewal(draft, context);
  const formerDraft = useMemo(() => draftOfContract(base), [base]);
  const formerReading = readLoan(formerDraft, {
    ...context,
    mode: 'EDIT',
    isSuperuser: true,
    valuatedAmount: Number.MAX_SAFE_INTEGER,
  });
  const { quote } = reading;
  const shownErrors = showErrors ? reading.renewalErrors : {};
  const locale = moneyLocale(i18n.language);

  const save = async (): Promise<ContractDto | null> => {
    if (!reading.body) {
      return null;
    }
    try {
      const child = await renew.mutateAsync(reading.body);
      onSaved();
      return child;
    } catch (error) {
      flash.error(errorText(error, t));
      return null;
    }
  };

  const figures = [
    { key: 'lateDays', label: t('EDITOR_LATE_DAYS'), value: String(quote?.lateDays ?? 0) },
    { key: 'overdueFee', label: t('EDITOR_OVERDUE_FEE'), value: money(quote?.overdueFee ?? 0) },
    { key: 'feeToCharge', label: t('EDITOR_FEE_TO_CHARGE'), value: money(quote?.feeToCharge ?? 0) },
    ...(reading.terms
      ? [
          {
            key: 'newInterest',
            label: t('EDITOR_NEW_INTEREST'),
            value: money(reading.terms.interestAmount + reading.terms.roundingFee),
          },
        ]
      : []),
    ...(reading.convertedRate !== null && reading.product?.interestType === 'ADVANCE'
      ? [
          {
            key: 'convertedRate',
            label: t('EDITOR_ADVANCE_RATE'),
            value: formatPercent(reading.convertedRate, locale),
          },
        ]
      : []),
    {
      key: 'payable',
      label: t('EDITOR_RENEW_PAYABLE'),
      value: <strong>{money(quote?.payable ?? 0)}</strong>,
    },
  ];

  const preview = [
    { key: 'client', label: t('EDITOR_CLIENT'), value: base.client.name },
    { key: 'asset', label: t('EDITOR_ASSET'), value: base.asset.description },
    { key: 'product', label: t('EDITOR_PRODUCT'), value: reading.product?.productName },
    {
      key: 'rate',
      label: t('EDITOR_RATE'),
      value: formatPercent(reading.rate ?? 0, locale),
    },
    {
      key: 'approved',
      label: t('EDITOR_APPROVED_AMOUNT'),
      value: money(reading.approvedAmount ?? 0),
    },
    {
      key: 'renewedOn',
      label: t('EDITOR_RENEWAL_DATE'),
      value: formatDate(reading.date ?? ''),
    },
    {
      key: 'maturesOn',
      label: t('EDITOR_MATURITY_DATE'),
      value: formatDate(reading.maturesOn ?? ''),
    },
    ...figures,
    {
      key: 'received',
      label: t('EDITOR_RECEIVED_AMOUNT'),
      value: money(reading.received ?? 0),
    },
    {
      key: 'notify',
      label: t('EDITOR_NOTIFY_ZALO'),
      value: t(draft.notifyClient ? 'YES' : 'NO'),
    },
  ];

  return (
    <EditorSteps
      testId="renewal"
      backTo={`/contracts/${base.finfluxId}`}
      inputs={
        <div className="pd-counter-columns">
          <Card size="small" title={t('EDITOR_FORMER_CONTRACT', { id: base.finfluxId })}>
            <LoanFormFields
              draft={formerDraft}
              reading={{ ...formerReading, errors: {} }}
              products={misc2.products}
              onChange={() => undefined}
              isReadOnly
              testId="renewal-former"
            />
            <FigureList
              testId="renewal-former-figure"
              figures={[
                {
                  key: 'principal',
                  label: t('CONTRACT_PRINCIPAL'),
                  value: money(base.principalAmount),
                },
                {
                  key: 'maturesOn',
                  label: t('EDITOR_FORMER_MATURITY'),
                  value: formatDate(base.maturesOn),
                },
                { key: 'toRenew', label: t('EDITOR_TO_RENEW'), value: money(base.toRenew) },
              ]}
            />
          </Card>
          <Card size="small" title={t('EDITOR_NEW_CONTRACT')} extra={t('AMOUNT_UNIT_MILLIONS')}>
            <LoanFormFields
              draft={draft}
              reading={{ ...reading, errors: shownErrors }}
              products={misc2.products}
              onChange={setDraft}
              isRenewal
              testId="renewal-loan"
            />
            <RenewalExtras
              draft={draft}
              onChange={setDraft}
              errors={shownErrors}
              earlyDays={reading.earlyDays}
            />
            {quote?.revaluation.required ? (
              <Alert
                type="warning"
                showIcon
                className="pd-editor-alert"
                message={t('EDITOR_REVALUATION', {
                  price: money(quote.revaluation.newPrice),
                  extra: money(quote.revaluation.extraInterest),
                })}
                data-testid="renewal-revaluation"
              />
            ) : null}
            <FigureList testId="renewal-figure" figures={figures} />
            <Form layout="vertical" component="div">
              <Form.Item
                label={t('EDITOR_RECEIVED_AMOUNT')}
                required
                validateStatus={shownErrors.received ? 'error' : undefined}
                help={shownErrors.received ? t('EDITOR_INVALID_AMOUNT') : undefined}
              >
                <NumberInput
                  unit="millions"
                  value={draft.receivedText === '' ? (quote?.payable ?? '') : draft.receivedText}
                  onChange={(text) => setDraft({ ...draft, receivedText: text })}
                  hasError={Boolean(shownErrors.received)}
                  ariaLabel={t('EDITOR_RECEIVED_AMOUNT')}
                  testId="renewal-received"
                />
              </Form.Item>
              <Form.Item label={t('EDITOR_PAYMENT_TYPE')}>
                <Radio.Group
                  value={draft.paymentType}
                  onChange={(event) => setDraft({ ...draft, paymentType: event.target.value })}
                  options={paymentTypes.map((type) => ({
                    value: type,
                    label: t(`PAYMENT_TYPE_${type}`),
                  }))}
                  data-testid="renewal-payment-type"
                />
              </Form.Item>
              <Checkbox
                checked={draft.notifyClient}
                onChange={(event) => setDraft({ ...draft, notifyClient: event.target.checked })}
                data-testid="renewal-notify"
              >
                {t('EDITOR_NOTIFY_ZALO')}
              </Checkbox>
            </Form>
          </Card>
        </div>
      }
      preview={preview}
      onNext={() => {
        setShowErrors(true);
        return reading.body !== null;
      }}
      onSave={save}
      savedMessage={(child) => t('EDITOR_RENEWED', { id: child.finfluxId })}
    />
  );
}

/** The renewal's own fields: early-renewal days and the overdue fee override (after ticking). */
function RenewalExtras({
  draft,
  onChange,
  errors,
  earlyDays,
}: {
  draft: RenewalDraft;
  onChange: (draft: RenewalDraft) => void;
  errors: { overdueFee?: 'REQUIRED' };
  earlyDays: number;
}) {
  const { t } = useTranslation();
  return (
    <Form layout="vertical" component="div" className="pd-editor-form">
      <Form.Item label={t('EDITOR_EARLY_DAYS')}>
        <Input
          inputMode="numeric"
          value={draft.earlyDaysText}
          placeholder={String(earlyDays)}
          onChange={(event) =>
            onChange({ ...draft, earlyDaysText: event.target.value.replace(/\D/g, '') })
          }
          aria-label={t('EDITOR_EARLY_DAYS')}
          data-testid="renewal-early-days"
        />
      </Form.Item>
      <Form.Item
        label={t('EDITOR_OVERDUE_FEE')}
        validateStatus={errors.overdueFee ? 'error' : undefined}
        help={errors.overdueFee ? t('REQUIRED_FIELD') : undefined}
      >
        <Checkbox
          checked={draft.isOverdueFeeEdited}
          onChange={(event) => onChange({ ...draft, isOverdueFeeEdited: event.target.checked })}
          data-testid="renewal-edit-fee"
        >
          {t('EDITOR_EDIT_OVERDUE_FEE')}
        </Checkbox>
        {draft.isOverdueFeeEdited ? (
          <NumberInput
            unit="millions"
            value={draft.overdueFeeText}
            onChange={(text) => onChange({ ...draft, overdueFeeText: text })}
            hasError={Boolean(errors.overdueFee)}
            ariaLabel={t('EDITOR_OVERDUE_FEE')}
            testId="renewal-overdue-fee"
          />
        ) : null}
      </Form.Item>
    </Form>
  );
}
