import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { contractStatuses } from '@pawndesk/domain/contract-states';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { contractFixture, overdueContract } from '../../../testing/fixtures/contract.ts';
import { type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: the query the list sends and how it shows the answer. The counts and pages the real
// server computes are checked in contracts-screen.behaviour.test.tsx.

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

async function openList(path = '/contracts') {
  const api = stubApi();
  const items = [contractFixture(), overdueContract({ id: 8, finfluxId: 5008, mifosId: 5008 })];
  api.respond(contractEndpoints.list, {
    items,
    total: items.length,
    summary: {
      pending: 1,
      approved: 2,
      disbursed: 3,
      overdue: 4,
      renewed: 5,
      repaid: 6,
      clients: 7,
    },
  });
  // A row leads to the detail page, which is not under test here.
  api.hold(contractEndpoints.detailByFinflux);
  signInAs(['contract_access']);
  const app = renderApp(path);
  await screen.findByTestId('contracts-screen');
  return { ...app, api };
}

function lastQuery(api: StubApi) {
  return api.calls(contractEndpoints.list).at(-1)?.query;
}

describe('contract list (CON-1)', () => {
  it('should ask for every status from one year back and show the counts and the rows', async () => {
    const { api } = await openList();
    expect((await screen.findByTestId('contract-count-overdue')).textContent).toContain('4');
    expect(screen.getByTestId('contract-count-clients').textContent).toContain('7');
    const row = await screen.findByText('#5008');
    expect(row.closest('tr')?.textContent).toContain('Quá hạn');
    expect(row.closest('tr')?.textContent).toContain('Biển số: 29A1-12345');
    expect(row.closest('tr')?.textContent).toContain('Kho Cầu Giấy');
    const query = lastQuery(api);
    expect(query?.getAll('status')).toEqual([...contractStatuses]);
    expect(query?.get('pageSize')).toBe('20');
    const year = Number(query?.get('toDate')?.slice(0, 4));
    expect(query?.get('fromDate')?.slice(0, 4)).toBe(String(year - 1));
    expect(query?.get('fromDate')?.slice(5)).toBe(query?.get('toDate')?.slice(5));
  });

  it('should read its filters from the URL and put a search into it', async () => {
    const { api, router } = await openList(
      '/contracts?status=OVERDUE&q=wave&from=2026-01-01&to=2026-01-31',
    );
    await waitFor(() => expect(lastQuery(api)?.getAll('status')).toEqual(['OVERDUE']));
    expect(lastQuery(api)?.get('term')).toBe('wave');
    expect(lastQuery(api)?.get('fromDate')).toBe('2026-01-01');
    const input = within(screen.getByTestId('contract-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'Hùng' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(router.state.location.search).toContain('q=H%C3%B9ng'));
    expect(router.state.location.search).toContain('status=OVERDUE');
    await waitFor(() => expect(lastQuery(api)?.get('term')).toBe('Hùng'));
  });

  it('should keep the last status when the user removes it', async () => {
    const { api, router } = await openList('/contracts?status=OVERDUE');
    const filter = screen.getByTestId('contract-status-filter');
    fireEvent.mouseDown(within(filter).getByRole('combobox'));
    fireEvent.click((await screen.findAllByTitle('Quá hạn')).at(-1) as HTMLElement);
    await waitFor(() => expect(lastQuery(api)?.getAll('status')).toEqual(['OVERDUE']));
    expect(router.state.location.search).toBe('?status=OVERDUE');
    fireEvent.click((await screen.findAllByTitle('Chờ duyệt')).at(-1) as HTMLElement);
    await waitFor(() => expect(lastQuery(api)?.getAll('status')).toEqual(['OVERDUE', 'PENDING']));
  });

  it('should open the detail by finflux id on a row click', async () => {
    const { router } = await openList();
    fireEvent.click(await screen.findByText('#5007'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5007'));
  });

  it('should show cards instead of the table on a phone', async () => {
    setViewportWidth(390);
    const { router } = await openList();
    fireEvent.click(await screen.findByTestId('contract-row-5008'));
    expect(screen.queryByTestId('contracts-table')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/contracts/5008'));
  });
});
