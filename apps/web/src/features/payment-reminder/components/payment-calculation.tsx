import type { DueContractDto } from '@pawndesk/domain/reminder-api';
import { type PaymentCalculationRow, paymentCalculationTotal } from '@pawndesk/domain/reminders';
import Table from 'antd/es/table';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMoney } from '../../../lib/use-money.ts';

export type CalculationToggle = PaymentCalculationRow['toggle'];

/**
 * The payment calculation table (A§2.8): each due contract's renew and redeem amounts, and the
 * total the domain settles (DECISIONS.md) from the renew and finalize toggles.
 */
export function PaymentCalculation({
  contracts,
  toggles,
}: {
  contracts: readonly DueContractDto[];
  toggles: Readonly<Record<number, CalculationToggle>>;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const total = paymentCalculationTotal(
    contracts.map((contract) => ({
      renewAmount: contract.renewAmount,
      redeemAmount: contract.redeemAmount,
      toggle: toggles[contract.id] ?? null,
      isInactive: contract.isInactive,
      isExtra: contract.isExtra,
    })),
  );
  return (
    <section className="pd-reminder-modal-section" data-testid="payment-calculation">
      <h3>{t('REMINDER_PAYMENT_CALCULATION')}</h3>
      <Table<DueContractDto>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={[...contracts]}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('REMINDER_CONTRACT_ID'), key: 'id', render: (_, c) => `#${c.finfluxId}` },
          {
            title: t('REMINDER_RENEW_AMOUNT'),
            key: 'renew',
            align: 'right',
            render: (_, c) => money(c.renewAmount),
          },
          {
            title: t('REMINDER_REDEEM_AMOUNT'),
            key: 'redeem',
            align: 'right',
            render: (_, c) => money(c.redeemAmount),
          },
        ]}
        summary={() => (
          <Table.Summary.Row className="pd-reminder-calc-total">
            <Table.Summary.Cell index={0}>{t('REMINDER_TOTAL')}</Table.Summary.Cell>
            <Table.Summary.Cell index={1} colSpan={2} align="right">
              <span data-testid="payment-total">{money(total)}</span>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </section>
  );
}
