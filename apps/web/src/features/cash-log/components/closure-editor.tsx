import type { MiscDto } from '@pawndesk/domain/reference';
import DatePicker from 'antd/es/date-picker';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { fieldNumber, numberRule } from '../../../lib/number-field.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useCreateClosure } from '../api/create-closure.ts';
import { SidePanel } from './side-panel.tsx';

/**
 * Every fund closes at month end, bank accounts too: grouped by kind, so the bank accounts do
 * not hide below a dozen cash drawers.
 */
function fundOptions(funds: MiscDto['funds'], t: (key: string) => string) {
  return (['CASH', 'BANK'] as const).flatMap((type) => {
    const options = funds
      .filter((fund) => fund.type === type)
      .map((fund) => ({ value: fund.id, label: fund.name }));
    return options.length > 0 ? [{ label: t(`CASH_FUND_GROUP_${type}`), options }] : [];
  });
}

type ClosureValues = {
  closureDate: Dayjs;
  fund?: number;
  /** As typed; blank computes it from the registered entries. */
  balance?: string | null;
  notes?: string;
};

/**
 * The closure editor side panel (CASH-5, B§2): date and fund required, balance optional (empty
 * means computed from the registered entries), notes. 7001 and 7003–7007 show in the panel.
 */
export function ClosureEditor({
  open,
  misc,
  onClose,
  onSaved,
}: {
  open: boolean;
  misc: MiscDto | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ClosureValues>();
  const save = useCreateClosure();
  const [error, setError] = useState<string | null>(null);
  const today = useToday();
  // Read through a ref: a date change while the panel is open must not reset what was typed.
  const todayRef = useRef(today);
  todayRef.current = today;

  useEffect(() => {
    if (open) {
      form.resetFields();
      form.setFieldsValue({ closureDate: dayjs(todayRef.current) });
      setError(null);
    }
  }, [open, form]);

  const submit = async (values: ClosureValues) => {
    const balance = fieldNumber(values.balance, 'vnd');
    try {
      await save.mutateAsync({
        closureDate: values.closureDate.format('YYYY-MM-DD'),
        fund: values.fund ?? 0,
        ...(balance !== undefined ? { balance } : {}),
        ...(values.notes?.trim() ? { notes: values.notes.trim() } : {}),
      });
      flash.info(t('CASH_CLOSURE_SAVED'));
      onSaved();
    } catch (saveError) {
      setError(errorText(saveError, t));
    }
  };

  return (
    <SidePanel
      open={open}
      title={t('CASH_CLOSURE_CREATE')}
      testId="closure-editor"
      width={420}
      error={error}
      isSaving={save.isPending}
      onClose={onClose}
      onOk={() => form.submit()}
    >
      <Form<ClosureValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="closureDate"
          label={t('CASH_CLOSURE_DATE')}
          rules={[{ required: true, message: t('CASH_LOG_DATE_REQUIRED') }]}
        >
          <DatePicker
            format="DD/MM/YYYY"
            style={{ width: '100%' }}
            disabledDate={(day) => day.format('YYYY-MM-DD') > today}
            data-testid="closure-editor-date"
          />
        </Form.Item>
        <Form.Item
          name="fund"
          label={t('CASH_LOG_FUND')}
          rules={[{ required: true, message: t('CASH_CLOSURE_FUND_REQUIRED') }]}
        >
          <Select
            options={fundOptions(misc?.funds ?? [], t)}
            showSearch={{ optionFilterProp: 'label' }}
            data-testid="closure-editor-fund"
          />
        </Form.Item>
        <Form.Item
          name="balance"
          label={t('CASH_CLOSURE_BALANCE')}
          extra={t('CASH_CLOSURE_BALANCE_HINT')}
          rules={[numberRule(t, 'vnd')]}
        >
          <NumberInput unit="vnd" suffix="đ" testId="closure-editor-balance" />
        </Form.Item>
        <Form.Item name="notes" label={t('CASH_LOG_NOTES')}>
          <Input.TextArea rows={3} maxLength={2000} data-testid="closure-editor-notes" />
        </Form.Item>
      </Form>
    </SidePanel>
  );
}
