import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import { useQuery } from '@tanstack/react-query';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Dropdown from 'antd/es/dropdown';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CallLogRows } from '../../components/call-log-rows.tsx';
import { myCallLogsQuery } from '../../lib/phone/call-log-api.ts';
import { usePhone, usePhoneState } from '../../lib/phone/phone-context.tsx';
import type { LayoutMode } from '../../lib/use-layout-mode.ts';

/** My latest 100 calls (PHONE-4), loaded when the list opens and kept fresh by the live channel. */
function CallLogPanel({ onPick }: { onPick: () => void }) {
  const { t } = useTranslation();
  const query = useQuery(myCallLogsQuery());
  return (
    // A click on a row calls its number; the list then closes.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the rows are buttons; this only closes the list
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div className="pd-call-log-panel" data-testid="call-log-panel" onClick={onPick}>
      {query.isPending ? <Spin /> : null}
      {query.isError ? <div className="pd-dial-error">{t('CALL_LOG_LOAD_FAILED')}</div> : null}
      {query.data ? <CallLogRows items={query.data.items} testId="call-log-list" /> : null}
    </div>
  );
}

/**
 * The header's call-log list (a bottom sheet 15 % from the top on mobile and tablet, a dropdown on
 * desktop) and the dial pad button, which shows whether the phone is connected (A§2.2).
 */
export function PhoneButtons({ layout }: { layout: LayoutMode }) {
  const { t } = useTranslation();
  const phone = usePhone();
  const { connected, isPadOpen } = usePhoneState();
  const [isListOpen, setListOpen] = useState(false);
  const listButton = (
    <Button
      type="text"
      shape="circle"
      icon={<HistoryOutlined />}
      aria-label={t('CALL_LOG')}
      data-testid="call-log-button"
      onClick={layout === 'desktop' ? undefined : () => setListOpen(true)}
    />
  );
  return (
    <>
      {layout === 'desktop' ? (
        <Dropdown
          trigger={['click']}
          open={isListOpen}
          onOpenChange={setListOpen}
          placement="bottomRight"
          popupRender={() => <CallLogPanel onPick={() => setListOpen(false)} />}
          destroyOnHidden
        >
          {listButton}
        </Dropdown>
      ) : (
        <>
          {listButton}
          <Drawer
            placement="bottom"
            size="85%"
            open={isListOpen}
            onClose={() => setListOpen(false)}
            title={t('CALL_LOG')}
            className="pd-call-log-sheet"
            destroyOnHidden
          >
            {isListOpen ? <CallLogPanel onPick={() => setListOpen(false)} /> : null}
          </Drawer>
        </>
      )}
      <Badge dot status={connected ? 'success' : 'default'} offset={[-6, 6]}>
        <Button
          type={isPadOpen ? 'link' : 'text'}
          shape="circle"
          icon={<PhoneOutlined />}
          aria-label={t('DIAL_PAD')}
          aria-pressed={isPadOpen}
          disabled={!phone}
          onClick={() => phone?.openPad(!isPadOpen)}
          data-testid="dial-pad-button"
          data-connected={connected}
        />
      </Badge>
    </>
  );
}
