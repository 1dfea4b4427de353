import type { CategoryNeeds } from '@pawndesk/domain/cash-log-rules';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { requiredRule } from '../model/required-rule.ts';

/** The contract id, and the renewal's new contract id, for the categories that name them. */
export function EntryContractFields({ needs }: { needs: CategoryNeeds }) {
  const { t } = useTranslation();
  return (
    <>
      {needs.contract ? (
        <Form.Item
          name="mifosLoanId"
          label={t('CASH_LOG_CONTRACT')}
          rules={[requiredRule(t('CASH_LOG_CONTRACT_REQUIRED'))]}
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
          rules={[requiredRule(t('CASH_LOG_RENEW_CONTRACT_REQUIRED'))]}
        >
          <InputNumber<number>
            min={1}
            precision={0}
            style={{ width: '100%' }}
            data-testid="cash-editor-renew-contract"
          />
        </Form.Item>
      ) : null}
    </>
  );
}
