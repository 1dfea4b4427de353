import { addDays, businessDate } from '@pawndesk/domain/dates';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contractWorld } from '../../../../../server/src/testing/contract-world.ts';
import { choose } from '../../../testing/form-helpers.ts';
import { type RealServer, startRealServer } from '../../../testing/real-server.ts';
import { renderApp, resetSession } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// The collector's day against the real server in-process: the list is the server's past-due
// query and saving a result changes what the list and the history show.

let server: RealServer;
let clientFinfluxId = 0;
let clientId = 0;
let branchId = 0;

beforeAll(async () => {
  server = await startRealServer();
  // A 30-day loan disbursed 40 days ago: 10 days late today.
  const lentOn = addDays(businessDate(new Date()), -40);
  server.test.clock.set(`${lentOn}T02:00:00Z`);
  const world = await contractWorld(server.test);
  const contract = await world.create();
  await world.action(world.tokens.staff, contract, 'approve');
  const disbursed = await world.action(world.tokens.staff, contract, 'disburse', { type: 'CASH' });
  expect(disbursed.statusCode, disbursed.body).toBe(200);
  clientFinfluxId = disbursed.data.client.finfluxId;
  clientId = disbursed.data.client.id;
  server.test.clock.set(new Date());
  branchId = world.branch.id;
});

beforeEach(async () => {
  resetSession();
  window.sessionStorage.clear();
  setViewportWidth(1440);
  await server.signIn(['payment_reminder_access', 'contract_access', 'client_access'], {
    branchId,
  });
});

afterAll(() => server.close());

describe('payment reminder on the real server (REM-1, REM-4)', () => {
  it('should list the past-due client and save a result after the confirmation', async () => {
    renderApp('/payment-reminder');
    const row = await screen.findByTestId(`reminder-row-${clientId}`);
    expect(row.textContent).toContain(`#${clientFinfluxId}`);
    expect(row.textContent).toContain('Trễ 10 ngày');
    expect(screen.getByTestId('reminder-total').textContent).toBe('1');
    fireEvent.click(row);
    const form = await screen.findByTestId('result-form');
    await waitFor(() => expect(screen.getAllByTestId(/^due-row-/)).toHaveLength(1));
    // The server's own lookups (seedReference).
    await choose(form, 'result-statusId', 'Đã liên lạc được');
    await choose(form, 'result-clientAttitudeId', 'Hợp tác');
    await choose(form, 'result-nextActionId', 'Gọi lại');
    fireEvent.click(within(form).getByTestId('result-save'));
    await screen.findAllByText('Lưu kết quả nhắc nợ này?');
    fireEvent.click(screen.getByTestId('result-confirm-ok'));
    expect(await screen.findByText('Đã lưu kết quả nhắc nợ')).toBeTruthy();
    const history = screen.getByTestId('results-history');
    await waitFor(() => expect(within(history).getAllByTestId(/^result-\d+$/)).toHaveLength(1));
    // The list's row now carries the saved result as its last one.
    await waitFor(() =>
      expect(screen.getByTestId(`reminder-row-${clientId}`).textContent).toContain(
        'Đã liên lạc được · Hợp tác',
      ),
    );
    const saved = server.requests.filter(
      (request) =>
        request.method === 'POST' && request.url.pathname.endsWith('/payment-reminder-results/'),
    );
    expect(saved).toHaveLength(1);
  });
});
