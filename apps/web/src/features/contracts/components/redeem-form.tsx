import type { ContractDto } from '@pawndesk/domain/contract-api';
import { type RedeemPaymentMethod, redeemPaymentMethods } from '@pawndesk/domain/print-documents';
import type { MiscDto } from '@pawndesk/domain/reference';
import type { RedeemInfoDto } from '@pawndesk/domain/settlement-api';
import {
  displayDate,
  parseDisplayDate,
  repaymentDateError,
} from '@pawndesk/domain/settlement-checks';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Radio from 'antd/es/radio';
import { useState } from 'react';
import { DateInput } from '../../../components/date-input.tsx';
import { FigureList } from '../../../components/figure-list.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useToday } from '../../../lib/use-today.ts';
import { type RedeemChoice, redeemBill } from '../model/redeem-bill.ts';

/** B§2 Redeem step 1 (Bước 1): the figures on the chosen date, the date and the payment method. */
export function RedeemForm({
  info,
  contract,
  misc,
  initial,
  onNext,
  onBack,
}: {
  info: RedeemInfoDto;
  contract: ContractDto;
  misc: MiscDto;
  initial: RedeemChoice | null;
  onNext: (choice: RedeemChoice) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const today = useToday();
  const { principal } = useSession();
  const [dateText, setDateText] = useState(() =>
    displayDate(initial?.transactionDate ?? info.transactionDate),
  );
  const [method, setMethod] = useState<RedeemPaymentMethod>(
    initial?.paymentMethod ?? info.paymentMethod,
  );
  const [dateError, setDateError] = useState<string | null>(null);
  const date = parseDisplayDate(dateText);
  const lines = redeemBill({
    info,
    contract,
    misc,
    transactionDate: date ?? info.transactionDate,
    paymentMethod: method,
  }).lines;

  const next = () => {
    const error = repaymentDateError(date, {
      today,
      submittedOn: contract.submittedOn,
      isSuperuser: principal?.isSuperuser ?? false,
    });
    setDateError(error);
    if (error === null && date !== undefined) {
      onNext({ transactionDate: date, paymentMethod: method });
    }
  };

  return (
    <Card
      size="small"
      title={t('STEP_1')}
      extra={t('AMOUNT_UNIT_MILLIONS')}
      className="pd-counter-section"
    >
      <Form layout="vertical" component="div" className="pd-counter-form">
        <FigureList
          testId="redeem-figure"
          figures={[
            { key: 'id', label: t('CONTRACT_ID'), value: `#${info.finfluxId}` },
            {
              key: 'outstandingFee',
              label: t('OUTSTANDING_FEE'),
              value: money(lines.outstandingFee),
            },
          ]}
        />
        <Form.Item
          label={t('TRANSACTION_DATE')}
          required
          validateStatus={dateError ? 'error' : undefined}
          help={dateError ? <span data-testid="redeem-date-error">{t(dateError)}</span> : null}
        >
          <DateInput
            value={dateText}
            onChange={(text) => {
              setDateText(text);
              setDateError(null);
            }}
            ariaLabel={t('TRANSACTION_DATE')}
            hasError={dateError !== null}
            testId="redeem-date"
          />
        </Form.Item>
        <FigureList
          testId="redeem-figure"
          figures={[
            { key: 'overdueFee', label: t('CONTRACT_OVERDUE_FEE'), value: money(lines.overdueFee) },
            { key: 'maturesOn', label: t('CONTRACT_MATURES'), value: formatDate(info.maturesOn) },
            { key: 'lateDays', label: t('CONTRACT_LATE_DAYS'), value: String(lines.lateDays) },
            { key: 'principal', label: t('CONTRACT_PRINCIPAL'), value: money(lines.principal) },
            { key: 'discount', label: t('DISCOUNT_MONEY'), value: money(lines.discount) },
            { key: 'interest', label: t('CONTRACT_INTEREST'), value: money(lines.interest) },
            ...(lines.paid > 0
              ? [{ key: 'paid', label: t('CONTRACT_REPAID'), value: money(lines.paid) }]
              : []),
            {
              key: 'total',
              label: t('TOTAL_AMOUNT'),
              value: <strong>{money(lines.total)}</strong>,
            },
          ]}
        />
        <Form.Item label={t('PAYMENT_METHOD')}>
          <Radio.Group
            value={method}
            onChange={(event) => setMethod(event.target.value as RedeemPaymentMethod)}
            options={redeemPaymentMethods.map((value) => ({
              value,
              label: t(`REDEEM_METHOD_${value}`),
            }))}
            data-testid="redeem-method"
          />
        </Form.Item>
      </Form>
      <div className="pd-counter-buttons">
        <Button onClick={onBack} data-testid="redeem-cancel">
          {t('BACK')}
        </Button>
        <Button type="primary" onClick={() => next()} data-testid="redeem-next">
          {t('NEXT')}
        </Button>
      </div>
    </Card>
  );
}
