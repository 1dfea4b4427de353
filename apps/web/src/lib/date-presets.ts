/** Date presets of the asset, contract and cash log lists (A§2.9, B§2): today, this month, last month, this year. */
export const datePresets = ['TODAY', 'THIS_MONTH', 'LAST_MONTH', 'THIS_YEAR'] as const;
export type DatePreset = (typeof datePresets)[number];

export type DateRange = { fromDate: string; toDate: string };

const pad = (value: number) => String(value).padStart(2, '0');

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The inclusive range of a preset, for a business date (YYYY-MM-DD). */
export function presetRange(preset: DatePreset, today: string): DateRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (preset) {
    case 'TODAY':
      return { fromDate: today, toDate: today };
    case 'THIS_MONTH':
      return {
        fromDate: `${year}-${pad(month)}-01`,
        toDate: `${year}-${pad(month)}-${pad(lastDayOf(year, month))}`,
      };
    case 'LAST_MONTH': {
      const lastYear = month === 1 ? year - 1 : year;
      const lastMonth = month === 1 ? 12 : month - 1;
      return {
        fromDate: `${lastYear}-${pad(lastMonth)}-01`,
        toDate: `${lastYear}-${pad(lastMonth)}-${pad(lastDayOf(lastYear, lastMonth))}`,
      };
    }
    case 'THIS_YEAR':
      return { fromDate: `${year}-01-01`, toDate: `${year}-12-31` };
  }
}
