import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import type { SettlementDto } from '@pawndesk/domain/settlement-api';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clients, contracts } from '../../db/schema.ts';
import { type PrintJob, renderPdf } from '../../lib/pdf.ts';
import { type ContractWorld, contractWorld } from '../../testing/contract-world.ts';
import { settlementWorld } from '../../testing/settlement-world.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { urlOf } from '../../testing/url-of.ts';

let t: TestApp;
let w: ContractWorld;
let s: ReturnType<typeof settlementWorld>;
/** Every render's kind, and what a test does while a render runs. */
const renders: PrintJob['kind'][] = [];
let whileRendering: ((job: PrintJob) => Promise<void>) | null = null;

beforeAll(async () => {
  t = await createTestApp({
    renderPdf: async (job) => {
      renders.push(job.kind);
      await whileRendering?.(job);
      return renderPdf(job);
    },
  });
  w = await contractWorld(t);
  s = settlementWorld(t, w);
});
afterEach(() => {
  renders.length = 0;
  whileRendering = null;
});
afterAll(async () => {
  await t?.close();
});

/**
 * Locks the contract's row in a transaction of its own, without waiting: refused when another
 * transaction holds it (PostgreSQL), or never answered while one holds the single engine (PGlite),
 * which the time limit turns into a failure instead of a hung test.
 */
async function lockFree(contractId: number): Promise<string> {
  const locked = t.database.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: contracts.status })
      .from(contracts)
      .where(eq(contracts.id, contractId))
      .for('update', { noWait: true });
    return row?.status ?? 'missing';
  });
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('the render waited on a transaction')), 5_000);
  });
  try {
    return await Promise.race([locked, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

describe('printing actions render before their transaction', () => {
  it('should render the redeem bill while the contract is unlocked and file that very render', async () => {
    const contract = await s.disbursed();
    const seen: string[] = [];
    whileRendering = async () => {
      seen.push(await lockFree(contract.id));
    };
    const response = await s.post(w.tokens.staff, contract, 'redeem', {
      submissionDate: '2026-11-21',
      paymentMethod: 'CASH',
    });
    expect(response.statusCode, response.body).toBe(200);
    // One render, made while the contract was still disbursed and free: the one filed.
    expect(renders).toEqual(['REDEEM_BILL']);
    expect(seen).toEqual(['DISBURSED']);
    const { contract: closed, document } = response.json<{ data: SettlementDto }>().data;
    expect(closed.status).toBe('CLOSED');
    expect((await s.pdfOf(document)).pages[0]).toContain('TỔNG TIỀN THANH TOÁN 10.550.000 đ');
  });

  it('should render the receipt again under the lock when the contract changed after the first render', async () => {
    const contract = await s.disbursed();
    whileRendering = async () => {
      // Only the first render: the client's name changes between it and the transaction.
      whileRendering = null;
      await t.database.db
        .update(clients)
        .set({ lastName: 'Phạm', firstName: 'Thị Đổi' })
        .where(eq(clients.id, contract.client.id));
    };
    const response = await s.post(w.tokens.staff, contract, 'settle', {
      mode: 'REPAYMENT',
      repaidOn: '2026-11-21',
      payments: [{ type: 'CASH', amount: 10_550_000, transactionDate: '2026-11-21' }],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(renders).toEqual(['REPAYMENT_RECEIPT', 'REPAYMENT_RECEIPT']);
    const page = (await s.pdfOf(response.json<{ data: SettlementDto }>().data.document)).pages[0];
    expect(page).toContain('Phạm Thị Đổi');
    expect(page).not.toContain('Trần Thị Lan');
  });

  it('should render nothing for a refused action', async () => {
    const pending = await w.create({ submittedOn: '2026-11-12', maturesDate: '2026-11-18' });
    const response = await s.post(w.tokens.staff, pending, 'redeem', {
      submissionDate: '2026-11-21',
      paymentMethod: 'CASH',
    });
    expect([response.statusCode, response.json().error.code]).toEqual([
      409,
      errorCodes.redeemError,
    ]);
    expect(renders).toEqual([]);
  });

  it('should render a reprint of the mortgage contract while the contract is unlocked', async () => {
    const contract = await s.disbursed();
    const seen: string[] = [];
    whileRendering = async () => {
      seen.push(await lockFree(contract.id));
    };
    const response = await t.as(w.tokens.staff, {
      method: 'POST',
      url: urlOf(contractEndpoints.print, { id: contract.finfluxId }),
      payload: { kind: 'MORTGAGE_CONTRACT' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect([renders, seen]).toEqual([['MORTGAGE_CONTRACT'], ['DISBURSED']]);
  });
});
