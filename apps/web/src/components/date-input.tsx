import { parseDisplayDate } from '@pawndesk/domain/settlement-checks';
import DatePicker from 'antd/es/date-picker';
import type { FocusEvent } from 'react';
import { dayjs } from '../lib/dayjs.ts';

export const displayDateFormat = 'DD/MM/YYYY';

/**
 * A business date picked from the calendar or typed as DD/MM/YYYY (B§9), held as the text staff
 * see: the form decides what an unreadable text means (INVALID_DATE_FORMAT, B§5). A typed text
 * counts when the field is left (or on Enter), and one the calendar cannot read is passed on
 * instead of silently restored, so the form can say so.
 */
export function DateInput({
  value,
  onChange,
  ariaLabel,
  hasError = false,
  isDisabled = false,
  testId,
}: {
  value: string;
  onChange: (text: string) => void;
  ariaLabel: string;
  hasError?: boolean;
  isDisabled?: boolean;
  testId: string;
}) {
  const date = parseDisplayDate(value);
  return (
    <DatePicker
      value={date ? dayjs(date) : null}
      format={displayDateFormat}
      preserveInvalidOnBlur
      aria-label={ariaLabel}
      status={hasError ? 'error' : undefined}
      disabled={isDisabled}
      onChange={(picked) => onChange(picked ? picked.format(displayDateFormat) : '')}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        const typed = event.target instanceof HTMLInputElement ? event.target.value : value;
        // A typed text counts once the field is left, readable or not.
        if (typed.trim() !== value) {
          onChange(typed.trim());
        }
      }}
      style={{ width: '100%', minWidth: 140 }}
      data-testid={testId}
    />
  );
}
