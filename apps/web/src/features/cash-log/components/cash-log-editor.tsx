import { amountInWords } from '@pawndesk/domain/amount-words';
import type { CashLogDirection, CashLogDto, CashLogInput } from '@pawndesk/domain/cash-log-api';
import { categoryNeeds, isCashLogBranch } from '@pawndesk/domain/cash-log-rules';
import { businessDate } from '@pawndesk/domain/dates';
import type { MiscDto } from '@pawndesk/domain/reference';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dayjs.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useCreateEntry } from '../api/create-entry.ts';
import type { CashLogCategory } from '../api/list-categories.ts';
import { formatAmountInput, parseAmountInput } from '../model/amount-input.ts';
import { SidePanel } from './side-panel.tsx';

/** A new entry (direction from the cash in / cash out button), or an entry to retract or correct. */
export type EditorTarget = { direction: CashLogDirection; entry?: CashLogDto };

type EditorValues = {
  fund?: number;
  registrationDate: Dayjs;
  amount: number;
  category?: number;
  subCategory?: number;
  type: 'CASH' | 'BANK';
  targetBranch?: number;
  mifosLoanId?: number | null;
  mifosRenewLoanId?: number | null;
  notes?: string;
};

/** Default amount 1000 and date today (B§5). */
const defaultAmount = 1000;

function initialValues(target: EditorTarget, ownBranchId: number | undefined): EditorValues {
  const entry = target.entry;
  if (!entry) {
    return {
      registrationDate: dayjs(businessDate(new Date())),
      amount: defaultAmount,
      type: 'CASH',
      ...(ownBranchId !== undefined ? { targetBranch: ownBranchId } : {}),
    };
  }
  const isSub = entry.category.parent !== null;
  return {
    fund: entry.fund.id,
    registrationDate: dayjs(entry.registrationDate),
    amount: entry.amount,
    category: isSub ? (entry.category.parent ?? undefined) : entry.category.id,
    ...(isSub ? { subCategory: entry.category.id } : {}),
    type: entry.type,
    targetBranch: entry.targetBranch.id,
    mifosLoanId: entry.mifosLoanId,
    mifosRenewLoanId: entry.mifosRenewLoanId,
    notes: entry.notes ?? '',
  };
}

/**
 * The cash log editor side panel (CASH-3, B§2, B§5): fund for head accountants (it sets the
 * type), date not in the future, amount with separators and in words, category and
 * sub-category (cleared when the category changes), type, branch (own preselected, LVL and GD
 * not offered), contract ids for the categories that need them, notes. 7003 and the other
 * server codes show in the panel.
 */
export function CashLogEditor({
  target,
  misc,
  categories,
  isHeadAccountant,
  ownBranchId,
  onClose,
  onSaved,
}: {
  target: EditorTarget | null;
  misc: MiscDto | undefined;
  categories: CashLogCategory[];
  isHeadAccountant: boolean;
  ownBranchId: number | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditorValues>();
  const save = useCreateEntry();
  const [error, setError] = useState<string | null>(null);
  const direction = target?.entry
    ? (target.entry.direction as CashLogDirection)
    : target?.direction;
  const categoryId = Form.useWatch('category', form);
  const subCategoryId = Form.useWatch('subCategory', form);
  const amount = Form.useWatch('amount', form);
  const needs = categoryNeeds(categories, categoryId, subCategoryId);
  const topLevel = categories.filter(
    (category) => category.parent === null && category.direction === direction,
  );
  const children = categories.filter((category) => category.parent === categoryId);
  const branches = (misc?.branches ?? []).filter((branch) => isCashLogBranch(branch.code));

  useEffect(() => {
    if (target) {
      form.resetFields();
      form.setFieldsValue(initialValues(target, ownBranchId));
      setError(null);
    }
  }, [target, form, ownBranchId]);

  const submit = async (values: EditorValues) => {
    if (direction === undefined) {
      return;
    }
    const input: CashLogInput = {
      direction,
      registrationDate: values.registrationDate.format('YYYY-MM-DD'),
      amount: values.amount,
      category: (needs.subCategory ? values.subCategory : values.category) ?? 0,
      type: values.type,
      targetBranch: values.targetBranch ?? 0,
      ...(needs.contract && values.mifosLoanId ? { mifosLoanId: values.mifosLoanId } : {}),
      ...(needs.renewContract && values.mifosRenewLoanId
        ? { mifosRenewLoanId: values.mifosRenewLoanId }
        : {}),
      ...(values.notes?.trim() ? { notes: values.notes.trim() } : {}),
      ...(target?.entry ? { retractedLog: target.entry.id } : {}),
      ...(isHeadAccountant && values.fund ? { fund: values.fund } : {}),
    };
    try {
      await save.mutateAsync(input);
      flash.info(t('CASH_LOG_SAVED'));
      onSaved();
    } catch (saveError) {
      setError(errorText(saveError, t));
    }
  };

  const title = `${direction === 1 ? t('CASH_LOG_CASH_IN') : t('CASH_LOG_CASH_OUT')}${
    target?.entry ? ` #${target.entry.id}` : ''
  }`;
  const required = (key: string) => ({ required: true, message: t(key) });
  const words = typeof amount === 'number' && amount > 0 ? amountInWords(amount) : undefined;
  return (
    <SidePanel
      open={target !== null}
      title={title}
      testId="cash-editor"
      width={480}
      error={error}
      isSaving={save.isPending}
      onClose={onClose}
      onOk={() => form.submit()}
    >
      <Form<EditorValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: Partial<EditorValues>) => {
          if ('category' in changed) {
            // Changing the category clears the sub-category (B§4).
            form.setFieldValue('subCategory', undefined);
          }
          if ('fund' in changed && changed.fund !== undefined) {
            // For a head accountant the fund's type is the entry's type (B§4).
            const fund = misc?.funds.find((item) => item.id === changed.fund);
            if (fund) {
              form.setFieldValue('type', fund.type);
            }
          }
        }}
      >
        {isHeadAccountant ? (
          <Form.Item name="fund" label={t('CASH_LOG_FUND')}>
            <Select
              allowClear
              options={(misc?.funds ?? []).map((fund) => ({ value: fund.id, label: fund.name }))}
              showSearch={{ optionFilterProp: 'label' }}
              data-testid="cash-editor-fund"
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="registrationDate"
          label={t('CASH_LOG_DATE')}
          rules={[required('CASH_LOG_DATE_REQUIRED')]}
        >
          <DatePicker
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabledDate={(day) => day.format('YYYY-MM-DD') > businessDate(new Date())}
            data-testid="cash-editor-date"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t('CASH_LOG_AMOUNT')}
          rules={[
            required('CASH_LOG_AMOUNT_REQUIRED'),
            {
              validator: (_rule, value: number | null) =>
                value && value > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('CASH_LOG_AMOUNT_REQUIRED'))),
            },
          ]}
          extra={<span data-testid="cash-editor-words">{words}</span>}
        >
          <InputNumber<number>
            min={0}
            style={{ width: '100%' }}
            formatter={(value) => formatAmountInput(value)}
            parser={(text) => parseAmountInput(text)}
            suffix="đ"
            data-testid="cash-editor-amount"
          />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('CASH_LOG_CATEGORY')}
          rules={[required('CASH_LOG_CATEGORY_REQUIRED')]}
        >
          <Select
            options={topLevel.map((category) => ({ value: category.id, label: category.name }))}
            data-testid="cash-editor-category"
          />
        </Form.Item>
        {needs.subCategory ? (
          <Form.Item
            name="subCategory"
            label={t('CASH_LOG_SUB_CATEGORY')}
            rules={[required('CASH_LOG_SUB_CATEGORY_REQUIRED')]}
          >
            <Select
              options={children.map((category) => ({ value: category.id, label: category.name }))}
              data-testid="cash-editor-sub-category"
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="type"
          label={t('CASH_LOG_TYPE')}
          rules={[required('CASH_LOG_TYPE_REQUIRED')]}
        >
          <Select
            disabled={isHeadAccountant && Boolean(form.getFieldValue('fund'))}
            options={(['CASH', 'BANK'] as const).map((type) => ({
              value: type,
              label: t(`CASH_LOG_TYPE_${type}`),
            }))}
            data-testid="cash-editor-type"
          />
        </Form.Item>
        <Form.Item
          name="targetBranch"
          label={t('CASH_LOG_BRANCH')}
          rules={[required('CASH_LOG_BRANCH_REQUIRED')]}
        >
          <Select
            options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="cash-editor-branch"
          />
        </Form.Item>
        {needs.contract ? (
          <Form.Item
            name="mifosLoanId"
            label={t('CASH_LOG_CONTRACT')}
            rules={[required('CASH_LOG_CONTRACT_REQUIRED')]}
          >
            <InputNumber<number>
              min={1}
              precision={0}
              style={{ width: '100%' }}
              data-testid="cash-editor-contract"
            />
          </Form.Item>
        ) : null}
        {needs.renewContract ? (
          <Form.Item
            name="mifosRenewLoanId"
            label={t('CASH_LOG_RENEW_CONTRACT')}
            rules={[required('CASH_LOG_RENEW_CONTRACT_REQUIRED')]}
          >
            <InputNumber<number>
              min={1}
              precision={0}
              style={{ width: '100%' }}
              data-testid="cash-editor-renew-contract"
            />
          </Form.Item>
        ) : null}
        <Form.Item name="notes" label={t('CASH_LOG_NOTES')}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="cash-editor-notes" />
        </Form.Item>
      </Form>
    </SidePanel>
  );
}
