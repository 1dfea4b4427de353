import type { OrderFieldError } from '@pawndesk/domain/order-form';
import { orderSources, orderStages, orderStatuses, orderSteps } from '@pawndesk/domain/orders';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import vi from '../../../i18n/vi.json';
import {
  fieldErrorKey,
  sourceLabelKey,
  stageLabelKey,
  statusLabelKey,
  stepLabelKey,
} from './labels.ts';
import { orderCounters } from './list-params.ts';

const fieldErrors: readonly OrderFieldError[] = [
  'REQUIRED_FIELD',
  'INVALID_PHONENUMBER',
  'INVALID_NOT_NUMBER',
  'INVALID_NUMBER',
  'INVALID_POSITIVE_NUMBER',
  'REFERRAL_ONLY_FOR_REFERRAL',
  'SOURCE_NOT_SELECTABLE',
  'OLD_CUSTOMER_NEEDS_CLIENT',
];

describe('order labels (SHELL-5)', () => {
  it('should have a text in both languages for every step, stage, status, source, counter and form message', () => {
    const keys = [
      ...orderSteps.map(stepLabelKey),
      ...orderStages.map(stageLabelKey),
      ...orderStatuses.map(statusLabelKey),
      ...orderSources.map(sourceLabelKey),
      ...orderCounters.map((counter) => counter.labelKey),
      ...fieldErrors.map(fieldErrorKey),
    ];
    for (const key of keys) {
      expect(vi, key).toHaveProperty(key);
      expect(en, key).toHaveProperty(key);
    }
  });

  it('should carry the spec texts of the order form verbatim', () => {
    expect(vi.REQUIRED_FIELD).toBe('Mục bắt buộc');
    expect(vi.INVALID_POSITIVE_NUMBER).toBe('Số không được âm');
    expect(vi.INVALID_NOT_NUMBER).toBe('Dữ liệu không phải là số');
    expect(vi.INVALID_PHONENUMBER).toBe('Số điện thoại không hợp lệ');
    expect(vi.CALL_LOG).toBe('Lịch sử cuộc gọi');
  });
});
