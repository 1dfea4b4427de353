import { useSyncExternalStore } from 'react';
import { i18n, type TFunction } from './i18n.ts';

export type { TFunction } from './i18n.ts';

function subscribe(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}

/** The text set for a component: it renders again, with a new `t`, when the language changes. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return { t: i18n.translatorFor(language), i18n };
}
