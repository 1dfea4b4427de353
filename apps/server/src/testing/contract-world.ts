import type { ContractDto, ContractInput } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { funds, products } from '../db/schema.ts';
import { seedReference } from '../db/seed/seed-reference.ts';
import { buildAsset, buildBranch, buildClient, buildUser } from './factories.ts';
import type { TestApp } from './test-app.ts';
import { urlOf } from './url-of.ts';

export type ContractWorld = Awaited<ReturnType<typeof contractWorld>>;

/** The `finflux-{id}:verb` status actions, by the verb in their path. */
const verbEndpoints = {
  approve: contractEndpoints.approve,
  reject: contractEndpoints.reject,
  disburse: contractEndpoints.disburse,
  'undo-approval': contractEndpoints.undoApproval,
  'undo-disbursal': contractEndpoints.undoDisbursal,
  'undo-repayment': contractEndpoints.undoRepayment,
  'undo-renewal': contractEndpoints.undoRenewal,
  repay: contractEndpoints.repay,
  renew: contractEndpoints.renew,
};
export type ContractVerb = keyof typeof verbEndpoints;

/**
 * Reference data, a branch with its cash fund (a lending branch books its payments there,
 * decisions/0011; BANK goes to the seeded company-wide bank fund), and signed-in staff: `staff` (contract_access), `undoer` (also
 * undo_contract), `superuser`, `outsider` (no permission). `create` makes a PENDING contract
 * through the API on a fresh client and asset.
 */
export async function contractWorld(t: TestApp) {
  const db = t.database.db;
  await seedReference(db);
  const branch = await buildBranch(db);
  const [cashFund] = await db
    .insert(funds)
    .values({ name: `Quỹ tiền mặt ${branch.name}`, type: 'CASH', branchId: branch.id })
    .returning();
  if (!cashFund) {
    throw new Error('fund not inserted');
  }
  const login = async (options: Parameters<typeof buildUser>[1]) =>
    (await t.login(await buildUser(db, options))).accessToken;
  const tokens = {
    staff: await login({ branchIds: [branch.id], permissions: ['contract_access'] }),
    undoer: await login({
      branchIds: [branch.id],
      permissions: ['contract_access', 'undo_contract'],
    }),
    superuser: await login({ branchIds: [branch.id], isSuperuser: true }),
    outsider: await login({ branchIds: [branch.id] }),
  };
  const productRows = await db.select().from(products);
  const product = (name: string) => {
    const row = productRows.find((p) => p.productName === name);
    if (!row) {
      throw new Error(`no product ${name}`);
    }
    return row;
  };

  async function call(
    token: string,
    options: InjectOptions,
  ): Promise<LightMyRequestResponse & { data: ContractDto }> {
    const response = await t.as(token, options);
    return Object.assign(response, { data: response.json().data as ContractDto });
  }

  async function create(overrides: Partial<ContractInput> = {}, token = tokens.staff) {
    const client = await buildClient(db);
    const asset = await buildAsset(db, { clientId: client.id });
    const response = await call(token, {
      method: 'POST',
      url: urlOf(contractEndpoints.create),
      payload: {
        client: client.id,
        asset: asset.id,
        product: product('Trả sau 30 ngày').id,
        approvedAmount: 10_000_000,
        specialInterestValue: 5,
        ...overrides,
      },
    });
    if (response.statusCode !== 200) {
      throw new Error(`create failed ${response.statusCode} ${response.body}`);
    }
    return response.data;
  }

  /** POST `finflux-{id}:verb`. */
  const action = (token: string, contract: ContractDto, verb: ContractVerb, payload?: object) =>
    call(token, {
      method: 'POST',
      url: urlOf(verbEndpoints[verb], { id: contract.finfluxId }),
      ...(payload ? { payload } : {}),
    });

  const get = (contract: ContractDto, token = tokens.staff) =>
    call(token, {
      method: 'GET',
      url: urlOf(contractEndpoints.detailByFinflux, { id: contract.finfluxId }),
    });

  const pay = (contract: ContractDto, payload: object, token = tokens.staff) =>
    call(token, {
      method: 'POST',
      url: urlOf(contractEndpoints.addTransaction, { id: contract.id }),
      payload,
    });

  /** A disbursed contract of `clientId` on a new asset valued at the approved amount. */
  async function lend(clientId: number, approvedAmount: number) {
    const asset = await buildAsset(db, {
      clientId,
      valuatedAmount: approvedAmount,
      expectedAmount: approvedAmount,
    });
    const created = await create({ client: clientId, asset: asset.id, approvedAmount });
    await action(tokens.staff, created, 'approve');
    const disbursed = await action(tokens.staff, created, 'disburse');
    if (disbursed.statusCode !== 200) {
      throw new Error(`disburse failed ${disbursed.statusCode} ${disbursed.body}`);
    }
    return disbursed.data;
  }

  return { db, branch, cashFund, tokens, product, create, action, get, pay, call, lend };
}
