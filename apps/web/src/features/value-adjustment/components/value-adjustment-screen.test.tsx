import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { disbursedContract, overdueContract } from '../../../testing/fixtures/contract.ts';
import { refusal, type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: the list query, the filters and the inline editor's call. The rule itself is the
// domain's checkValueAdjustment, which the server applies too (reminders.test.ts, contracts.test.ts).

const overdue = overdueContract({
  id: 8,
  finfluxId: 5008,
  mifosId: 5008,
  approvedAmount: 10_000_000,
});
const disbursed = disbursedContract({ id: 9, finfluxId: 5009, mifosId: 5009 });

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

async function openScreen(path = '/value-adjustment') {
  const api = stubApi();
  const items = [overdue, disbursed];
  api.respond(contractEndpoints.list, {
    items,
    total: items.length,
    summary: {
      pending: 0,
      approved: 0,
      disbursed: 1,
      overdue: 1,
      renewed: 0,
      repaid: 0,
      clients: 2,
    },
  });
  signInAs(['value_adjustment_access']);
  const app = renderApp(path);
  // The screen is a lazy chunk: its first load can take seconds on a busy machine.
  await screen.findByTestId('value-adjustment-screen', {}, { timeout: 20_000 });
  return { ...app, api };
}

const lastQuery = (api: StubApi) => api.calls(contractEndpoints.list).at(-1)?.query;

function editorOf(finfluxId: number) {
  const editor = screen.getByTestId(`new-price-${finfluxId}`);
  return {
    type(text: string) {
      fireEvent.change(within(editor).getByTestId('new-price-input'), { target: { value: text } });
    },
    save() {
      fireEvent.click(within(editor).getByTestId('new-price-save'));
    },
    editor,
  };
}

describe('value adjustment (REM-5)', () => {
  it('should ask for active contracts in maturity order and show the columns', async () => {
    const { api } = await openScreen();
    const row = (await screen.findByText('#5008')).closest('tr');
    expect(row?.textContent).toContain('Quá hạn');
    expect(row?.textContent).toContain('Xe máy Honda Wave');
    // The asset's fields by their B§3 labels, never the stored keys.
    expect(row?.textContent).toContain('Biển số: 29A1-12345');
    expect(row?.textContent).not.toContain('licensePlate');
    expect(row?.textContent).toContain('01/10/2026');
    expect(within(row as HTMLElement).getByTestId('days-in-storage')).toBeTruthy();
    const query = lastQuery(api);
    expect(query?.get('active')).toBe('true');
    expect(query?.get('orderBy')).toBe('maturesOn');
    expect(query?.get('pageSize')).toBe('20');
    expect(query?.get('hasValueAdjustment')).toBeNull();
  });

  it('should search on Enter and filter on the value-adjustment toggle', async () => {
    const { api, router } = await openScreen();
    const input = within(screen.getByTestId('value-adjustment-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'Hùng' } });
    expect(lastQuery(api)?.get('term')).toBeNull();
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery(api)?.get('term')).toBe('Hùng'));
    fireEvent.click(screen.getByTestId('value-adjustment-toggle'));
    await waitFor(() => expect(lastQuery(api)?.get('hasValueAdjustment')).toBe('true'));
    expect(router.state.location.search).toContain('adjusted=1');
  });

  it('should refuse an empty price and one above the approved amount without calling', async () => {
    const { api } = await openScreen();
    await screen.findByText('#5008');
    const row = editorOf(5008);
    row.save();
    expect(await within(row.editor).findByText('Mục bắt buộc')).toBeTruthy();
    row.type('10,5');
    row.save();
    expect(await within(row.editor).findByText('Giá mới lớn hơn giá cũ')).toBeTruthy();
    expect(api.calls(contractEndpoints.adjustValue)).toHaveLength(0);
  });

  it('should send approved − new price and show the answer in the row', async () => {
    const { api } = await openScreen();
    await screen.findByText('#5008');
    api.respond(
      contractEndpoints.adjustValue,
      { id: 8 },
      overdueContract({
        id: 8,
        finfluxId: 5008,
        mifosId: 5008,
        approvedAmount: 10_000_000,
        adjustedAmount: 2_500_000,
      }),
    );
    const row = editorOf(5008);
    row.type('7.5');
    row.save();
    const call = await api.expectCall(contractEndpoints.adjustValue, { id: 8 });
    expect(call.body).toEqual({ adjustedAmount: 2_500_000 });
    await waitFor(() =>
      expect(within(row.editor).getByTestId('new-price-input').getAttribute('placeholder')).toBe(
        '7.5',
      ),
    );
  });

  it('should show the server refusal', async () => {
    const { api } = await openScreen();
    await screen.findByText('#5009');
    api.respond(contractEndpoints.adjustValue, { id: 9 }, refusal(403, 'Không có quyền'));
    const row = editorOf(5009);
    row.type('5');
    row.save();
    await api.expectCall(contractEndpoints.adjustValue, { id: 9 });
    expect(await screen.findByText('Không có quyền')).toBeTruthy();
  });

  it('should show cards with the editor on a phone', async () => {
    setViewportWidth(390);
    await openScreen();
    const card = await screen.findByTestId('value-adjustment-card-5008');
    expect(within(card).getByTestId('new-price-5008')).toBeTruthy();
    expect(card.textContent).toContain('Biển số: 29A1-12345');
    expect(screen.queryByTestId('value-adjustment-table')).toBeNull();
  });
});
