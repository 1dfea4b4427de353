import { z } from 'zod';
import { id, line, pageParam, pageSizeParam } from './primitives.ts';

/** Call logs of the built-in phone (A§3 Call log, A§4.3, A§7 Calls). */
export const callDirections = ['INBOUND', 'OUTBOUND'] as const;
export const callStatuses = ['ANSWERED', 'MISSED', 'CANCELLED', 'FAILED'] as const;
export const callRefTypes = ['ORDER', 'CLIENT'] as const;
export type CallStatus = (typeof callStatuses)[number];

/**
 * Whether a call log update means the call is over: any failure, or an answered call that has a
 * duration. An answered call is patched once on confirm (duration 0) and again when it ends.
 */
export function isCallOver(status: CallStatus, durationSeconds: number): boolean {
  return status !== 'ANSWERED' || durationSeconds > 0;
}

const callRef = z.object({ type: z.enum(callRefTypes), id: id() });

export const callLogDto = z.object({
  id: z.number(),
  cseq: z.string(),
  direction: z.enum(callDirections),
  status: z.enum(callStatuses),
  extension: z.string(),
  remote: z.string(),
  ref: callRef.nullable(),
  duration: z.number(),
  createdAt: z.string(),
  client: z.object({ id: z.number(), name: z.string() }).nullable(),
  agent: z.object({ id: z.number(), firstName: z.string(), lastName: z.string() }).nullable(),
});
export type CallLogDto = z.infer<typeof callLogDto>;

const digitsAndPlus = z
  .string()
  .trim()
  .regex(/^\+?\d{2,15}$/, 'Số điện thoại không hợp lệ');

export const createCallLogInput = z.object({
  cseq: z.union([
    line().trim().min(1).max(64),
    z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).transform(String),
  ]),
  direction: z.enum(callDirections),
  status: z.enum(callStatuses).default('MISSED'),
  extension: line().trim().min(1).max(32),
  remote: digitsAndPlus,
  duration: z.number().int().min(0).max(86_400).default(0),
  ref: callRef.nullish(),
});

export const updateCallLogInput = z.object({
  status: z.enum(callStatuses),
  extension: line().trim().min(1).max(32).optional(),
  duration: z.number().int().min(0).max(86_400).default(0),
});

export const callLogListQuery = z.object({
  remote: digitsAndPlus.optional(),
  latest: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
  page: pageParam,
  pageSize: pageSizeParam(20, 100),
});

export const orderCallInput = z.object({
  orderId: id(),
  callId: id(),
});
