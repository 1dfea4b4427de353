import type { ContractDto } from '@pawndesk/domain/contract-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractWorld } from '../../../../../server/src/testing/contract-world.ts';
import { type RealServer, startRealServer } from '../../../testing/real-server.ts';
import { renderApp, resetSession } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Behaviour against the real server in-process: the counts, the pages and the status filter are
// the server's, over contracts made through its API. One server for the file, seeded once: the
// tests only read.

let server: RealServer;
let branchId: number;
let approved: ContractDto;

beforeAll(async () => {
  server = await startRealServer();
  const world = await contractWorld(server.test);
  branchId = world.branch.id;
  // 21 contracts (one more than a page): 19 pending, 2 approved, 1 of them disbursed.
  const created: ContractDto[] = [];
  for (let index = 0; index < 21; index += 1) {
    created.push(await world.create());
  }
  const [first, second] = created;
  if (!first || !second) {
    throw new Error('contracts not created');
  }
  approved = (await world.action(world.tokens.staff, first, 'approve')).data;
  await world.action(world.tokens.staff, second, 'approve');
  await world.action(world.tokens.staff, second, 'disburse', { type: 'CASH' });
});

afterAll(() => server.close());

beforeEach(async () => {
  resetSession();
  setViewportWidth(1440);
  await server.signIn(['contract_access'], { branchId });
});

function count(key: string): string {
  return screen.getByTestId(`contract-count-${key}`).querySelector('dd')?.textContent ?? '';
}

function rows(): HTMLElement[] {
  return within(screen.getByTestId('contracts-table'))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('data-row-key') !== null);
}

describe('contract list on the real server (CON-1)', () => {
  it('should count every status and the clients with an active contract, and page by 20', async () => {
    renderApp('/contracts');
    await waitFor(() => expect(count('pending')).toBe('19'));
    expect(count('approved')).toBe('1');
    expect(count('disbursed')).toBe('1');
    expect(count('overdue')).toBe('0');
    // Clients holding an active contract: only the disbursed one's.
    expect(count('clients')).toBe('1');
    await waitFor(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('should list only the chosen status', async () => {
    renderApp('/contracts?status=APPROVED');
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(rows()[0]?.textContent).toContain(`#${approved.finfluxId}`);
    expect(rows()[0]?.textContent).toContain('Đã duyệt');
  });
});
