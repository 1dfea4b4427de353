import type { Language } from '@pawndesk/domain/languages';
import { readAppData, updateAppData } from '../lib/app-data.ts';
import vi from './vi.json';

/** Vietnamese is the default; English is the smaller second set (SHELL-5). */
export const defaultLanguage: Language = 'vi';

type Messages = Record<string, string>;
export type TranslationValues = Record<string, string | number | boolean | null | undefined>;
/** A message by its catalogue key, `{{name}}` replaced by `values.name`; the key if it has none. */
export type TFunction = (key: string, values?: TranslationValues) => string;

// Vietnamese ships with the first page; English is fetched when someone picks it.
const loaders: Record<Language, () => Promise<Messages>> = {
  vi: async () => vi,
  en: async () => (await import('./en.json')).default,
};

const catalogues = new Map<Language, Messages>([['vi', vi]]);
const listeners = new Set<(language: Language) => void>();
let current: Language = defaultLanguage;

function translate(language: Language, key: string, values?: TranslationValues): string {
  // A key the chosen set lacks falls back to Vietnamese, then to the key itself.
  const message = catalogues.get(language)?.[key] ?? vi[key as keyof typeof vi] ?? key;
  if (!values) {
    return message;
  }
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? placeholder : String(value);
  });
}

// One function per language, so a component's `t` changes exactly when the language does.
const translators = new Map<Language, TFunction>();
function translatorFor(language: Language): TFunction {
  let t = translators.get(language);
  if (!t) {
    t = (key, values) => translate(language, key, values);
    translators.set(language, t);
  }
  return t;
}

/**
 * The console's text set (ADR 0045: what it used of i18next and react-i18next, 18 kB gzip on every
 * page, is flat keys from the spec's catalogue, `{{name}}` and a Vietnamese fallback).
 */
export const i18n = {
  get language(): Language {
    return current;
  },
  t: ((key, values) => translate(current, key, values)) as TFunction,
  translatorFor,
  async changeLanguage(language: Language): Promise<void> {
    if (!catalogues.has(language)) {
      catalogues.set(language, await loaders[language]());
    }
    if (current !== language) {
      current = language;
      for (const listener of listeners) {
        listener(language);
      }
    }
  },
  on(_event: 'languageChanged', listener: (language: Language) => void): void {
    listeners.add(listener);
  },
  off(_event: 'languageChanged', listener: (language: Language) => void): void {
    listeners.delete(listener);
  },
};

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});
document.documentElement.lang = defaultLanguage;

/** Switches the text set and remembers it on this device (the login page reads it back). */
export async function applyLanguage(language: Language): Promise<void> {
  updateAppData({ language });
  await i18n.changeLanguage(language);
}

/** Resolves once the language remembered on this device is loaded; main.tsx renders after it. */
export const i18nReady: Promise<void> = i18n
  .changeLanguage(readAppData().language ?? defaultLanguage)
  // Without the English file (offline), Vietnamese still works.
  .catch(() => undefined);
