import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n.ts';

/**
 * What every page needs, the login page included. antd's ConfigProvider (locale), TanStack Query,
 * flash messages and live updates are provided by the signed-in shell (shell/shell-providers.tsx):
 * the login page uses none of antd's localised texts, and leaving them out keeps it small.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
