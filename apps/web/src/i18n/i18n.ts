import type { Language } from '@pawndesk/domain/languages';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readAppData, updateAppData } from '../lib/app-data.ts';
import vi from './vi.json';

/** Vietnamese is the default; English is the smaller second set (SHELL-5). */
export const defaultLanguage: Language = 'vi';

type Messages = Record<string, string>;

// Vietnamese ships with the first page; English is fetched when someone picks it.
const loaders: Record<Language, () => Promise<Messages>> = {
  vi: async () => vi,
  en: async () => (await import('./en.json')).default,
};

export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  resources: { vi: { translation: vi } },
  interpolation: { escapeValue: false },
  initAsync: false,
});

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = defaultLanguage;

async function switchTo(language: Language): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', await loaders[language]());
  }
  if (i18n.language !== language) {
    await i18n.changeLanguage(language);
  }
}

/** Switches the text set and remembers it on this device (the login page reads it back). */
export async function applyLanguage(language: Language): Promise<void> {
  updateAppData({ language });
  await switchTo(language);
}

/** Resolves once the language remembered on this device is loaded; main.tsx renders after it. */
export const i18nReady: Promise<void> = switchTo(readAppData().language ?? defaultLanguage).catch(
  // Without the English file (offline), Vietnamese still works.
  () => undefined,
);
