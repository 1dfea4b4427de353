import type { SettlementReceiptData } from '@pawndesk/domain/print-documents';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import { FigureList } from '../../../components/figure-list.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useSettlementInputs } from '../hooks/use-settlement-inputs.ts';
import type {
  SettlementContext,
  SettlementErrors,
  SettlementForm,
} from '../model/settlement-form.ts';
import { LiquidationRateField, OverdueFeeField, RepaidDateField } from './settlement-fields.tsx';
import { PaymentRows } from './settlement-payments.tsx';

type InputsProps = {
  form: SettlementForm;
  errors: SettlementErrors;
  context: SettlementContext;
  onChange: (form: SettlementForm) => void;
};

/** The figures the receipt will print as the inputs stand. */
function SettlementFigures({
  receipt,
  isLiquidation,
}: {
  receipt: SettlementReceiptData;
  isLiquidation: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { lines } = receipt;
  return (
    <FigureList
      testId="settlement-figure"
      figures={[
        { key: 'principal', label: t('CONTRACT_PRINCIPAL'), value: money(lines.principal) },
        { key: 'interest', label: t('CONTRACT_INTEREST'), value: money(lines.interest) },
        ...(isLiquidation
          ? [
              {
                key: 'liquidationFee',
                label: t('LIQUIDATION_FEE_AT', { rate: receipt.liquidationRate ?? '' }),
                value: money(receipt.liquidationFee),
              },
            ]
          : []),
        {
          key: 'failedCommitmentFee',
          label: t('FAILED_COMMITMENT_FEE'),
          value: money(receipt.failedCommitmentFee),
        },
        ...(lines.discount > 0
          ? [{ key: 'discount', label: t('DISCOUNT_MONEY'), value: money(lines.discount) }]
          : []),
        ...(lines.paid > 0
          ? [{ key: 'paid', label: t('CONTRACT_REPAID'), value: money(lines.paid) }]
          : []),
        { key: 'total', label: t('TOTAL_DUE'), value: <strong>{money(lines.total)}</strong> },
      ]}
    />
  );
}

/**
 * B§4 Repayment editor step 0: the repaid date, the liquidation rate and the overdue fee
 * (liquidation only, after ticking), the figures the receipt will print as the inputs stand, and
 * the payments.
 */
export function SettlementInputs({ form, errors, context, onChange }: InputsProps) {
  const { t } = useTranslation();
  const inputs = useSettlementInputs(form, context, onChange);
  const { set, receipt, isLiquidation } = inputs;
  return (
    <div className="pd-counter-columns">
      <Card
        size="small"
        title={t('SETTLEMENT_DETAILS')}
        extra={t('AMOUNT_UNIT_MILLIONS')}
        className="pd-counter-section"
      >
        <Form layout="vertical" component="div" className="pd-counter-form">
          <RepaidDateField form={form} errors={errors} set={set} />
          {isLiquidation ? (
            <LiquidationRateField
              form={form}
              errors={errors}
              set={set}
              onBlur={inputs.settleRate}
            />
          ) : null}
          <OverdueFeeField
            form={form}
            errors={errors}
            set={set}
            isLiquidation={isLiquidation}
            overdueFee={receipt.lines.overdueFee}
            lateDays={receipt.lines.lateDays}
            onEdit={inputs.editOverdueFee}
          />
        </Form>
        <SettlementFigures receipt={receipt} isLiquidation={isLiquidation} />
      </Card>
      <PaymentRows
        rows={form.payments}
        errors={errors}
        today={context.today}
        collected={receipt.collected}
        remaining={receipt.remaining}
        excess={receipt.excess}
        onChange={(payments) => set({ payments })}
      />
    </div>
  );
}
