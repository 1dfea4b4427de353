import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useTranslation } from '../../../i18n/use-translation.ts';
import {
  type BankAccountEditorModel,
  type BankDraft,
  isBankDraftComplete,
} from '../hooks/use-bank-account-editor.ts';

/** The create or edit bank account dialog; confirm waits for the required fields. */
export function BankAccountDialog({ editor }: { editor: BankAccountEditorModel }) {
  const { t } = useTranslation();
  const input = (name: keyof BankDraft, label: string, isRequired: boolean) => (
    <Form.Item label={label} required={isRequired}>
      <Input
        value={editor.draft[name]}
        onChange={(event) => editor.setField(name, event.target.value)}
        aria-label={label}
        data-testid={`bank-${name}`}
      />
    </Form.Item>
  );
  return (
    <Modal
      open={editor.editing !== null}
      title={t(editor.editing?.mode === 'edit' ? 'BANK_ACCOUNT_EDIT' : 'BANK_ACCOUNT_ADD')}
      onCancel={editor.close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={editor.close}>
          {t('CANCEL')}
        </Button>,
        <Button
          key="confirm"
          type="primary"
          disabled={!isBankDraftComplete(editor.draft)}
          loading={editor.isSaving}
          onClick={() => void editor.confirm()}
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
  );
}
