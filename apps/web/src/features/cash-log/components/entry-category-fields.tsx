import type { CategoryNeeds } from '@pawndesk/domain/cash-log-rules';
import type { MiscDto } from '@pawndesk/domain/reference';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { CashLogCategory } from '../api/list-categories.ts';
import { requiredRule } from '../model/required-rule.ts';

type EntryCategoryFieldsProps = {
  needs: CategoryNeeds;
  topLevel: CashLogCategory[];
  subCategories: CashLogCategory[];
  branches: MiscDto['branches'];
  /** A head accountant's chosen fund fixes the type. */
  isTypeLocked: boolean;
};

/** What the entry is: category (of its direction), sub-category when it has some, type, branch. */
export function EntryCategoryFields({
  needs,
  topLevel,
  subCategories,
  branches,
  isTypeLocked,
}: EntryCategoryFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="category"
        label={t('CASH_LOG_CATEGORY')}
        rules={[requiredRule(t('CASH_LOG_CATEGORY_REQUIRED'))]}
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
          rules={[requiredRule(t('CASH_LOG_SUB_CATEGORY_REQUIRED'))]}
        >
          <Select
            options={subCategories.map((category) => ({
              value: category.id,
              label: category.name,
            }))}
            data-testid="cash-editor-sub-category"
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="type"
        label={t('CASH_LOG_TYPE')}
        rules={[requiredRule(t('CASH_LOG_TYPE_REQUIRED'))]}
      >
        <Select
          disabled={isTypeLocked}
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
        rules={[requiredRule(t('CASH_LOG_BRANCH_REQUIRED'))]}
      >
        <Select
          options={branches.map((branch) => ({ value: branch.id, label: branch.name }))}
          showSearch={{ optionFilterProp: 'label' }}
          data-testid="cash-editor-branch"
        />
      </Form.Item>
    </>
  );
}
