import { type Language, languages } from '@pawndesk/domain/languages';
import { isRecord } from './is-record.ts';
import { readJson, writeJson } from './storage.ts';

/** Device-level preferences that outlive a session, so the login page can use them (SHELL-10). */
export const appDataKey = 'pawndesk.app';

export type AppData = { language?: Language; lastBranchId?: number };

function isLanguage(value: unknown): value is Language {
  return languages.some((language) => language === value);
}

export function readAppData(): AppData {
  const stored = readJson(appDataKey);
  if (!isRecord(stored)) {
    return {};
  }
  const data: AppData = {};
  if (isLanguage(stored.language)) {
    data.language = stored.language;
  }
  if (typeof stored.lastBranchId === 'number') {
    data.lastBranchId = stored.lastBranchId;
  }
  return data;
}

export function updateAppData(patch: AppData): void {
  writeJson(appDataKey, { ...readAppData(), ...patch });
}
