import type { CashLogDto } from '@pawndesk/domain/cash-log-api';
import { formatVnd } from '@pawndesk/domain/money';
import type { CashLogCategory } from '../api/list-categories.ts';

/** "Chi khác / Tiền thuê mặt bằng" for a sub-category, the name alone for a category. */
export function categoryName(categories: readonly CashLogCategory[], id: number): string {
  const category = categories.find((item) => item.id === id);
  if (!category) {
    return String(id);
  }
  const parent = categories.find((item) => item.id === category.parent);
  return parent ? `${parent.name} / ${category.name}` : category.name;
}

/** The filter box shows categories as "direction | category" (issue #6 item 1). */
export function categoryOptionLabel(
  categories: readonly CashLogCategory[],
  category: CashLogCategory,
  directionText: (direction: number) => string,
): string {
  return `${directionText(category.direction)} | ${categoryName(categories, category.id)}`;
}

/** Outflow in parentheses (B§2): -1 500 000 shows "(1.500.000)". */
export function signedAmount(entry: Pick<CashLogDto, 'amount' | 'direction'>): string {
  const text = formatVnd(entry.amount);
  return entry.direction < 0 ? `(${text})` : text;
}

/** A balance may be negative (an overdrawn account); shown in parentheses like an outflow. */
export function balanceText(value: number | null): string {
  if (value === null) {
    return '';
  }
  return value < 0 ? `(${formatVnd(-value)})` : formatVnd(value);
}

/** DD/MM/YYYY from a business date (B§9 screen format). */
export function dateText(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}
