import PlusOutlined from '@ant-design/icons/PlusOutlined';
import Button from 'antd/es/button';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useBankAccounts } from '../api/list-bank-accounts.ts';
import { useBankAccountEditor } from '../hooks/use-bank-account-editor.ts';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import { BankAccountsTable } from './bank-accounts-table.tsx';

/** BANK_ACCOUNT_INFOMATION: list, create, update, delete (A /v1/client-banks/). */
export function ClientBankAccountsTab({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const accounts = useBankAccounts(clientId);
  const editor = useBankAccountEditor(clientId);
  return (
    <section data-testid="client-bank-accounts">
      <div className="pd-toolbar">
        <Button
          icon={<PlusOutlined />}
          onClick={() => editor.open({ mode: 'create' })}
          data-testid="bank-add"
        >
          {t('BANK_ACCOUNT_ADD')}
        </Button>
      </div>
      <BankAccountsTable
        accounts={accounts.data?.items ?? []}
        isLoading={accounts.isPending}
        onEdit={(account) => editor.open({ mode: 'edit', account })}
        onRemove={editor.removeAccount}
      />
      <BankAccountDialog editor={editor} />
    </section>
  );
}
