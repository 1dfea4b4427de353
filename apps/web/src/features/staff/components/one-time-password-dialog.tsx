import Alert from 'antd/es/alert';
import Modal from 'antd/es/modal';
import Typography from 'antd/es/typography';
import { useTranslation } from '../../../i18n/use-translation.ts';

type OneTimePasswordDialogProps = {
  username: string;
  oneTimePassword: string;
  onDone: () => void;
};

/** The one-time password of a new or reset account, shown once; only "done" closes it. */
export function OneTimePasswordDialog({
  username,
  oneTimePassword,
  onDone,
}: OneTimePasswordDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('STAFF_ONE_TIME_PASSWORD_TITLE', { username })}
      onOk={onDone}
      onCancel={onDone}
      okText={t('STAFF_ONE_TIME_PASSWORD_DONE')}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      maskClosable={false}
      data-testid="staff-otp-dialog"
    >
      <Alert type="warning" showIcon message={t('STAFF_ONE_TIME_PASSWORD_HINT')} />
      <Typography.Paragraph
        copyable
        code
        style={{ fontSize: 20, marginTop: 16 }}
        data-testid="staff-otp"
      >
        {oneTimePassword}
      </Typography.Paragraph>
    </Modal>
  );
}
