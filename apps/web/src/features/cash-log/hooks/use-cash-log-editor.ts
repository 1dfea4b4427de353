import { amountInWords } from '@pawndesk/domain/amount-words';
import type { CashLogDirection, CashLogDto, CashLogInput } from '@pawndesk/domain/cash-log-api';
import {
  type CategoryNeeds,
  categoryNeeds,
  isCashLogBranch,
} from '@pawndesk/domain/cash-log-rules';
import type { MiscDto } from '@pawndesk/domain/reference';
import Form, { type FormInstance } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { fieldNumber } from '../../../lib/number-field.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useCreateEntry } from '../api/create-entry.ts';
import type { CashLogCategory } from '../api/list-categories.ts';

/** A new entry (direction from the cash in / cash out button), or an entry to retract or correct. */
export type EditorTarget = { direction: CashLogDirection; entry?: CashLogDto };

export type EditorValues = {
  fund?: number;
  registrationDate: Dayjs;
  /** Whole đồng as typed ("1.250.000"), or the entry's amount. */
  amount: string | number;
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

function initialValues(
  target: EditorTarget,
  ownBranchId: number | undefined,
  today: string,
): EditorValues {
  const entry = target.entry;
  if (!entry) {
    return {
      registrationDate: dayjs(today),
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

/** The amount spelled out in Vietnamese units once it is a positive whole amount (B§2). */
function wordsOf(amount: number | undefined): string | undefined {
  return amount !== undefined && amount > 0 ? amountInWords(amount) : undefined;
}

type CashLogEditorOptions = {
  target: EditorTarget | null;
  misc: MiscDto | undefined;
  categories: CashLogCategory[];
  isHeadAccountant: boolean;
  ownBranchId: number | undefined;
  onSaved: () => void;
};

export type CashLogEditorModel = {
  form: FormInstance<EditorValues>;
  direction: CashLogDirection | undefined;
  /** The server's refusal of the last save, shown above the form. */
  error: string | null;
  isSaving: boolean;
  today: string;
  /** Which fields the chosen category and sub-category call for. */
  needs: CategoryNeeds;
  topLevel: CashLogCategory[];
  subCategories: CashLogCategory[];
  branches: MiscDto['branches'];
  /** The amount spelled out under its field. */
  words: string | undefined;
  submit: (values: EditorValues) => Promise<void>;
  onValuesChange: (changed: Partial<EditorValues>) => void;
};

/**
 * The cash log editor's form: filled afresh each time the panel opens on a target, the category
 * rules (B§4) applied as fields change, and the entry posted (a correction as retractedLog).
 */
export function useCashLogEditor({
  target,
  misc,
  categories,
  isHeadAccountant,
  ownBranchId,
  onSaved,
}: CashLogEditorOptions): CashLogEditorModel {
  const { t } = useTranslation();
  const [form] = Form.useForm<EditorValues>();
  const save = useCreateEntry();
  const [error, setError] = useState<string | null>(null);
  const today = useToday();
  // Read through a ref: a date change while the panel is open must not reset what was typed.
  const todayRef = useRef(today);
  todayRef.current = today;
  const direction = target?.entry
    ? (target.entry.direction as CashLogDirection)
    : target?.direction;
  const categoryId = Form.useWatch('category', form);
  const subCategoryId = Form.useWatch('subCategory', form);
  const amount = Form.useWatch('amount', form);
  const needs = categoryNeeds(categories, categoryId, subCategoryId);

  useEffect(() => {
    if (target) {
      form.resetFields();
      form.setFieldsValue(initialValues(target, ownBranchId, todayRef.current));
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
      amount: fieldNumber(values.amount, 'vnd') ?? 0,
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

  const onValuesChange = (changed: Partial<EditorValues>) => {
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
  };

  return {
    form,
    direction,
    error,
    isSaving: save.isPending,
    today,
    needs,
    topLevel: categories.filter(
      (category) => category.parent === null && category.direction === direction,
    ),
    subCategories: categories.filter((category) => category.parent === categoryId),
    branches: (misc?.branches ?? []).filter((branch) => isCashLogBranch(branch.code)),
    words: wordsOf(fieldNumber(amount, 'vnd')),
    submit,
    onValuesChange,
  };
}
