import { businessDate } from '@pawndesk/domain/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type CashTest,
  createCashTest,
} from '../../../../../server/src/modules/cash-log/cash-log.testing.ts';
import { choose } from '../../../testing/form-helpers.ts';
import { type RealServer, startRealServer } from '../../../testing/real-server.ts';
import { renderApp, resetSession } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Behaviour against the real server in-process (the cash log's own test kit: seeded branches,
// funds and categories): what the tabs list after an entry or an approval is what the server
// booked. One server for the file; every test works on entries of its own.

let cash: CashTest;
let server: RealServer;
/** An accountant's token, issued on the server's clock (the kit's own tokens predate it). */
let accountant: string;

beforeAll(async () => {
  cash = await createCashTest();
  server = await startRealServer(cash.t);
  accountant = await server.login(['cash_log_access'], { branchId: cash.branch('HN01') });
});

afterAll(() => server.close());

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

/** A pending cash-out for Cầu Giấy (HN01), entered today by an accountant through the API. */
async function pendingEntry(amount: number): Promise<number> {
  const response = await cash.post(
    {
      direction: -1,
      registrationDate: businessDate(new Date()),
      amount,
      category: cash.category('RENT'),
      type: 'CASH',
      targetBranch: cash.branch('HN01'),
      notes: 'Tiền thuê',
    },
    accountant,
  );
  if (response.statusCode !== 200) {
    throw new Error(`entry refused: ${response.body}`);
  }
  return response.json().data.id;
}

describe('cash log on the real server (CASH-3, CASH-4)', () => {
  it('should move an approved entry from the pending tab to the list', async () => {
    const id = await pendingEntry(1_234_000);
    await server.signIn(['cash_log_access', 'head_accountant_access'], {
      branchId: cash.branch('HN01'),
    });
    renderApp('/cash-log/pending');
    fireEvent.click(await screen.findByTestId(`cash-row-menu-${id}`));
    fireEvent.click(await screen.findByText('Duyệt'));
    fireEvent.click(await screen.findByTestId('cash-confirm-ok'));
    await waitFor(() => expect(screen.queryByTestId(`cash-row-${id}`)).toBeNull());
    fireEvent.click(screen.getByTestId('cash-tab-list'));
    const entries = await screen.findByTestId('cash-entries');
    expect(await within(entries).findByTestId(`cash-row-${id}`)).toBeTruthy();
    expect(screen.getByTestId(`cash-amount-${id}`).textContent).toBe('(1.234.000)');
  });

  it('should list a new entry on the pending tab, not yet in the list', async () => {
    await server.signIn(['cash_log_access'], { branchId: cash.branch('HN01') });
    const { router } = renderApp('/cash-log');
    await screen.findByTestId('cash-entries');
    fireEvent.click(screen.getByTestId('cash-out'));
    const editor = await screen.findByTestId('cash-editor');
    await waitFor(() =>
      expect(within(editor).getByTestId('cash-editor-words').textContent).toBe('Một nghìn đồng'),
    );
    fireEvent.change(within(editor).getByTestId('cash-editor-amount'), {
      target: { value: '2.468.000' },
    });
    await choose(editor, 'cash-editor-category', 'Chi khác');
    await within(editor).findByTestId('cash-editor-sub-category');
    await choose(editor, 'cash-editor-sub-category', 'Tiền thuê mặt bằng');
    fireEvent.click(screen.getByTestId('cash-editor-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash-log/pending'));
    const pending = await screen.findByTestId('cash-pending');
    await waitFor(() => expect(pending.textContent).toContain('2.468.000'));
    fireEvent.click(screen.getByTestId('cash-tab-list'));
    const entries = await screen.findByTestId('cash-entries');
    await waitFor(() => expect(entries.textContent).not.toContain('2.468.000'));
  });
});
