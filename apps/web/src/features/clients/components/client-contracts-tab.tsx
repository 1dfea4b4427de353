import type { ContractDto } from '@pawndesk/domain/contract-api';
import { formatMillions } from '@pawndesk/domain/money';
import Segmented from 'antd/es/segmented';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { formatDate, moneyLocale } from '../../../lib/format.ts';
import { contractPath } from '../../../lib/paths.ts';
import { useClientContracts } from '../api/list-client-contracts.ts';

type ContractFilter = 'active' | 'closed';

/** Contract rows a page in the client's contract lists (B§9). */
export const clientContractPageSize = 10;

/** CONTRACTS: the client's active or closed contracts, 10 a page, each linking to its detail. */
export function ClientContractsTab({ clientId }: { clientId: number }) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<ContractFilter>('active');
  const [page, setPage] = useState(1);
  const contracts = useClientContracts(clientId, filter === 'active', page, clientContractPageSize);
  const locale = moneyLocale(i18n.language);
  const navigate = useNavigate();
  return (
    <div data-testid="client-contracts">
      <div className="pd-toolbar">
        <Segmented<ContractFilter>
          value={filter}
          onChange={(value) => {
            setFilter(value);
            setPage(1);
          }}
          options={[
            { value: 'active', label: t('CLIENT_CONTRACTS_ACTIVE') },
            { value: 'closed', label: t('CLIENT_CONTRACTS_CLOSED') },
          ]}
          data-testid="client-contracts-filter"
        />
      </div>
      <Table<ContractDto>
        rowKey="finfluxId"
        size="small"
        loading={contracts.isPending || contracts.isPlaceholderData}
        dataSource={contracts.data?.items ?? []}
        scroll={{ x: true }}
        locale={{ emptyText: t('CLIENT_CONTRACTS_EMPTY') }}
        // The whole row opens the contract, as every other list does; the #id stays a real link.
        rowClassName="pd-row-link"
        onRow={(contract) => ({
          onClick: (event) => {
            if (!(event.target instanceof Element && event.target.closest('a'))) {
              void navigate(contractPath(contract));
            }
          },
          'data-testid': `client-contract-row-${contract.finfluxId}`,
        })}
        pagination={{
          current: page,
          pageSize: clientContractPageSize,
          total: contracts.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          {
            key: 'id',
            title: t('CONTRACT_ID'),
            render: (_, contract) => (
              <Link
                to={contractPath(contract)}
                data-testid={`client-contract-${contract.finfluxId}`}
              >
                #{contract.finfluxId}
              </Link>
            ),
          },
          {
            key: 'status',
            title: t('CONTRACT_STATUS'),
            render: (_, contract) => <Tag>{t(`CONTRACT_STATUS_${contract.status}`)}</Tag>,
          },
          { key: 'asset', title: t('CONTRACT_ASSET'), render: (_, c) => c.asset.description },
          {
            key: 'amount',
            title: t('CONTRACT_LOAN_AMOUNT'),
            align: 'right',
            render: (_, contract) => formatMillions(contract.approvedAmount, locale),
          },
          {
            key: 'dates',
            title: t('CONTRACT_MATURES'),
            render: (_, contract) => formatDate(contract.maturesOn),
          },
        ]}
        data-testid="client-contracts-table"
      />
    </div>
  );
}
