import { amountInWords } from '@pawndesk/domain/amount-words';
import { formatVnd } from '@pawndesk/domain/money';

/** "10.108.000 đ": vi-VN grouping, whole đồng. */
export function money(vnd: number): string {
  return `${formatVnd(vnd)} đ`;
}

/** "Mười triệu một trăm linh tám nghìn đồng". */
export function words(vnd: number): string {
  return amountInWords(vnd) ?? '';
}

/** A value or the dotted line staff fill in by hand. */
export function orBlank(value: string | null | undefined, width = 30): string {
  const text = value?.trim();
  return text ? text : '.'.repeat(width);
}
