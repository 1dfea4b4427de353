import type { MiscDto } from '@pawndesk/domain/reference';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import { HistoryLink } from '../../../components/history-link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CashLogCategory } from '../api/list-categories.ts';
import {
  type EditorTarget,
  type EditorValues,
  useCashLogEditor,
} from '../hooks/use-cash-log-editor.ts';
import { ContractPaymentsNotice } from './contract-payments-notice.tsx';
import { EntryCategoryFields } from './entry-category-fields.tsx';
import { EntryContractFields } from './entry-contract-fields.tsx';
import { EntryDateAmountFields } from './entry-date-amount-fields.tsx';
import { SidePanel } from './side-panel.tsx';

export type { EditorTarget } from '../hooks/use-cash-log-editor.ts';

type CashLogEditorProps = {
  target: EditorTarget | null;
  misc: MiscDto | undefined;
  categories: CashLogCategory[];
  isHeadAccountant: boolean;
  ownBranchId: number | undefined;
  onClose: () => void;
  onSaved: () => void;
};

/**
 * The cash log editor side panel (CASH-3, B§2, B§5): fund for head accountants (it sets the
 * type), date not in the future, amount with separators and in words, category and
 * sub-category (cleared when the category changes), type, branch (own preselected, LVL and GD
 * not offered), contract ids for the categories that need them, notes. 7003 and the other
 * server codes show in the panel.
 */
export function CashLogEditor(props: CashLogEditorProps) {
  const { target, misc, isHeadAccountant, onClose } = props;
  const { t } = useTranslation();
  const editor = useCashLogEditor(props);
  const { form } = editor;
  const chosenFund = Form.useWatch('fund', form);
  // An inactive fund is offered for no new entry; an entry already in one keeps showing it.
  const funds = (misc?.funds ?? []).filter((fund) => fund.isActive || fund.id === chosenFund);
  const title = `${editor.direction === 1 ? t('CASH_LOG_CASH_IN') : t('CASH_LOG_CASH_OUT')}${
    target?.entry ? ` #${target.entry.id}` : ''
  }`;
  return (
    <SidePanel
      open={target !== null}
      title={title}
      testId="cash-editor"
      width={480}
      error={editor.error}
      isSaving={editor.isSaving}
      onClose={onClose}
      onOk={() => form.submit()}
    >
      {target?.entry ? <HistoryLink entity="cash_log" entityId={target.entry.id} /> : null}
      <Form<EditorValues>
        form={form}
        layout="vertical"
        onFinish={editor.submit}
        onValuesChange={editor.onValuesChange}
      >
        {isHeadAccountant ? (
          <Form.Item name="fund" label={t('CASH_LOG_FUND')}>
            <Select
              allowClear
              options={funds.map((fund) => ({ value: fund.id, label: fund.name }))}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="cash-editor-fund"
            />
          </Form.Item>
        ) : null}
        <EntryDateAmountFields today={editor.today} words={editor.words} />
        <EntryCategoryFields
          needs={editor.needs}
          topLevel={editor.topLevel}
          subCategories={editor.subCategories}
          branches={editor.branches}
          isTypeLocked={isHeadAccountant && Boolean(form.getFieldValue('fund'))}
        />
        <EntryContractFields needs={editor.needs} />
        <ContractPaymentsNotice
          needs={editor.needs}
          direction={editor.direction}
          replaces={target?.entry?.id}
        />
        <Form.Item name="notes" label={t('CASH_LOG_NOTES')}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="cash-editor-notes" />
        </Form.Item>
      </Form>
    </SidePanel>
  );
}
