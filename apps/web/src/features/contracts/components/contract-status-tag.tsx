import type { ContractStatus } from '@pawndesk/domain/contract-states';
import Tag from 'antd/es/tag';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { statusColor, statusLabelKey } from '../model/labels.ts';

export function ContractStatusTag({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    <Tag color={statusColor[status]} data-testid="contract-status">
      {t(statusLabelKey(status))}
    </Tag>
  );
}
