/**
 * The order (lead) pipeline of A§4.1: steps, stages, the stage → status mapping and the rules for
 * changing them. The console and the server both decide from these tables.
 */
export const orderSteps = [
  'unclaimed',
  'contact',
  'pending',
  'appointment',
  'quoted',
  'contract',
  'cold_lead',
  'warm_lead',
] as const;
export type OrderStep = (typeof orderSteps)[number];

export const orderStatuses = ['open', 'in_progress', 'failed', 'invalid', 'success'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderSources = [
  'Chat',
  'Fanpage',
  'Hotline',
  'Online',
  'Offline',
  'Walk-in',
  'Referral',
  'Old Customer',
  'Affiliate',
] as const;
export type OrderSource = (typeof orderSources)[number];

export const appointmentStages = [
  'appointment_1',
  'appointment_2',
  'appointment_3',
  'appointment_4',
] as const;

export const orderStages = [
  'unclaimed',
  'order_claimed',
  'not_eligible',
  'spam',
  'duplicate',
  'waiting_for_more_info',
  'fraud',
  'call_again_later',
  'money_from_different_channel',
  'window_shopping',
  'unable_to_appraise_or_liquidated',
  'no_pick_up',
  'terms_disagreement',
  'not_in_service_region',
  'waiting_for_rate',
  'rate_disagreement',
  ...appointmentStages,
  'no_show',
  'active_contract',
  'very_annoyed',
  'annoyed',
  'not_interested',
  'not_called_yet',
  'wrong_number',
  'unable_to_contact',
  'not_pick_up',
  'interested',
  'very_interested',
  'demand_in_the_future',
  'close_sale',
  'change_number',
  'considering',
] as const;
export type OrderStage = (typeof orderStages)[number];

/** Which stages each step allows (A§4.1). */
export const stagesByStep: Record<OrderStep, readonly OrderStage[]> = {
  unclaimed: ['not_eligible', 'spam', 'unclaimed'],
  contact: [
    'waiting_for_more_info',
    'fraud',
    'call_again_later',
    'money_from_different_channel',
    'window_shopping',
    'unable_to_appraise_or_liquidated',
    'not_eligible',
    'no_pick_up',
    'terms_disagreement',
    'not_in_service_region',
  ],
  quoted: [
    'waiting_for_rate',
    'waiting_for_more_info',
    'fraud',
    'call_again_later',
    'money_from_different_channel',
    'unable_to_appraise_or_liquidated',
    'no_pick_up',
    'rate_disagreement',
    'terms_disagreement',
    'not_in_service_region',
  ],
  pending: ['spam', 'duplicate', 'order_claimed'],
  appointment: [
    'call_again_later',
    'money_from_different_channel',
    ...appointmentStages,
    'no_show',
    'no_pick_up',
  ],
  contract: ['fraud', 'active_contract', 'not_eligible', 'rate_disagreement', 'terms_disagreement'],
  cold_lead: [
    'very_annoyed',
    'annoyed',
    'not_interested',
    'not_called_yet',
    'wrong_number',
    'unable_to_contact',
    'not_pick_up',
    'call_again_later',
  ],
  warm_lead: [
    'interested',
    'very_interested',
    'demand_in_the_future',
    'close_sale',
    'change_number',
    'unable_to_contact',
    'not_pick_up',
    'call_again_later',
  ],
};

const failedStages: readonly OrderStage[] = [
  'not_eligible',
  'not_in_service_region',
  'no_pick_up',
  'unable_to_appraise_or_liquidated',
  'rate_disagreement',
  'no_show',
  'money_from_different_channel',
  'terms_disagreement',
  'fraud',
  'very_annoyed',
  'annoyed',
  'not_interested',
];

const invalidStages: readonly OrderStage[] = [
  'window_shopping',
  'duplicate',
  'spam',
  'wrong_number',
  'unable_to_contact',
  'change_number',
];

/** The status a stage puts the order in (A§4.1: failed, invalid, success, else in progress). */
export function statusOfStage(stage: OrderStage): OrderStatus {
  if (stage === 'active_contract') {
    return 'success';
  }
  if (failedStages.includes(stage)) {
    return 'failed';
  }
  if (invalidStages.includes(stage)) {
    return 'invalid';
  }
  return 'in_progress';
}

export function isStageAllowed(step: OrderStep, stage: OrderStage): boolean {
  return stagesByStep[step].includes(stage);
}

/** The position of a step in the default sort (step_index). */
export function stepIndex(step: OrderStep): number {
  return orderSteps.indexOf(step);
}

export function isAppointmentStage(stage: OrderStage | null | undefined): boolean {
  return (appointmentStages as readonly (OrderStage | null | undefined)[]).includes(stage);
}

/** The one-click stage list: the step's stages without the current one, call-again-later and appointments. */
export function stageShortcuts(step: OrderStep, current: OrderStage | null): OrderStage[] {
  return stagesByStep[step].filter(
    (stage) => stage !== current && stage !== 'call_again_later' && !isAppointmentStage(stage),
  );
}

/** A stage or step only the contract flow sets; choosing it in the order form sends nothing. */
export function isSetByContractFlow(change: { step?: OrderStep; stage?: OrderStage }): boolean {
  return change.step === 'contract' || change.stage === 'active_contract';
}

/** Claiming an order (A§4.1): the fields it sets besides dateClaim. */
export const claimChange = {
  step: 'pending',
  stage: 'order_claimed',
  status: 'in_progress',
} as const satisfies {
  step: OrderStep;
  stage: OrderStage;
  status: OrderStatus;
};

/** In edit mode the appointment is required only for call-again-later and the appointment stages. */
export function isAppointmentRequired(stage: OrderStage | null | undefined): boolean {
  return stage === 'call_again_later' || isAppointmentStage(stage);
}

/** How long a working-agent lock lasts without renewal (ORD-6); the open modal renews it. */
export const workingAgentLeaseMs = 10 * 60 * 1000;
export const workingAgentRenewMs = 4 * 60 * 1000;

/** Order list counters (A§3). */
export type OrderCounters = {
  countUnclaimed: number;
  countPending: number;
  countContact: number;
  countQuoted: number;
  countAppointment: number;
  total: number;
};
