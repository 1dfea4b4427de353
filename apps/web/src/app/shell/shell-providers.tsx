import { QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import enUS from 'antd/es/locale/en_US';
import viVN from 'antd/es/locale/vi_VN';
import message from 'antd/es/message';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { registerFlash } from '../../lib/flash.ts';
import { LiveProvider } from '../../lib/live-context.tsx';
import { PhoneProvider } from '../../lib/phone/phone-context.tsx';
import { subscribeAfterSignIn } from '../../lib/push.ts';
import { queryClient } from '../../lib/query-client.ts';

/** Hands a context-aware message API to code outside React (see lib/flash.ts). */
function FlashBridge() {
  const [api, holder] = message.useMessage();
  useEffect(() => registerFlash(api), [api]);
  return holder;
}

/** Subscribes this browser to the user's pushes after sign-in when notifications are allowed. */
function PushAfterSignIn() {
  useEffect(() => {
    // Best effort: a browser without a reachable push service simply gets no pushes.
    subscribeAfterSignIn().catch(() => undefined);
  }, []);
  return null;
}

/**
 * antd draws no style at run time in the built console: the build's stylesheet holds every
 * component's styles (scripts/antd-static-styles.ts, ADR 0041). The dev server has no such sheet.
 */
const antdTheme = { zeroRuntime: import.meta.env.PROD };

/**
 * What signed-in screens need: antd's own texts (pickers, pagination, empty states) in the chosen
 * language, data loading, flash messages, live updates, the phone and push.
 */
export function ShellProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return (
    <ConfigProvider theme={antdTheme} locale={i18n.language === 'en' ? enUS : viVN}>
      <QueryClientProvider client={queryClient}>
        <FlashBridge />
        <PushAfterSignIn />
        <LiveProvider>
          <PhoneProvider>{children}</PhoneProvider>
        </LiveProvider>
      </QueryClientProvider>
    </ConfigProvider>
  );
}
