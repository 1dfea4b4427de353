import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Button from 'antd/es/button';
import Tooltip from 'antd/es/tooltip';
import { useTranslation } from 'react-i18next';

/**
 * The call-log list and the dial pad have their place in the header, but the built-in phone lands
 * in a later issue: they are disabled and say so rather than opening something that cannot work.
 */
export function PhoneButtons() {
  const { t } = useTranslation();
  const reason = t('PHONE_NOT_AVAILABLE');
  return (
    <>
      <Tooltip title={reason}>
        {/* A disabled button swallows pointer events; the wrapper keeps the tooltip working. */}
        <span data-testid="call-log-button">
          <Button
            type="text"
            shape="circle"
            disabled
            icon={<HistoryOutlined />}
            aria-label={t('CALL_LOG')}
          />
        </span>
      </Tooltip>
      <Tooltip title={reason}>
        <span data-testid="dial-pad-button">
          <Button
            type="text"
            shape="circle"
            disabled
            icon={<PhoneOutlined />}
            aria-label={t('DIAL_PAD')}
          />
        </span>
      </Tooltip>
    </>
  );
}
