import {
  cancelReasons,
  contractStatuses,
  paymentTypes,
  transactionActions,
} from '@pawndesk/domain/contract-states';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en.json';
import vi from '../../../i18n/vi.json';
import { statusLabelKey } from './labels.ts';

/** Keys the contract screens build from data, which the catalogue test cannot see. */
const builtKeys = [
  ...contractStatuses.map(statusLabelKey),
  ...['PENDING', 'APPROVED', 'DISBURSED', 'OVERDUE', 'RENEWED', 'REPAID', 'CLIENTS'].map(
    (count) => `CONTRACT_COUNT_${count}`,
  ),
  ...cancelReasons.map((reason) => `CANCEL_REASON_${reason}`),
  ...paymentTypes.map((type) => `PAYMENT_TYPE_${type}`),
  ...transactionActions.map((action) => `TRANSACTION_ACTION_${action}`),
  'TRANSACTION_STATUS_REGISTERED',
  'TRANSACTION_STATUS_RETRACTED',
  'INVALID_TRANSACTION_DATE',
  'NEWPRICE_GREATER_OLDPRICE',
  'PARTIAL_REPAID_SUCCESSFULLY',
  'WAIVED_INTEREST_SUCCESSFULLY',
];

describe('contract messages', () => {
  it('should have every built key in Vietnamese and English', () => {
    for (const key of builtKeys) {
      expect(vi, key).toHaveProperty(key);
      expect(en, key).toHaveProperty(key);
    }
  });
});
