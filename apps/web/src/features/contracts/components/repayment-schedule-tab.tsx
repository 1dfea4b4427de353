import type { ContractDto } from '@pawndesk/domain/contract-api';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import { useNavigate } from 'react-router';
import { StatusResult } from '../../../components/status-result.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMoney } from '../../../lib/use-money.ts';
import { useRepaymentSchedule } from '../api/get-repayment-schedule.ts';

/**
 * CON-2 repayment schedule. The spec's buttons open {id}/extension-contract and
 * {id}/contract-repayment of the old console; here they are the renew and repay routes.
 */
export function RepaymentScheduleTab({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const money = useMoney();
  const schedule = useRepaymentSchedule(contract.mifosId);
  return (
    <section data-testid="repayment-schedule">
      <div className="pd-toolbar">
        <Button
          onClick={() => navigate(`/contracts/${contract.finfluxId}/renew`)}
          data-testid="schedule-renew"
        >
          {t('CONTRACT_EXTENSION')}
        </Button>
        <Button
          onClick={() => navigate(`/contracts/${contract.finfluxId}/repay`)}
          data-testid="schedule-repay"
        >
          {t('CONTRACT_REPAYMENT')}
        </Button>
      </div>
      {schedule.isError ? (
        <StatusResult status="error" subTitle={errorText(schedule.error, t)} />
      ) : (
        <Table
          rowKey="period"
          size="small"
          loading={schedule.isPending}
          dataSource={schedule.data?.periods ?? []}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { key: 'period', title: t('SCHEDULE_PERIOD'), dataIndex: 'period' },
            {
              key: 'from',
              title: t('SCHEDULE_FROM'),
              render: (_, period) => formatDate(period.fromDate),
            },
            {
              key: 'due',
              title: t('SCHEDULE_DUE'),
              render: (_, period) => formatDate(period.dueDate),
            },
            {
              key: 'principal',
              title: t('CONTRACT_PRINCIPAL'),
              align: 'right',
              render: (_, period) => money(period.principalDue),
            },
            {
              key: 'interest',
              title: t('CONTRACT_INTEREST'),
              align: 'right',
              render: (_, period) => money(period.interestDue),
            },
            {
              key: 'total',
              title: t('SCHEDULE_TOTAL'),
              align: 'right',
              render: (_, period) => money(period.totalDue),
            },
          ]}
          summary={() =>
            schedule.data ? (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={3}>
                  {t('SCHEDULE_TOTAL')}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  {money(schedule.data.totalPrincipal)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="right">
                  {money(schedule.data.totalInterest)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={5} align="right">
                  {money(schedule.data.totalPrincipal + schedule.data.totalInterest)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            ) : null
          }
        />
      )}
    </section>
  );
}
