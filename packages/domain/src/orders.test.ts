import { describe, expect, it } from 'vitest';
import {
  isAppointmentRequired,
  isSetByContractFlow,
  isStageAllowed,
  type OrderStage,
  type OrderStep,
  orderStages,
  orderSteps,
  stageShortcuts,
  stagesByStep,
  statusOfStage,
  stepIndex,
} from './orders.ts';

// A§4.1, transcribed stage by stage: the status each stage maps to.
const expectedStatus: Record<OrderStage, string> = {
  not_eligible: 'failed',
  not_in_service_region: 'failed',
  no_pick_up: 'failed',
  unable_to_appraise_or_liquidated: 'failed',
  rate_disagreement: 'failed',
  no_show: 'failed',
  money_from_different_channel: 'failed',
  terms_disagreement: 'failed',
  fraud: 'failed',
  very_annoyed: 'failed',
  annoyed: 'failed',
  not_interested: 'failed',
  window_shopping: 'invalid',
  duplicate: 'invalid',
  spam: 'invalid',
  wrong_number: 'invalid',
  unable_to_contact: 'invalid',
  change_number: 'invalid',
  active_contract: 'success',
  call_again_later: 'in_progress',
  waiting_for_more_info: 'in_progress',
  considering: 'in_progress',
  order_claimed: 'in_progress',
  waiting_for_rate: 'in_progress',
  appointment_1: 'in_progress',
  appointment_2: 'in_progress',
  appointment_3: 'in_progress',
  appointment_4: 'in_progress',
  unclaimed: 'in_progress',
  not_called_yet: 'in_progress',
  not_pick_up: 'in_progress',
  interested: 'in_progress',
  very_interested: 'in_progress',
  demand_in_the_future: 'in_progress',
  close_sale: 'in_progress',
};

// A§4.1, the allowed stages per step, as the spec lists them.
const expectedAllowed: Record<OrderStep, string> = {
  unclaimed: 'not_eligible spam unclaimed',
  contact:
    'waiting_for_more_info fraud call_again_later money_from_different_channel window_shopping unable_to_appraise_or_liquidated not_eligible no_pick_up terms_disagreement not_in_service_region',
  quoted:
    'waiting_for_rate waiting_for_more_info fraud call_again_later money_from_different_channel unable_to_appraise_or_liquidated no_pick_up rate_disagreement terms_disagreement not_in_service_region',
  pending: 'spam duplicate order_claimed',
  appointment:
    'call_again_later money_from_different_channel appointment_1 appointment_2 appointment_3 appointment_4 no_show no_pick_up',
  contract: 'fraud active_contract not_eligible rate_disagreement terms_disagreement',
  cold_lead:
    'very_annoyed annoyed not_interested not_called_yet wrong_number unable_to_contact not_pick_up call_again_later',
  warm_lead:
    'interested very_interested demand_in_the_future close_sale change_number unable_to_contact not_pick_up call_again_later',
};

describe('statusOfStage', () => {
  it.each(orderStages.map((stage) => [stage, expectedStatus[stage]]))(
    'should map %s to %s',
    (stage, status) => {
      expect(statusOfStage(stage as OrderStage)).toBe(status);
    },
  );
});

describe('stagesByStep', () => {
  it.each(orderSteps.map((step) => [step, expectedAllowed[step]]))(
    'should allow for %s exactly: %s',
    (step, list) => {
      expect(stagesByStep[step as OrderStep].join(' ')).toBe(list);
    },
  );

  it('should decide every (step, stage) pair from the table', () => {
    for (const step of orderSteps) {
      for (const stage of orderStages) {
        expect(isStageAllowed(step, stage)).toBe(expectedAllowed[step].split(' ').includes(stage));
      }
    }
  });
});

describe('stageShortcuts', () => {
  it.each([
    ['appointment', 'appointment_2', ['money_from_different_channel', 'no_show', 'no_pick_up']],
    ['pending', 'order_claimed', ['spam', 'duplicate']],
    ['unclaimed', null, ['not_eligible', 'spam', 'unclaimed']],
    [
      'cold_lead',
      'annoyed',
      [
        'very_annoyed',
        'not_interested',
        'not_called_yet',
        'wrong_number',
        'unable_to_contact',
        'not_pick_up',
      ],
    ],
  ] as const)('should offer for %s at %s: %j', (step, current, shortcuts) => {
    expect(stageShortcuts(step, current)).toEqual(shortcuts);
  });
});

describe('order rules', () => {
  it.each([
    ['call_again_later', true],
    ['appointment_1', true],
    ['appointment_4', true],
    ['waiting_for_rate', false],
    [null, false],
  ] as const)('should require an appointment at %s: %s', (stage, required) => {
    expect(isAppointmentRequired(stage)).toBe(required);
  });

  it.each([
    [{ step: 'contract' }, true],
    [{ stage: 'active_contract' }, true],
    [{ step: 'quoted', stage: 'waiting_for_rate' }, false],
  ] as const)('should leave %j to the contract flow: %s', (change, expected) => {
    expect(isSetByContractFlow(change)).toBe(expected);
  });

  it('should sort unclaimed first and warm leads last', () => {
    expect(orderSteps.map(stepIndex)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(stepIndex('unclaimed')).toBeLessThan(stepIndex('pending'));
  });
});
