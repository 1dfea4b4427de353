import { z } from 'zod';
import { idList } from './api.ts';
import { assetStatuses } from './asset-rules.ts';
import { id, isoDate, line, multiline, pageParam, pageSizeParam } from './primitives.ts';

/**
 * Wire contracts of the Assets calls (B§7 Assets, A§7 Orders asset order). Money is whole VND,
 * dates YYYY-MM-DD, instants ISO strings.
 */
const keyed = z.object({ id: z.number(), key: z.string(), name: z.string() });
const staffRef = z.object({
  id: z.number(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});

export const assetDto = z.object({
  id: z.number(),
  /** "TS-000123". */
  code: z.string(),
  description: z.string(),
  /** Free key/value; the keys the dialog edits are `assetMetaFields` (asset-rules.ts). */
  meta: z.record(z.string(), z.string()),
  status: z.enum(assetStatuses),
  category: keyed,
  storage: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  branch: z.object({ id: z.number(), name: z.string() }).nullable(),
  /** `id` is the client id; client-detail links use `finfluxId`. */
  client: z.object({ id: z.number(), name: z.string(), finfluxId: z.number() }).nullable(),
  /** Finflux ids of the asset's contracts, latest last. */
  contracts: z.array(z.number()),
  expectedAmount: z.number(),
  valuatedAmount: z.number(),
  valuator: staffRef.nullable(),
  storedOn: z.string().nullable(),
  createdAt: z.string(),
  modifiedAt: z.string(),
  /** Set when the status becomes LIQUIDIZED (the card shows it then). */
  liquidizedOn: z.string().nullable(),
  /** Set when the status becomes RELEASED. */
  releasedOn: z.string().nullable(),
  /** The asset order (A§7 Orders) that created it, if any. */
  orderId: z.number().nullable(),
  fullDescriptionVi: z.string(),
});
export type AssetDto = z.infer<typeof assetDto>;

/** B GET /v2/assets/: newest first (createdAt, id). */
export const assetListQuery = z.object({
  /** Code ("TS-000123", "123") or description/meta words, accents ignored. */
  term: line().trim().max(100).optional(),
  page: pageParam,
  pageSize: pageSizeParam(30, 100),
  branch: idList,
  /** Inclusive, on createdAt (business-time day). */
  fromDate: isoDate().optional(),
  toDate: isoDate().optional(),
});
export type AssetListQuery = z.infer<typeof assetListQuery>;

export const assetListDto = z.object({ items: z.array(assetDto), total: z.number() });
export type AssetListDto = z.infer<typeof assetListDto>;

const money = z
  .number({ error: 'Số tiền không hợp lệ' })
  .int('Số tiền không hợp lệ')
  .min(0, 'Số không được âm')
  .max(1_000_000_000_000);
const metaInput = z
  .record(line().max(50), multiline().trim().max(300).nullable())
  .default({})
  .transform((meta) =>
    Object.fromEntries(
      Object.entries(meta).filter((entry): entry is [string, string] => !!entry[1]),
    ),
  );

/**
 * B POST /v2/assets/ and PUT /v2/assets/{id}/ (the list's edit dialog). Required: category,
 * valuatedAmount, valuator, description, and the storage for a stored status (B§5,
 * `assetRequiredFieldsFor`). The server keeps only the meta fields the category shows
 * (`assetFieldsFor`). The branch is the storage's (without one, it stays as it was). Changing status to LIQUIDIZED or
 * RELEASED stamps liquidizedOn/releasedOn with the business date, IN_STORAGE stamps storedOn once.
 */
export const assetInput = z.object({
  category: id('Vui lòng chọn loại tài sản'),
  /** Required while the asset is stored (IN_STORAGE, WAITING_TO_LIQUIDIZE; the server checks). */
  storage: id('Vui lòng chọn kho').nullish(),
  valuatedAmount: money,
  valuator: id('Vui lòng chọn người định giá'),
  description: multiline('Vui lòng nhập mô tả').trim().min(1, 'Vui lòng nhập mô tả').max(500),
  expectedAmount: money.default(0),
  meta: metaInput,
  /** Defaults to PENDING on create and to the current status on update. */
  status: z.enum(assetStatuses).optional(),
  /** The owning client's id. */
  client: id().nullish(),
});
export type AssetInput = z.input<typeof assetInput>;
export type AssetInputParsed = z.infer<typeof assetInput>;

/**
 * The asset order (A§7 Orders): B POST /v1/assets/ creates a PENDING asset for an order, PATCH
 * /v1/assets/{id}/ updates it. `asset` is the ASSET TYPE id (as the order's `asset`); the asset's
 * category is `category` when given (it must belong to that type), else the type's first category.
 * The answer is the assetDto.
 */
export const assetOrderInput = z.object({
  /** The order id; required on create, ignored on update. */
  order: id().optional(),
  asset: id('Vui lòng chọn loại tài sản'),
  category: id().optional(),
  description: multiline('Vui lòng nhập mô tả').trim().min(1, 'Vui lòng nhập mô tả').max(500),
  meta: metaInput,
});
export type AssetOrderInput = z.input<typeof assetOrderInput>;
