import { formatVnd } from '@pawndesk/domain/money';

/** An amount as the automatic notes write it: `10.000.000 đ`. */
export const vnd = (amount: number) => `${formatVnd(amount)} đ`;

/** A business date as the notes write it: DD/MM/YYYY. */
export const displayDate = (date: string) => date.split('-').reverse().join('/');
