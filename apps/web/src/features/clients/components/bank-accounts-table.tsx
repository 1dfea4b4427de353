import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import type { BankAccountDto } from '@pawndesk/domain/client-api';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import { useTranslation } from '../../../i18n/use-translation.ts';

type BankAccountsTableProps = {
  accounts: BankAccountDto[];
  isLoading: boolean;
  onEdit: (account: BankAccountDto) => void;
  onRemove: (id: number) => Promise<void>;
};

/** The client's bank accounts, each with edit and (confirmed) delete. */
export function BankAccountsTable({
  accounts,
  isLoading,
  onEdit,
  onRemove,
}: BankAccountsTableProps) {
  const { t } = useTranslation();
  return (
    <Table<BankAccountDto>
      rowKey="id"
      size="small"
      loading={isLoading}
      dataSource={accounts}
      pagination={false}
      scroll={{ x: true }}
      locale={{ emptyText: t('BANK_ACCOUNT_EMPTY') }}
      columns={[
        { key: 'name', title: t('BANK_ACCOUNT_NAME'), dataIndex: 'bankAccountName' },
        { key: 'bank', title: t('BANK_NAME'), dataIndex: 'bankName' },
        { key: 'number', title: t('BANK_ACCOUNT_NO'), dataIndex: 'bankAccountNo' },
        {
          key: 'branch',
          title: t('BANK_BRANCH'),
          render: (_, account) => account.bankBranch ?? '—',
        },
        {
          key: 'actions',
          title: '',
          render: (_, account) => (
            <span>
              <Button
                type="text"
                icon={<EditOutlined />}
                aria-label={t('EDIT')}
                onClick={() => onEdit(account)}
                data-testid={`bank-edit-${account.id}`}
              />
              <Popconfirm
                title={t('CONFIRM_DELETE_BANK_ACCOUNT')}
                okText={t('DELETE')}
                cancelText={t('CANCEL')}
                onConfirm={() => onRemove(account.id)}
                okButtonProps={{ danger: true }}
              >
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('DELETE')}
                  data-testid={`bank-delete-${account.id}`}
                />
              </Popconfirm>
            </span>
          ),
        },
      ]}
    />
  );
}
