import HistoryOutlined from '@ant-design/icons/HistoryOutlined';
import PhoneOutlined from '@ant-design/icons/PhoneOutlined';
import Badge from 'antd/es/badge';
import Button from 'antd/es/button';
import Dropdown from 'antd/es/dropdown';
import { Suspense, useState } from 'react';
import { lazyNamed } from '../../components/lazy-named.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { usePhone, usePhoneState } from '../../lib/phone/phone-context.tsx';
import type { LayoutMode } from '../../lib/use-layout-mode.ts';

// The call log (its rows, the bottom sheet) loads when the list is first opened.
const CallLogPanel = lazyNamed(() => import('./call-log-panel.tsx'), 'CallLogPanel');
const CallLogSheet = lazyNamed(() => import('./call-log-panel.tsx'), 'CallLogSheet');

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
          popupRender={() => (
            <Suspense fallback={null}>
              <CallLogPanel onPick={() => setListOpen(false)} />
            </Suspense>
          )}
          destroyOnHidden
        >
          {listButton}
        </Dropdown>
      ) : (
        <>
          {listButton}
          {isListOpen ? (
            <Suspense fallback={null}>
              <CallLogSheet onClose={() => setListOpen(false)} />
            </Suspense>
          ) : null}
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
