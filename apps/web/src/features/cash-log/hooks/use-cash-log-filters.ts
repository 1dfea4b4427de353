import type { MiscDto } from '@pawndesk/domain/reference';
import type { Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { type DatePreset, presetRange } from '../../../lib/date-presets.ts';
import { dayjs } from '../../../lib/dayjs.ts';
import { useToday } from '../../../lib/use-today.ts';
import type { CashLogCategory } from '../api/list-categories.ts';
import {
  activeFilterCount,
  type CashLogFilters,
  type FilterParams,
  initialFilters,
  toParams,
} from '../model/filters.ts';

export type CashLogFiltersModel = {
  filters: CashLogFilters;
  /** What the list, pending and summary calls receive. */
  params: FilterParams;
  /** The filter box's choices that narrow the list (the badge on its button). */
  filterCount: number;
  preset: DatePreset | null;
  /** The search box's text, sent only on Enter or the search button. */
  text: string;
  rangeValue: [Dayjs, Dayjs] | null;
  pendingPage: number;
  setPendingPage: (page: number) => void;
  changeFilters: (change: Partial<CashLogFilters>) => void;
  typeText: (value: string) => void;
  search: (value: string) => void;
  choosePreset: (value: DatePreset | undefined) => void;
  chooseRange: (range: readonly (Dayjs | null)[] | null) => void;
};

/**
 * The list and pending tabs' filters: the search, the date preset or range and the filter box.
 * Any change goes back to the pending tab's first page.
 */
export function useCashLogFilters(
  misc: MiscDto | undefined,
  categories: CashLogCategory[],
): CashLogFiltersModel {
  const today = useToday();
  const [filters, setFilters] = useState<CashLogFilters>(() => initialFilters(today));
  const [preset, setPreset] = useState<DatePreset | null>(null);
  const [text, setText] = useState('');
  const [pendingPage, setPendingPage] = useState(1);
  const options = useMemo(
    () => ({
      funds: (misc?.funds ?? []).map((fund) => fund.id),
      categories: categories.map((category) => category.id),
    }),
    [misc, categories],
  );
  const params = useMemo(() => toParams(filters, options), [filters, options]);

  const changeFilters = (change: Partial<CashLogFilters>) => {
    setPendingPage(1);
    setFilters((current) => ({ ...current, ...change }));
  };

  return {
    filters,
    params,
    filterCount: activeFilterCount(filters, options),
    preset,
    text,
    rangeValue:
      filters.fromDate && filters.toDate ? [dayjs(filters.fromDate), dayjs(filters.toDate)] : null,
    pendingPage,
    setPendingPage,
    changeFilters,
    typeText: (value) => {
      setText(value);
      if (!value && filters.search) {
        // The clear button searches again without the term.
        changeFilters({ search: undefined });
      }
    },
    search: (value) => changeFilters({ search: value.trim() || undefined }),
    choosePreset: (value) => {
      setPreset(value ?? null);
      const range = value ? presetRange(value, today) : initialFilters(today);
      changeFilters({ fromDate: range.fromDate, toDate: range.toDate });
    },
    chooseRange: (range) => {
      setPreset(null);
      changeFilters({
        fromDate: range?.[0]?.format('YYYY-MM-DD'),
        toDate: range?.[1]?.format('YYYY-MM-DD'),
      });
    },
  };
}
