import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { addDays, businessDate } from '@pawndesk/domain/dates';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import type { ReminderSummaryDto } from '@pawndesk/domain/reminder-api';
import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { misc2Fixture, miscFixture } from '../../../testing/fixtures/reference.ts';
import {
  dueContractFixture,
  pastDueClientFixture,
  reminderLookups,
} from '../../../testing/fixtures/reminder.ts';
import { stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

beforeEach(() => {
  resetSession();
  window.sessionStorage.clear();
  setViewportWidth(1440);
});

const group = (total: number, appointments: number, outOfReach: number, loanBalance: number) => ({
  total,
  appointments,
  outOfReach,
  keptPromises: appointments > 0 ? 1 : 0,
  brokenPromises: outOfReach,
  loanBalance,
  totalOutstandingAmount: loanBalance,
  totalPrincipalAmount: loanBalance,
  totalInterestAmount: 0,
  totalOverdueAmount: 0,
});

const summary: ReminderSummaryDto = {
  numberOfPastDueClients: 4,
  numberOfDueContracts: 9,
  numberOfRenewedContracts: 3,
  numberOfRenewedContractsWithCash: 2,
  numberOfRenewedContractsWithBank: 1,
  numberOfAppointments: 3,
  today: group(2, 1, 0, 20_000_000),
  late1Day: group(1, 0, 1, 5_000_000),
  late2To3Days: group(3, 2, 0, 45_000_000),
  late4To5Days: group(0, 0, 0, 0),
  lateOver5Days: group(3, 0, 2, 30_000_000),
};

const hung = pastDueClientFixture([dueContractFixture()]);

async function openReports() {
  const api = stubApi();
  api.respond(referenceEndpoints.misc, miscFixture({ branches: [] }));
  api.respond(referenceEndpoints.misc2, misc2Fixture(reminderLookups));
  api.respond(reminderEndpoints.summary, summary);
  api.respond(reminderEndpoints.pastDueClients, {
    items: [hung],
    total: 1,
    loanBalance: hung.loanBalance,
  });
  signInAs(['payment_reminder_access']);
  const app = renderApp('/payment-reminder/reports');
  // Generous: the first test also transforms the chart library.
  await screen.findByTestId('reminder-summary', {}, { timeout: 15_000 });
  const lastBigClientQuery = () => {
    const last = api.calls(reminderEndpoints.pastDueClients).at(-1);
    if (!last) {
      throw new Error('no big-client request');
    }
    return last.query;
  };
  return { ...app, api, lastBigClientQuery };
}

const today = () => businessDate(new Date());

describe('payment reminder reports (REM-3)', () => {
  it('should show the side counts and one group row per lateness group', {
    timeout: 20_000,
  }, async () => {
    await openReports();
    expect(screen.getByTestId('reminder-side-clients').textContent).toBe('4');
    expect(screen.getByTestId('reminder-side-due').textContent).toBe('9');
    expect(screen.getByTestId('reminder-side-renewed-bank').textContent).toBe('1');
    const row = screen.getByTestId('reminder-group-table-late2To3Days');
    expect(within(row).getByText('45')).toBeTruthy();
    // The charts come with recharts, loaded beside the summary.
    expect(await screen.findByTestId('reminder-donut')).toBeTruthy();
    expect(screen.getByTestId('reminder-bar')).toBeTruthy();
  });

  it('should list big clients of 100 millions or more, 5 a page, over the last 1000 days', async () => {
    const { lastBigClientQuery } = await openReports();
    await screen.findByTestId(`big-client-row-${hung.id}`);
    const query = lastBigClientQuery();
    expect(query.get('minTotalApprovedAmount')).toBe('100000000');
    expect(query.get('pageSize')).toBe('5');
    expect(query.get('fromDate')).toBe(addDays(today(), -1000));
    expect(query.get('toDate')).toBe(today());
  });

  it('should switch to the groups, open one as big clients of its window and come back', async () => {
    const { lastBigClientQuery } = await openReports();
    fireEvent.click(screen.getByTestId('switch-overdue-group'));
    fireEvent.click(await screen.findByTestId('overdue-group-table-late2To3Days'));
    expect((await screen.findByTestId('big-clients-group')).textContent).toBe('Trễ 2–3 ngày');
    await waitFor(() => expect(lastBigClientQuery().get('fromDate')).toBe(addDays(today(), -3)));
    expect(lastBigClientQuery().get('toDate')).toBe(addDays(today(), -2));
    expect(lastBigClientQuery().get('minTotalApprovedAmount')).toBeNull();
    fireEvent.click(screen.getByTestId('big-clients-back'));
    expect(await screen.findByTestId('overdue-group-table')).toBeTruthy();
  });

  it('should open the client details from a big client row menu', async () => {
    const { api } = await openReports();
    api.hold(clientEndpoints.detail);
    api.hold(reminderEndpoints.dueContracts);
    api.hold(reminderEndpoints.results);
    fireEvent.click(await screen.findByTestId(`big-client-menu-${hung.id}`));
    fireEvent.click(await screen.findByText('Xem chi tiết'));
    expect((await screen.findByTestId('reminder-modal-title')).textContent).toContain(hung.nameVi);
  });

  it('should replace the route when the list tab is chosen', async () => {
    const { router } = await openReports();
    fireEvent.click(screen.getByTestId('reminder-tab-list'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment-reminder'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
