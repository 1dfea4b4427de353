import type { DueContractDto } from '@pawndesk/domain/reminder-api';
import Checkbox from 'antd/es/checkbox';
import Switch from 'antd/es/switch';
import type { ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { Link } from 'react-router';
import type { TFunction } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate } from '../../../lib/format.ts';
import type { CalculationToggle } from './payment-calculation.tsx';

type Money = (vnd: number) => string;

/** The row's renew and finalize toggles and its liquidation switch. */
export type DueContractActions = {
  toggles: Readonly<Record<number, CalculationToggle>>;
  onToggle: (contractId: number, toggle: CalculationToggle) => void;
  onLiquidation: (contract: DueContractDto) => void;
};

function ContractIdCell({ contract: c }: { contract: DueContractDto }) {
  const { t } = useTranslation();
  return (
    <div>
      <Link to={`/contracts/${c.finfluxId}`}>#{c.finfluxId}</Link>
      {c.isExtra ? (
        <Tag color="green" data-testid={`extra-${c.id}`}>
          {t('REMINDER_EXTRA')}
        </Tag>
      ) : null}
      {c.isInactive ? <Tag data-testid={`inactive-${c.id}`}>{t('REMINDER_INACTIVE')}</Tag> : null}
    </div>
  );
}

/** Renew or finalize: the two exclude each other; an inactive row has neither. */
function CalculationToggleBox({
  contract,
  kind,
  actions,
}: {
  contract: DueContractDto;
  kind: 'renew' | 'finalize';
  actions: DueContractActions;
}) {
  const { t } = useTranslation();
  return (
    <Checkbox
      checked={actions.toggles[contract.id] === kind}
      disabled={contract.isInactive}
      onChange={(event) => actions.onToggle(contract.id, event.target.checked ? kind : null)}
      aria-label={`${t(kind === 'renew' ? 'REMINDER_RENEW' : 'REMINDER_FINALIZE')} #${contract.finfluxId}`}
      data-testid={`${kind}-${contract.id}`}
    />
  );
}

/** An amount and a smaller line under it. */
function AmountWithMeta({ amount, meta }: { amount: string; meta: string }) {
  return (
    <div>
      <div>{amount}</div>
      <div className="pd-meta">{meta}</div>
    </div>
  );
}

/** Which contract, when it matures, how late, on what asset. */
function identityColumns(t: TFunction): ColumnsType<DueContractDto> {
  return [
    {
      title: t('REMINDER_CONTRACT_ID'),
      key: 'id',
      fixed: 'left',
      render: (_, c) => <ContractIdCell contract={c} />,
    },
    { title: t('REMINDER_DUE_DATE'), key: 'due', render: (_, c) => formatDate(c.maturesOn) },
    {
      title: t('REMINDER_LATE_DAYS_COLUMN'),
      key: 'late',
      align: 'right',
      render: (_, c) => c.lateDays,
    },
    { title: t('REMINDER_ASSET'), key: 'asset', render: (_, c) => c.asset.description },
  ];
}

/** What the contract owes and has paid, in millions. */
function amountColumns(t: TFunction, money: Money): ColumnsType<DueContractDto> {
  const amount = (title: string, key: string, value: (c: DueContractDto) => number) => ({
    title: t(title),
    key,
    align: 'right' as const,
    render: (_: unknown, c: DueContractDto) => money(value(c)),
  });
  return [
    amount('REMINDER_APPROVED_AMOUNT', 'approved', (c) => c.approvedAmount),
    {
      title: t('REMINDER_INTEREST'),
      key: 'interest',
      align: 'right',
      render: (_, c) => (
        <AmountWithMeta amount={money(c.interestAmount)} meta={`+${money(c.roundingFee)}`} />
      ),
    },
    {
      title: t('REMINDER_OVERDUE_FEE'),
      key: 'overdue',
      align: 'right',
      render: (_, c) => (
        <AmountWithMeta
          amount={money(c.overdueFee)}
          meta={t('REMINDER_PER_DAY', { amount: money(c.overdueFeePerDay) })}
        />
      ),
    },
    amount('REMINDER_WAIVED', 'waived', (c) => c.waivedAmount),
    amount('REMINDER_OLD_CONTRACT_PENALTY', 'penalty', (c) => c.oldContractPenalty),
    amount('REMINDER_REPAID', 'repaid', (c) => c.repaidShown),
    amount('REMINDER_VALUE_ADJUSTMENT_AMOUNT', 'adjusted', (c) => c.adjustedAmount),
    {
      title: t('REMINDER_STORAGE_FEE'),
      key: 'storageFee',
      align: 'right',
      render: (_, c) => (
        <AmountWithMeta
          amount={money(c.storageFee)}
          meta={t('REMINDER_TERM_DAYS', { days: c.product.loanTerm })}
        />
      ),
    },
  ];
}

/** Where the asset is kept, then the renew, finalize and liquidation toggles. */
function actionColumns(t: TFunction, actions: DueContractActions): ColumnsType<DueContractDto> {
  return [
    {
      title: t('REMINDER_STORAGE'),
      key: 'storage',
      render: (_, c) => c.asset.storage?.name ?? 'n/a',
    },
    ...(['renew', 'finalize'] as const).map((kind) => ({
      title: t(kind === 'renew' ? 'REMINDER_RENEW' : 'REMINDER_FINALIZE'),
      key: kind,
      align: 'center' as const,
      render: (_: unknown, c: DueContractDto) => (
        <CalculationToggleBox contract={c} kind={kind} actions={actions} />
      ),
    })),
    {
      title: t('REMINDER_LIQUIDATION'),
      key: 'liquidation',
      align: 'center',
      render: (_, c) => (
        <Switch
          size="small"
          checked={c.waitingToLiquidize}
          disabled={!c.canToggleLiquidation}
          onChange={() => actions.onLiquidation(c)}
          aria-label={`${t('REMINDER_LIQUIDATION')} #${c.finfluxId}`}
          data-testid={`liquidation-${c.id}`}
        />
      ),
    },
  ];
}

/** Every column of the spec's contract detail table (A§2.8), in its order. */
export function dueContractColumns(
  t: TFunction,
  money: Money,
  actions: DueContractActions,
): ColumnsType<DueContractDto> {
  return [...identityColumns(t), ...amountColumns(t, money), ...actionColumns(t, actions)];
}
