import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { BankAccountDto } from '@pawndesk/domain/client-api';
import { isBlank } from '@pawndesk/domain/validation';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useAddBankAccount } from '../api/add-bank-account.ts';
import { useDeleteBankAccount } from '../api/delete-bank-account.ts';
import { useBankAccounts } from '../api/list-bank-accounts.ts';
import { useUpdateBankAccount } from '../api/update-bank-account.ts';

type BankDraft = {
  bankAccountName: string;
  bankName: string;
  bankAccountNo: string;
  bankBranch: string;
};

const emptyDraft: BankDraft = {
  bankAccountName: '',
  bankName: '',
  bankAccountNo: '',
  bankBranch: '',
};

/** Name, bank and number are required; the branch is optional (B§5 Bank account). */
export function isBankDraftComplete(draft: BankDraft): boolean {
  return (
    !isBlank(draft.bankAccountName) && !isBlank(draft.bankName) && !isBlank(draft.bankAccountNo)
  );
}

type Editing = { mode: 'create' } | { mode: 'edit'; account: BankAccountDto };

/** BANK_ACCOUNT_INFOMATION: list, create, update, delete (base A bank accounts). */
export function ClientBankAccountsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const accounts = useBankAccounts(clientId);
  const create = useAddBankAccount(clientId);
  const update = useUpdateBankAccount(clientId);
  const remove = useDeleteBankAccount(clientId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState<BankDraft>(emptyDraft);

  const open = (next: Editing) => {
    setEditing(next);
    setDraft(
      next.mode === 'edit'
        ? {
            bankAccountName: next.account.bankAccountName,
            bankName: next.account.bankName,
            bankAccountNo: next.account.bankAccountNo,
            bankBranch: next.account.bankBranch ?? '',
          }
        : emptyDraft,
    );
  };

  const confirm = async () => {
    if (!editing || !isBankDraftComplete(draft)) {
      return;
    }
    const fields = {
      bankAccountName: draft.bankAccountName.trim(),
      bankName: draft.bankName.trim(),
      bankAccountNo: draft.bankAccountNo.trim(),
      bankBranch: draft.bankBranch.trim() || null,
    };
    try {
      if (editing.mode === 'create') {
        await create.mutateAsync({ client: clientId, ...fields });
        flash.info(t('CREATED_BANK_ACCOUNT_SUCCESS'));
      } else {
        await update.mutateAsync({ id: editing.account.id, input: fields });
        flash.info(t('UPDATED_BANK_ACCOUNT_SUCCESS'));
      }
      setEditing(null);
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  const removeAccount = async (id: number) => {
    try {
      await remove.mutateAsync(id);
      flash.info(t('DELETE_SUCCESSFULLY'));
    } catch (error) {
      flash.error(errorText(error, t));
    }
  };

  const input = (name: keyof BankDraft, label: string, isRequired: boolean) => (
    <Form.Item label={label} required={isRequired}>
      <Input
        value={draft[name]}
        onChange={(event) => setDraft((current) => ({ ...current, [name]: event.target.value }))}
        aria-label={label}
        data-testid={`bank-${name}`}
      />
    </Form.Item>
  );

  return (
    <section data-testid="client-bank-accounts">
      <div className="pd-toolbar">
        <Button
          icon={<PlusOutlined />}
          onClick={() => open({ mode: 'create' })}
          data-testid="bank-add"
        >
          {t('BANK_ACCOUNT_ADD')}
        </Button>
      </div>
      <Table<BankAccountDto>
        rowKey="id"
        size="small"
        loading={accounts.isPending}
        dataSource={accounts.data?.items ?? []}
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
                  onClick={() => open({ mode: 'edit', account })}
                  data-testid={`bank-edit-${account.id}`}
                />
                <Popconfirm
                  title={t('CONFIRM_DELETE_BANK_ACCOUNT')}
                  okText={t('DELETE')}
                  cancelText={t('CANCEL')}
                  onConfirm={() => removeAccount(account.id)}
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
      <Modal
        open={editing !== null}
        title={t(editing?.mode === 'edit' ? 'BANK_ACCOUNT_EDIT' : 'BANK_ACCOUNT_ADD')}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={() => setEditing(null)}>
            {t('CANCEL')}
          </Button>,
          <Button
            key="confirm"
            type="primary"
            disabled={!isBankDraftComplete(draft)}
            loading={create.isPending || update.isPending}
            onClick={() => void confirm()}
            data-testid="bank-confirm"
          >
            {t('CONFIRM')}
          </Button>,
        ]}
      >
        <Form layout="vertical" component="div" data-testid="bank-form">
          {input('bankAccountName', t('BANK_ACCOUNT_NAME'), true)}
          {input('bankName', t('BANK_NAME'), true)}
          {input('bankAccountNo', t('BANK_ACCOUNT_NO'), true)}
          {input('bankBranch', t('BANK_BRANCH'), false)}
        </Form>
      </Modal>
    </section>
  );
}
