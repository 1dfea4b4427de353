import { z } from 'zod';
import { pageQuery } from './api.ts';
import { contractStatuses } from './contract-states.ts';
import { orderSources, orderStages, orderStatuses, orderSteps } from './orders.ts';
import { id, idParam, isoDate, line, multiline, pageSizeParam } from './primitives.ts';
import { phoneField } from './validation.ts';

/** Wire contracts of the Orders calls (A§7 Orders). Money is whole VND; instants are ISO strings. */
export const staffRefDto = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type StaffRefDto = z.infer<typeof staffRefDto>;

const namedRef = z.object({ id: z.number(), name: z.string() });

export const orderLocationDto = z.object({
  id: z.number(),
  name: z.string(),
  level: z.number(),
  tree: z.enum(['legacy', 'current']),
  parent: namedRef.nullable(),
});

export const orderDto = z.object({
  id: z.number(),
  phone: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  source: z.enum(orderSources),
  assetType: z.object({ id: z.number(), name: z.string(), description: z.string() }).nullable(),
  assetDescription: z.string(),
  requiredAmount: z.number(),
  proposedAmount: z.number(),
  referralCode: z.string().nullable(),
  validator: staffRefDto.nullable(),
  supportingValidator: staffRefDto.nullable(),
  isAtHomeSupport: z.boolean(),
  location: orderLocationDto.nullable(),
  address: z.string().nullable(),
  appointment: z.string().nullable(),
  step: z.enum(orderSteps),
  stepIndex: z.number(),
  stage: z.enum(orderStages).nullable(),
  status: z.enum(orderStatuses),
  agent: staffRefDto.nullable(),
  workingAgent: staffRefDto.nullable(),
  workingUntil: z.string().nullable(),
  branchName: z.string().nullable(),
  marketingCampaign: z.string().nullable(),
  client: namedRef.nullable(),
  /** The order's contract (B§4 Creation wizard: one per order); a rejected one is not shown. */
  contract: z
    .object({ id: z.number(), finfluxId: z.number(), status: z.enum(contractStatuses) })
    .nullable(),
  note: z.string().nullable(),
  dateClaim: z.string().nullable(),
  lastModify: z.string(),
  createdAt: z.string(),
});
export type OrderDto = z.infer<typeof orderDto>;

/** Sortable columns; a leading "-" sorts descending. The default is the spec's (A§9). */
export const orderSortFields = [
  'step_index',
  'last_modify',
  'id',
  'order_staff',
  'order_name',
  'appointment',
  'date_claim',
] as const;
export const defaultOrderSort = 'step_index,last_modify,id,order_staff,order_name';

const repeated = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : [value].flat()),
    z.array(item).optional(),
  );

export const orderListQuery = pageQuery.extend({
  pageSize: pageSizeParam(20, 100),
  term: line().trim().max(100).optional(),
  phone: line().trim().max(20).optional(),
  status: repeated(z.enum(orderStatuses)),
  step: repeated(z.enum(orderSteps)),
  fromDate: isoDate().optional(),
  toDate: isoDate().optional(),
  /** Comma separated, or repeated (`?sort=a&sort=-b`: arrays are sent repeated, A§7). */
  sort: z
    .preprocess(
      (value) => (Array.isArray(value) ? value.join(',') : value),
      z
        .string()
        .max(200)
        .regex(
          new RegExp(`^-?(${orderSortFields.join('|')})(,-?(${orderSortFields.join('|')}))*$`),
          'sort',
        ),
    )
    .default(defaultOrderSort),
});
export type OrderListQuery = z.infer<typeof orderListQuery>;

export const orderListDto = z.object({
  items: z.array(orderDto),
  total: z.number(),
  countUnclaimed: z.number(),
  countPending: z.number(),
  countContact: z.number(),
  countQuoted: z.number(),
  countAppointment: z.number(),
});
export type OrderListDto = z.infer<typeof orderListDto>;

const money = z.number().int().min(0, 'Số không được âm').max(1_000_000_000_000);
const optionalText = (max: number) => line().trim().max(max).nullish();

/** The editable fields, shared by create (B POST /v1/orders/) and update (A PATCH /v1/orders/{id}/). */
const orderFields = {
  phone: phoneField('Số điện thoại không hợp lệ'),
  firstName: optionalText(100),
  lastName: optionalText(100),
  source: z.enum(orderSources),
  /** The asset type id (the spec calls it `asset`). */
  asset: id(),
  assetDescription: multiline().trim().min(1, 'Mục bắt buộc').max(500),
  requiredAmount: money,
  proposedAmount: money,
  referralCode: optionalText(50),
  isAtHomeSupport: z.boolean(),
  validator: id().nullish(),
  supportingValidator: id().nullish(),
  /** The district, else the city (a location id of either tree). */
  location: id().nullish(),
  address: optionalText(300),
  appointment: z.iso.datetime({ offset: true }).nullish(),
};

export const createOrderInput = z.object({
  ...orderFields,
  requiredAmount: money.default(0),
  proposedAmount: money.default(0),
  isAtHomeSupport: z.boolean().default(false),
  marketingCampaign: optionalText(100),
  /** Creating an order already claimed by its author (stage order_claimed). */
  step: z.enum(orderSteps).optional(),
  stage: z.enum(orderStages).optional(),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

export const updateOrderInput = z
  .object({
    ...orderFields,
    step: z.enum(orderSteps),
    stage: z.enum(orderStages),
    /** Ignored: the server derives the status from the stage. Accepted because the console sends it. */
    status: z.enum(orderStatuses),
  })
  .partial();
export type UpdateOrderInput = z.infer<typeof updateOrderInput>;

export const orderNoteDto = z.object({
  id: z.number(),
  orderId: z.number(),
  content: z.string(),
  createdAt: z.string(),
  createdBy: z.object({ firstName: z.string(), lastName: z.string() }),
});
export type OrderNoteDto = z.infer<typeof orderNoteDto>;

export const orderNotesQuery = z.object({
  orderId: idParam,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(-1).max(500).default(-1),
});

export const createOrderNoteInput = z.object({
  orderId: id(),
  content: multiline().trim().min(1, 'Ghi chú không được để trống').max(2000),
});

export const activityLogKeys = [
  'order_claimed',
  'order_call',
  'order_updated',
  'payment_reminder_call',
  'payment_reminder_update',
  'contract_approved',
  'contract_canceled',
] as const;

export const activityLogInput = z.object({
  key: z.enum(activityLogKeys),
  data: z.record(z.string(), z.unknown()).default({}),
});

/** The live message on the `orders` channel: which order changed and how. */
export type OrderLiveEvent = {
  orderId: number;
  action: 'created' | 'updated' | 'claimed' | 'locked' | 'unlocked' | 'noted';
};
