import { describe, expect, it } from 'vitest';
import { orderFixture } from '../../../testing/fixtures/order.ts';
import {
  createInput,
  draftErrors,
  draftFromOrder,
  emptyDraft,
  type OrderDraft,
  orderChanges,
} from './order-draft.ts';

const editing = { mode: 'edit', phoneMatchesClient: false } as const;

function edited(patch: Partial<OrderDraft>) {
  const baseline = draftFromOrder(orderFixture());
  return { baseline, draft: { ...baseline, ...patch } };
}

describe('order draft ↔ API (ORD-2, ORD-3, ORD-5)', () => {
  it('should read amounts as millions and a district with its city', () => {
    const draft = draftFromOrder(
      orderFixture({
        requiredAmount: 1_250_000,
        proposedAmount: 0,
        location: {
          id: 11,
          name: 'Cầu Giấy',
          level: 2,
          tree: 'legacy',
          parent: { id: 10, name: 'Hà Nội' },
        },
      }),
    );
    expect(draft).toMatchObject({
      requiredAmount: '1.25',
      proposedAmount: '',
      cityId: 10,
      districtId: 11,
    });
  });

  it('should create in whole VND, with the referral code only for Referral and at-home details only with at-home support', () => {
    const draft: OrderDraft = {
      ...emptyDraft(),
      phone: ' 0912345678 ',
      source: 'Referral',
      referralCode: ' GT-01 ',
      assetTypeId: 1,
      assetDescription: 'SH 2022',
      requiredAmount: '30.5',
      validatorId: 3,
      address: 'ignored without at-home support',
    };
    expect(createInput(draft)).toEqual({
      phone: '0912345678',
      firstName: null,
      lastName: null,
      source: 'Referral',
      referralCode: 'GT-01',
      asset: 1,
      assetDescription: 'SH 2022',
      requiredAmount: 30_500_000,
      proposedAmount: 0,
      isAtHomeSupport: false,
    });
    const atHome = createInput({
      ...draft,
      isAtHomeSupport: true,
      supportingValidatorId: 4,
      cityId: 10,
      districtId: 11,
      appointment: '2026-11-22T09:00:00+07:00',
    });
    expect(atHome).toMatchObject({
      isAtHomeSupport: true,
      validator: 3,
      supportingValidator: 4,
      location: 11,
      address: 'ignored without at-home support',
      appointment: '2026-11-22T09:00:00+07:00',
    });
  });

  it('should send nothing when nothing changed, and the same instant is no change', () => {
    const { baseline, draft } = edited({ appointment: null });
    expect(orderChanges(baseline, draft)).toEqual({});
    const withTime = { ...baseline, appointment: '2026-11-22T02:00:00.000Z' };
    expect(
      orderChanges(withTime, { ...withTime, appointment: '2026-11-22T09:00:00+07:00' }),
    ).toEqual({});
  });

  it('should send a stage change with its step and the status it maps to', () => {
    const { baseline, draft } = edited({ step: 'contact', stage: 'fraud' });
    expect(orderChanges(baseline, draft)).toEqual({
      step: 'contact',
      stage: 'fraud',
      status: 'failed',
    });
  });

  it('should not send a step whose stage was not chosen yet', () => {
    const { baseline, draft } = edited({ step: 'contact', stage: null });
    expect(orderChanges(baseline, draft)).toEqual({});
    expect(draftErrors(draft, baseline, editing).stage).toBe('REQUIRED_FIELD');
  });

  it.each([
    ['the contract step', { step: 'contract', stage: 'fraud' }],
    ['the active-contract stage', { step: 'contract', stage: 'active_contract' }],
  ] as const)('should never send %s', (_, patch) => {
    const { baseline, draft } = edited({ ...patch, assetDescription: 'Vision 2021' });
    expect(orderChanges(baseline, draft)).toEqual({ assetDescription: 'Vision 2021' });
  });

  it('should let an existing order keep a source that could not be chosen now', () => {
    const baseline = draftFromOrder(orderFixture({ source: 'Affiliate' }));
    expect(draftErrors(baseline, baseline, editing).source).toBeUndefined();
    const created = { ...baseline, source: 'Affiliate' as const };
    expect(draftErrors(created, null, { mode: 'create', phoneMatchesClient: false }).source).toBe(
      'SOURCE_NOT_SELECTABLE',
    );
  });
});
