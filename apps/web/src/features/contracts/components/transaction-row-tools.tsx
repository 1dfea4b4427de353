import CheckOutlined from '@ant-design/icons/CheckOutlined';
import CloseOutlined from '@ant-design/icons/CloseOutlined';
import UndoOutlined from '@ant-design/icons/UndoOutlined';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import { useTranslation } from '../../../i18n/use-translation.ts';

/** An unsaved row's save and discard buttons. */
export function DraftRowTools({
  isSaving,
  onSave,
  onRemove,
}: {
  isSaving: boolean;
  onSave: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <span className="pd-nowrap">
      <Button
        type="text"
        icon={<CheckOutlined />}
        aria-label={t('SAVE')}
        loading={isSaving}
        onClick={onSave}
        data-testid="draft-save"
      />
      <Button
        type="text"
        icon={<CloseOutlined />}
        aria-label={t('CANCEL')}
        onClick={onRemove}
        data-testid="draft-remove"
      />
    </span>
  );
}

/** The undo icon of a retractable transaction, behind an "are you sure". */
export function RetractButton({
  transactionId,
  isRetracting,
  onRetract,
}: {
  transactionId: number;
  isRetracting: boolean;
  onRetract: () => Promise<void>;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('ARE_YOU_SURE')}
      okText={t('TRANSACTION_RETRACT')}
      cancelText={t('NO')}
      onConfirm={onRetract}
    >
      <Button
        type="text"
        danger
        icon={<UndoOutlined />}
        aria-label={t('TRANSACTION_RETRACT')}
        loading={isRetracting}
        data-testid={`transaction-retract-${transactionId}`}
      />
    </Popconfirm>
  );
}
