import type {
  AdminBranchDto,
  AdminFundDto,
  BankAccountDto,
} from '@pawndesk/domain/branch-admin-api';
import Button from 'antd/es/button';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useLayoutMode } from '../../../lib/use-layout-mode.ts';
import { useBranchSettings } from '../api/list-branch-settings.ts';
import { BranchDrawer } from './branch-drawer.tsx';

/** A bank account on one line: bank, number, holder. */
export function bankAccountText(account: BankAccountDto): string {
  return `${account.bankName} · ${account.accountNumber} · ${account.accountName}`;
}

export function FundTag({ fund }: { fund: AdminFundDto }) {
  const { t } = useTranslation();
  return (
    <Tag
      color={fund.isActive ? (fund.type === 'CASH' ? 'green' : 'blue') : undefined}
      className={fund.isActive ? undefined : 'pd-fund-inactive'}
      title={fund.isActive ? t(`FUND_TYPE_${fund.type}`) : t('FUND_INACTIVE')}
    >
      {fund.name}
    </Tag>
  );
}

/** One branch as a card below the desktop width: every field and the edit button. */
function BranchCard({
  branch,
  funds,
  onEdit,
}: {
  branch: AdminBranchDto;
  funds: AdminFundDto[];
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="pd-branch-card" data-testid="branch-card">
      <div className="pd-branch-card-head">
        <span>
          <strong>{branch.code}</strong> {branch.name}{' '}
          {branch.isSpecial ? <Tag>{t('BRANCH_SPECIAL')}</Tag> : null}
        </span>
        <Button size="small" onClick={onEdit} data-testid="branch-edit">
          {t('EDIT')}
        </Button>
      </div>
      {branch.address ? <div>{branch.address}</div> : null}
      <div className="pd-branch-card-bank">
        {branch.bankAccount ? bankAccountText(branch.bankAccount) : t('BRANCH_NO_BANK_ACCOUNT')}
      </div>
      {funds.length > 0 ? (
        <div>
          {funds.map((fund) => (
            <FundTag key={fund.id} fund={fund} />
          ))}
        </div>
      ) : null}
    </div>
  );
}

/**
 * Branches (issue 19): name, address, the receiving bank account of their bills' VietQR and their
 * funds; each opens an edit drawer. Codes never change and branches are never removed.
 */
export function BranchesPanel() {
  const { t } = useTranslation();
  const settings = useBranchSettings();
  const [editingId, setEditingId] = useState<number | null>(null);
  const funds = settings.data?.funds ?? [];
  const editing = settings.data?.branches.find((branch) => branch.id === editingId);
  const isMobile = useLayoutMode() !== 'desktop';
  const cardColumns: ColumnsType<AdminBranchDto> = [
    {
      key: 'card',
      render: (_, branch) => (
        <BranchCard
          branch={branch}
          funds={funds.filter((fund) => fund.branchId === branch.id)}
          onEdit={() => setEditingId(branch.id)}
        />
      ),
    },
  ];
  const desktopColumns: ColumnsType<AdminBranchDto> = [
    {
      title: t('BRANCH_CODE'),
      dataIndex: 'code',
      render: (code: string, branch) => (
        <span>
          {code} {branch.isSpecial ? <Tag>{t('BRANCH_SPECIAL')}</Tag> : null}
        </span>
      ),
    },
    { title: t('BRANCH_NAME'), dataIndex: 'name' },
    { title: t('BRANCH_ADDRESS'), dataIndex: 'address' },
    {
      title: t('BRANCH_BANK_ACCOUNT'),
      key: 'bankAccount',
      render: (_, branch) =>
        branch.bankAccount ? bankAccountText(branch.bankAccount) : t('BRANCH_NO_BANK_ACCOUNT'),
    },
    {
      title: t('BRANCH_FUNDS'),
      key: 'funds',
      render: (_, branch) =>
        funds
          .filter((fund) => fund.branchId === branch.id)
          .map((fund) => <FundTag key={fund.id} fund={fund} />),
    },
    {
      title: '',
      key: 'actions',
      render: (_, branch) => (
        <Button size="small" onClick={() => setEditingId(branch.id)} data-testid="branch-edit">
          {t('EDIT')}
        </Button>
      ),
    },
  ];
  if (settings.isError && !settings.data) {
    return (
      <LoadFailed
        title={t('BRANCHES_LOAD_FAILED')}
        error={settings.error}
        onRetry={() => void settings.refetch()}
        testId="branches-error"
      />
    );
  }
  const companyFunds = funds.filter((fund) => fund.branchId === null);
  return (
    <div data-testid="branches-panel">
      <Table
        rowKey="id"
        size="small"
        columns={isMobile ? cardColumns : desktopColumns}
        showHeader={!isMobile}
        dataSource={settings.data?.branches ?? []}
        loading={settings.isPending}
        scroll={isMobile ? undefined : { x: 1000 }}
        pagination={false}
        locale={{ emptyText: t('BRANCHES_EMPTY') }}
        data-testid="branches-table"
      />
      {companyFunds.length > 0 ? (
        <p data-testid="company-funds">
          {t('BRANCH_COMPANY_FUNDS')}:{' '}
          {companyFunds.map((fund) => (
            <FundTag key={fund.id} fund={fund} />
          ))}
        </p>
      ) : null}
      {editing ? (
        <BranchDrawer
          branch={editing}
          funds={funds.filter((fund) => fund.branchId === editing.id)}
          onClose={() => setEditingId(null)}
        />
      ) : null}
    </div>
  );
}
