import { contractDto } from './contract-api.ts';
import {
  createFromOrderDto,
  createFromOrderInput,
  createWithCollateralInput,
  orderPromotionDto,
  promotionListDto,
} from './contract-wizard-api.ts';
import { endpoint } from './endpoint.ts';

/**
 * The creation wizard's calls whose paths the documents do not show (B§7 "Creation wizard ...:
 * methods and paths not shown"), in the documents' style. The others it makes are the order,
 * product, client, contract and print calls of their areas.
 */
export const contractWizardEndpoints = {
  /** The promotions in force (active), for the contract step's promotion choice. */
  promotions: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/promotions/',
    response: promotionListDto,
  }),
  /** The promotion the order carries (null when none, or when it is no longer in force). */
  orderPromotion: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/orders/{id}/promotion/',
    response: orderPromotionDto,
  }),
  /** The print step's client + asset + contract writes in one transaction; idempotent per order. */
  createFromOrder: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/orders/{id}:create-contract/',
    body: createFromOrderInput,
    response: createFromOrderDto,
  }),
  /** The contract editor's create without an order: client + asset + contract in one transaction. */
  createWithCollateral: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v2/contracts/with-collateral/',
    body: createWithCollateralInput,
    response: contractDto,
  }),
} as const;
