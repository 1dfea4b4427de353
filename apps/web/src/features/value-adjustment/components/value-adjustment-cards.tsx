import { formatMillions } from '@pawndesk/domain/money';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Pagination from 'antd/es/pagination';
import Spin from 'antd/es/spin';
import { AssetSummary } from '../../../components/asset-summary.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, moneyLocale } from '../../../lib/format.ts';
import { valueAdjustmentPageSize } from '../model/list-state.ts';
import { ContractIdCell, StorageCell } from './contract-cells.tsx';
import { NewPriceEditor } from './new-price-editor.tsx';
import type { ValueAdjustmentRowsProps } from './value-adjustment-table.tsx';

/** Mobile (< 768 px): one card per contract, its editor at the bottom. */
export function ValueAdjustmentCards(props: ValueAdjustmentRowsProps) {
  const { t, i18n } = useTranslation();
  const money = (vnd: number) => formatMillions(vnd, moneyLocale(i18n.language));
  return (
    <Spin spinning={props.isLoading}>
      <div className="pd-value-adjustment-cards" data-testid="value-adjustment-cards">
        {props.contracts.length === 0 && !props.isLoading ? (
          <Empty description={t('CONTRACTS_EMPTY')} />
        ) : null}
        {props.contracts.map((contract) => (
          <Card
            key={contract.id}
            size="small"
            title={<ContractIdCell contract={contract} />}
            data-testid={`value-adjustment-card-${contract.finfluxId}`}
          >
            <AssetSummary asset={contract.asset} />
            <dl className="pd-value-adjustment-fields">
              <dt>{t('CONTRACT_CLIENT')}</dt>
              <dd>{contract.client.name}</dd>
              <dt>{t('CONTRACT_CREATED')}</dt>
              <dd>
                {formatDate(contract.submittedOn)} → {formatDate(contract.maturesOn)}
              </dd>
              <dt>{t('VALUE_ADJUSTMENT_STORED_ON')}</dt>
              <dd>
                <StorageCell contract={contract} today={props.today} />
              </dd>
              <dt>{t('CONTRACT_LOAN_AMOUNT')}</dt>
              <dd>{money(contract.approvedAmount)}</dd>
            </dl>
            <NewPriceEditor contract={contract} />
          </Card>
        ))}
        {props.total > valueAdjustmentPageSize ? (
          <Pagination
            current={props.page}
            pageSize={valueAdjustmentPageSize}
            total={props.total}
            showSizeChanger={false}
            onChange={props.onPageChange}
            size="small"
          />
        ) : null}
      </div>
    </Spin>
  );
}
