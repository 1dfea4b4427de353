import { type NumberUnit, readNumberText } from '@pawndesk/domain/number-text';
import type { TFunction } from '../i18n/i18n.ts';

/** A number field's value (text as typed, or a number set by the form) in the unit's base. */
export function fieldNumber(
  value: string | number | null | undefined,
  unit: NumberUnit,
): number | undefined {
  if (typeof value === 'number') {
    return value;
  }
  const read = readNumberText(value ?? '', unit);
  return read?.ok ? read.value : undefined;
}

type NumberRuleOptions = {
  /** The message when blank; blank is allowed without it. */
  requiredMessage?: string;
  /** The message when the value is 0 (an amount that must be above 0). */
  zeroMessage?: string;
};

/** The antd Form rule of a NumberInput: the domain's A§5 refusals, in the form's language. */
export function numberRule(t: TFunction, unit: NumberUnit, options: NumberRuleOptions = {}) {
  return {
    validator: (_rule: unknown, value: string | number | null | undefined) => {
      if (typeof value === 'number') {
        return value === 0 && options.zeroMessage
          ? Promise.reject(new Error(options.zeroMessage))
          : Promise.resolve();
      }
      const read = readNumberText(value ?? '', unit);
      if (read === null) {
        return options.requiredMessage
          ? Promise.reject(new Error(options.requiredMessage))
          : Promise.resolve();
      }
      if (!read.ok) {
        return Promise.reject(new Error(t(read.error)));
      }
      return read.value === 0 && options.zeroMessage
        ? Promise.reject(new Error(options.zeroMessage))
        : Promise.resolve();
    },
  };
}
