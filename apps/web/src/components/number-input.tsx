import { type NumberUnit, numberInputText, readNumberText } from '@pawndesk/domain/number-text';
import Input from 'antd/es/input';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { moneyLocale } from '../lib/format.ts';

export type NumberInputProps = {
  /** What was typed, or a value to show: whole VND for millions and vnd, the percent itself. */
  value?: string | number | null;
  /** Always the text: the form reads it with the domain's `readNumberText` (or `fieldNumber`). */
  onChange?: (text: string) => void;
  unit: NumberUnit;
  id?: string;
  ariaLabel?: string;
  placeholder?: string;
  suffix?: ReactNode;
  hasError?: boolean;
  isDisabled?: boolean;
  style?: CSSProperties;
  testId?: string;
  onBlur?: () => void;
};

/**
 * Every amount and rate input of the console (A§5, B§9): the decimal comma and the point are
 * both accepted and thousands may be grouped. Out of focus a valid number shows in the language's
 * marks ("12.5" shows "12,5" in Vietnamese); while typing, the text stays as typed. The model
 * gets the text as typed: both marks read the same. Works inside an antd Form.Item
 * (value/onChange) and with plain state.
 */
export function NumberInput({
  value,
  onChange,
  unit,
  id,
  ariaLabel,
  placeholder,
  suffix,
  hasError = false,
  isDisabled = false,
  style,
  testId,
  onBlur,
}: NumberInputProps) {
  const { i18n } = useTranslation();
  const locale = moneyLocale(i18n.language);
  // What is typed while the field has focus; null out of focus.
  const [typing, setTyping] = useState<string | null>(null);
  const text = typeof value === 'number' ? numberInputText(value, unit, locale) : (value ?? '');
  const read = readNumberText(text, unit);
  const shown = typing ?? (read?.ok ? numberInputText(read.value, unit, locale) : text);
  return (
    <Input
      id={id}
      value={shown}
      inputMode={unit === 'vnd' ? 'numeric' : 'decimal'}
      autoComplete="off"
      aria-label={ariaLabel}
      placeholder={placeholder}
      suffix={suffix}
      status={hasError ? 'error' : undefined}
      disabled={isDisabled}
      style={style}
      onFocus={() => setTyping(shown)}
      onChange={(event) => {
        setTyping(event.target.value);
        onChange?.(event.target.value);
      }}
      onBlur={() => {
        setTyping(null);
        onBlur?.();
      }}
      data-testid={testId}
    />
  );
}
