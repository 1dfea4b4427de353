import Empty from 'antd/es/empty';
import Segmented from 'antd/es/segmented';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type ContractFilter = 'active' | 'closed';

/** Contract rows a page in the client's contract lists (B§9), once contracts exist. */
export const clientContractPageSize = 10;

/**
 * CONTRACTS: the active/closed filter over the client's contracts. The contracts module (and its
 * /active-contracts/ and /close-contracts/ calls) has not landed, so this says so instead of
 * calling an endpoint that does not exist.
 */
export function ClientContractsTab() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<ContractFilter>('active');
  return (
    <div data-testid="client-contracts">
      <div className="pd-client-tab-toolbar">
        <Segmented<ContractFilter>
          value={filter}
          onChange={setFilter}
          options={[
            { value: 'active', label: t('CLIENT_CONTRACTS_ACTIVE') },
            { value: 'closed', label: t('CLIENT_CONTRACTS_CLOSED') },
          ]}
          data-testid="client-contracts-filter"
        />
      </div>
      <Empty description={t('CLIENT_CONTRACTS_PENDING')} data-testid="client-contracts-empty" />
    </div>
  );
}
