import { z } from 'zod';
import { assetInput } from './asset-api.ts';
import { clientInput } from './client-api.ts';
import { contractDto, contractInput, promotionDto } from './contract-api.ts';
import { id, isoDate, line, multiline } from './primitives.ts';

/**
 * Wire contracts of the creation wizard's calls (B§2, B§4 Creation wizard). Money is whole VND.
 */
const money = z
  .number({ error: 'Số tiền không hợp lệ' })
  .int('Số tiền không hợp lệ')
  .min(0, 'Số không được âm')
  .max(1_000_000_000_000);

/** The client step: an existing client (`id`, updated) or a new one (created). */
export const wizardClientInput = clientInput.extend({ id: id().nullish() });

/** The asset step with the authorization or purchase step's fields in `meta` (B§3 asset meta). */
export const wizardAssetInput = z.object({
  /** The asset category; the order's asset type's first category when omitted. */
  category: id().optional(),
  description: multiline('Vui lòng nhập mô tả').trim().min(1, 'Vui lòng nhập mô tả').max(500),
  /** What the client expects (the order's required amount). */
  expectedAmount: money.default(0),
  /** The validator's amount (the valuated, proposed amount). */
  valuatedAmount: money,
  valuator: id('Vui lòng chọn người thẩm định'),
  meta: z
    .record(line().max(50), multiline().trim().max(300).nullable())
    .default({})
    .transform((meta) =>
      Object.fromEntries(
        Object.entries(meta).filter((entry): entry is [string, string] => !!entry[1]),
      ),
    ),
});

/** The contract step (B§3 contract create payload without client, asset and order). */
export const wizardContractInput = z.object({
  product: id('Vui lòng chọn gói vay'),
  promotion: id().nullish(),
  validator: id().nullish(),
  requiredAmount: money.default(0),
  proposedAmount: money.default(0),
  approvedAmount: money.positive('Số tiền cầm phải lớn hơn 0'),
  warehousingFee: money.default(0),
  specialInterestValue: z.number().positive('Lãi suất phải lớn hơn 0'),
  submittedOn: isoDate().optional(),
  maturesDate: isoDate().optional(),
});

/**
 * The print step's first press (B§4 Creation wizard) as ONE call in ONE transaction: create the
 * client (new) or update it, update the order's asset, create the contract for the order and move
 * the order to the contract step. A second call for the same order answers the contract already
 * created (`created: false`) instead of creating another.
 */
export const createFromOrderInput = z.object({
  client: wizardClientInput,
  asset: wizardAssetInput,
  contract: wizardContractInput,
});
export type CreateFromOrderInput = z.input<typeof createFromOrderInput>;

export const createFromOrderDto = z.object({
  contract: contractDto,
  /** False when the order's contract existed already (a repeated press): nothing was written. */
  created: z.boolean(),
});
export type CreateFromOrderDto = z.infer<typeof createFromOrderDto>;

/**
 * The contract editor's save without an order (B§2 Contract editor, create): the client (new, or
 * an existing one's id), a new PENDING asset and the contract, as ONE call in ONE transaction,
 * so a refusal half-way leaves no client or asset behind.
 */
export const createWithCollateralInput = z.object({
  /** An existing client as it is (the editor does not edit it), or a new client's fields. */
  client: z.union([z.object({ id: id() }).strict(), clientInput]),
  asset: assetInput.omit({ client: true, status: true }),
  contract: contractInput.omit({ client: true, asset: true, order: true, parent: true }),
});
export type CreateWithCollateralInput = z.input<typeof createWithCollateralInput>;

/** The promotions in force (A§7 promotions), and the one the order carries, if any. */
export const promotionListDto = z.object({ items: z.array(promotionDto), total: z.number() });
export const orderPromotionDto = z.object({ promotion: promotionDto.nullable() });
