import { contractStatuses } from '@pawndesk/domain/contract-states';
import { businessDate, daysBetween } from '@pawndesk/domain/dates';
import { loanTerms, outstanding, renewAmount } from '@pawndesk/domain/loan-math';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../testing/test-database.ts';
import {
  assetCategories,
  assets,
  contractFees,
  contractNotes,
  contracts,
  contractTransactions,
  contractValueAdjustments,
  products,
  promotions,
} from '../schema.ts';
import { seedDemo } from './seed-demo.ts';

let database: TestDatabase;
const now = new Date('2026-11-21T03:00:00Z');
const today = businessDate(now);

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDemo(database.db, { now });
}, 240_000);
afterAll(async () => {
  await database.close();
});

describe('seedDemo contracts', () => {
  it('should seed at least 2,000 contracts over every status, branch spread and asset type', async () => {
    const rows = await database.db.select().from(contracts);
    expect(rows.length).toBeGreaterThanOrEqual(2_000);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(contractStatuses));
    expect(new Set(rows.map((row) => row.branchId)).size).toBeGreaterThanOrEqual(8);
    const types = await database.db
      .selectDistinct({ type: assetCategories.assetTypeId })
      .from(contracts)
      .innerJoin(assets, eq(assets.id, contracts.assetId))
      .innerJoin(assetCategories, eq(assetCategories.id, assets.categoryId));
    expect(types.length).toBeGreaterThanOrEqual(5);
    const renewals = rows.filter((row) => row.parentId !== null);
    expect(renewals.length).toBeGreaterThan(100);
    const late = rows
      .filter((row) => row.status === 'OVERDUE')
      .map((row) => daysBetween(row.maturesOn, today));
    expect(Math.min(...late)).toBe(1);
    expect(Math.max(...late)).toBe(90);
    const onTime = rows
      .filter((row) => row.status === 'DISBURSED')
      .map((row) => daysBetween(row.maturesOn, today));
    expect(Math.max(...onTime)).toBe(0);
  });

  it('should give every contract the figures the domain computes and sums equal to its rows', async () => {
    const [rows, productRows, promotionRows, txRows, feeRows] = await Promise.all([
      database.db.select().from(contracts),
      database.db.select().from(products),
      database.db.select().from(promotions),
      database.db.select().from(contractTransactions),
      database.db.select().from(contractFees),
    ]);
    const productOf = new Map(productRows.map((p) => [p.id, p]));
    const promotionOf = new Map(promotionRows.map((p) => [p.id, p]));
    for (const row of rows) {
      const product = productOf.get(row.productId);
      if (!product) {
        throw new Error('product missing');
      }
      const terms = loanTerms({
        approvedAmount: row.approvedAmount,
        interestRate: row.interestRate,
        submittedOn: row.submittedOn,
        storageFee: row.storageFee,
        product,
        promotion: row.promotionId ? (promotionOf.get(row.promotionId) ?? null) : null,
        isRenewal: row.parentId !== null,
      });
      expect(row).toMatchObject({
        interestAmount: terms.interestAmount,
        roundingFee: terms.roundingFee,
        discountAmount: terms.discountAmount,
        receivedAmount: terms.receivedAmount,
        dueDate: terms.dueDate,
        maturesOn: terms.maturesOn,
      });
      const registered = txRows.filter((t) => t.contractId === row.id && t.status === 'REGISTERED');
      const sum = (items: { amount: number }[]) => items.reduce((s, t) => s + t.amount, 0);
      expect(row.repaidAmount).toBe(sum(registered.filter((t) => t.action !== 'WAIVE')));
      expect(row.waivedAmount).toBe(sum(registered.filter((t) => t.action === 'WAIVE')));
      const fees = feeRows.filter((f) => f.contractId === row.id);
      expect(row.chargedOverdueFee).toBe(sum(fees.filter((f) => f.type === 'OVERDUE')));
      expect(row.liquidationFee).toBe(sum(fees.filter((f) => f.type === 'LIQUIDIZATION')));
      const figures = { ...row, overdueFee: row.chargedOverdueFee };
      if (row.status === 'REPAID' || row.status === 'CLOSED') {
        expect(outstanding(figures), `${row.finfluxId}`).toBe(0);
      } else if (row.status === 'RENEWED') {
        expect(renewAmount(figures), `${row.finfluxId}`).toBeLessThanOrEqual(0);
      } else if (row.status === 'DISBURSED' || row.status === 'OVERDUE') {
        expect(outstanding(figures)).toBeGreaterThan(0);
      }
    }
  });

  it('should hold partial repayments, waivers, retractions, fees, adjustments and notes', async () => {
    const txRows = await database.db.select().from(contractTransactions);
    expect(txRows.some((t) => t.manual && t.action === 'REPAY' && t.status === 'REGISTERED')).toBe(
      true,
    );
    expect(txRows.some((t) => t.manual && t.action === 'WAIVE')).toBe(true);
    expect(txRows.some((t) => t.status === 'RETRACTED')).toBe(true);
    expect(txRows.some((t) => t.action === 'RENEW')).toBe(true);
    const fees = await database.db.select().from(contractFees);
    expect(new Set(fees.map((f) => f.type))).toEqual(new Set(['OVERDUE', 'LIQUIDIZATION']));
    expect((await database.db.select().from(contractValueAdjustments)).length).toBeGreaterThan(20);
    const notes = await database.db.select().from(contractNotes);
    expect(notes.length).toBeGreaterThan(2_000 * 2);
  });
});
