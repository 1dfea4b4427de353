/** The main API's per-contract reads (A§7): schedule, collateral, products and promotions. */
import type { CollateralInfoDto, RepaymentScheduleDto } from '@pawndesk/domain/contract-api';
import { repaymentSchedule as schedule } from '@pawndesk/domain/loan-math';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { listProductDtos } from '../reference/reference.service.ts';
import * as repo from './contracts.repo.ts';
import { contractNotFound } from './contracts.service.ts';

export async function repaymentSchedule(
  ctx: RequestContext,
  mifosId: number,
): Promise<RepaymentScheduleDto> {
  const view = await repo.findContractView(ctx.db, { mifosId });
  if (!view) {
    throw contractNotFound();
  }
  const { contract, product } = view;
  const periods = schedule({ ...contract, repayEvery: product.repayEvery });
  return {
    periods,
    totalPrincipal: contract.principalAmount,
    totalInterest: contract.interestAmount + contract.roundingFee,
  };
}

export async function collateralInfo(ctx: RequestContext, id: number): Promise<CollateralInfoDto> {
  const view = await repo.findCollateralView(ctx.db, id);
  if (!view) {
    throw contractNotFound();
  }
  const { asset } = view;
  return {
    assetId: asset.id,
    category: view.category,
    description: asset.description,
    meta: asset.meta,
    status: asset.status,
    originContract: view.latest,
    storageCode: view.storage?.code ?? null,
    storageName: view.storage?.name ?? null,
    expectedAmount: asset.expectedAmount,
    valuatedAmount: asset.valuatedAmount,
    liquidationAmount: null,
    valuator: view.valuator,
  };
}

export async function listProducts(ctx: RequestContext) {
  const items = await listProductDtos(ctx.db);
  return { items, total: items.length };
}

export async function getPromotion(ctx: RequestContext, id: number) {
  const row = await repo.findPromotion(ctx.db, id);
  if (!row) {
    throw new AppError('notFound', 'Không tìm thấy khuyến mãi');
  }
  return row;
}
