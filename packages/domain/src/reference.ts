import { z } from 'zod';
import { interestTypes } from './loan-math.ts';
import { idParam } from './primitives.ts';

export const branchDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  address: z.string(),
});
export type BranchDto = z.infer<typeof branchDto>;

export const fundTypes = ['CASH', 'BANK'] as const;
export const fundDto = z.object({
  id: z.number(),
  name: z.string(),
  type: z.enum(fundTypes),
  branchId: z.number().nullable(),
  /** An inactive fund keeps its book but is offered for no new entry (decisions/0023). */
  isActive: z.boolean(),
});

export const assetTypeDto = z.object({ id: z.number(), name: z.string(), description: z.string() });

/** A GET /v1/misc/ */
export const miscDto = z.object({
  branches: z.array(branchDto),
  funds: z.array(fundDto),
  assetTypes: z.array(assetTypeDto),
});
export type MiscDto = z.infer<typeof miscDto>;

const keyed = z.object({ id: z.number(), key: z.string(), name: z.string() });

/** The legacy 63-province tree and the current 34-province tree (DECISIONS.md, Locations). */
export const locationTrees = ['legacy', 'current'] as const;
/** A legacy commune maps onto a current one wholly or in part. */
export const locationCoverages = ['full', 'partial'] as const;

export const locationDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  parent: z.number().nullable(),
  tree: z.enum(locationTrees),
  type: z.object({ level: z.number() }),
});
export type LocationDto = z.infer<typeof locationDto>;

export const productDto = z.object({
  id: z.number(),
  productName: z.string(),
  productDesc: z.string(),
  interestType: z.enum(interestTypes),
  prepaid: z.boolean(),
  loanTerm: z.number(),
  repayEvery: z.number(),
  interestValue: z.number().nullable(),
  minInterestRate: z.number(),
  maxInterestRate: z.number(),
  commitmentDays: z.number(),
  commitmentPenaltyRate: z.number(),
});
export type ProductDto = z.infer<typeof productDto>;

export const storageDto = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  branchId: z.number(),
});

/** B GET /v2/misc/ */
export const misc2Dto = z.object({
  locations: z.array(locationDto),
  assetCategories: z.array(keyed),
  products: z.array(productDto),
  storages: z.array(storageDto),
  contractDocTypes: z.array(keyed),
  clientDocTypes: z.array(keyed),
  paymentReminderNextActions: z.array(keyed),
  paymentReminderClientAttitudes: z.array(keyed),
  paymentReminderStatuses: z.array(keyed),
});
export type Misc2Dto = z.infer<typeof misc2Dto>;

export const staffDto = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const docTypeDto = keyed;

export const cashLogCategoryDto = z.object({
  id: z.number(),
  key: z.string(),
  name: z.string(),
  direction: z.number().int(),
  parent: z.number().nullable(),
});

/** B GET /v2/locations/: the children of a location (or a tree's provinces when no parent). */
export const locationChildrenQuery = z.object({
  tree: z.enum(locationTrees).default('current'),
  parent: idParam.optional(),
});

/** The current commune(s) that replaced a legacy commune (REF-2); `partial` ones are candidates. */
export const locationEquivalentDto = z.object({
  location: locationDto,
  province: z.object({ id: z.number(), name: z.string() }).nullable(),
  coverage: z.enum(locationCoverages),
});
export type LocationEquivalentDto = z.infer<typeof locationEquivalentDto>;

/** B GET /v2/locations/{id}/: a location with its ancestors, province first, for address pickers. */
export const locationPathDto = z.object({ location: locationDto, ancestors: z.array(locationDto) });
export type LocationPathDto = z.infer<typeof locationPathDto>;
