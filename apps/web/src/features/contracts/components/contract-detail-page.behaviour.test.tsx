import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { businessDate } from '@pawndesk/domain/dates';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { formatMillions } from '@pawndesk/domain/money';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type ContractWorld,
  contractWorld,
} from '../../../../../server/src/testing/contract-world.ts';
import { type RealServer, startRealServer } from '../../../testing/real-server.ts';
import { renderApp, resetSession } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Behaviour against the real server in-process: what an action changes is the server's answer,
// so "repaying lowers what is owed" and "an undo restores" hold by the real rules. One server per
// file; every test works on contracts of its own.

let server: RealServer;
let world: ContractWorld;

beforeAll(async () => {
  server = await startRealServer();
  world = await contractWorld(server.test);
});

afterAll(() => server.close());

beforeEach(async () => {
  resetSession();
  setViewportWidth(1440);
  await server.signIn(['contract_access', 'undo_contract'], { branchId: world.branch.id });
});

/** A contract approved and disbursed in cash today, through the API. */
async function disbursedContract(): Promise<ContractDto> {
  const contract = await world.create();
  await world.action(world.tokens.staff, contract, 'approve');
  await world.action(world.tokens.staff, contract, 'disburse', { type: 'CASH' });
  return (await world.get(contract)).data;
}

function figure(key: string): string {
  return screen.getByTestId(`contract-figure-${key}`).textContent ?? '';
}

const millions = (vnd: number) => formatMillions(vnd, 'vi-VN');

async function confirmPopup(button: string) {
  const popover = await waitFor(() => {
    const found = document.querySelector('.ant-popover:not(.ant-popover-hidden)');
    expect(found).toBeTruthy();
    return found as HTMLElement;
  });
  expect(within(popover).getByText('Bạn có chắc chắn?')).toBeTruthy();
  fireEvent.click(within(popover).getByRole('button', { name: button }));
}

describe('contract actions on the real server (CON-3)', () => {
  it('should approve, flash CONTRACT_STATUS_CHANGED and show the approved contract', async () => {
    const contract = await world.create();
    renderApp(`/contracts/${contract.finfluxId}`);
    fireEvent.click(await screen.findByTestId('action-approve'));
    // Asked first, naming the contract; the button says what it does.
    const ok = await screen.findByTestId('contract-confirm-ok');
    expect(screen.getAllByText(`Duyệt hợp đồng #${contract.finfluxId}?`).length).toBeGreaterThan(0);
    expect(ok.textContent).toBe('Duyệt');
    expect((await world.get(contract)).data.status).toBe('PENDING');
    fireEvent.click(ok);
    expect(await screen.findByText('Cập nhật trạng thái hợp đồng thành công')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('contract-panel').textContent).toContain('Đã duyệt'),
    );
    expect(screen.queryByTestId('action-approve')).toBeNull();
    expect(screen.getByTestId('action-disburse')).toBeTruthy();
  });

  it('should restore the pending contract when the approval is undone', async () => {
    const contract = await world.create();
    await world.action(world.tokens.staff, contract, 'approve');
    renderApp(`/contracts/${contract.finfluxId}`);
    fireEvent.click(await screen.findByTestId('action-undo-approval'));
    await confirmPopup('Hoàn tác duyệt');
    await waitFor(() =>
      expect(screen.getByTestId('contract-panel').textContent).toContain('Chờ duyệt'),
    );
    expect(screen.getByTestId('action-approve')).toBeTruthy();
    expect((await world.get(contract)).data.status).toBe('PENDING');
  });
});

describe('transactions on the real server (CON-4)', () => {
  it('should lower what is owed by a partial repayment', async () => {
    const contract = await disbursedContract();
    renderApp(`/contracts/${contract.finfluxId}?tab=transactions`);
    await waitFor(() =>
      expect(figure('outstanding')).toContain(millions(contract.totalOutstanding)),
    );
    fireEvent.click(await screen.findByTestId('add-repay-row'));
    fireEvent.change(screen.getByTestId('draft-amount'), { target: { value: '1.25' } });
    fireEvent.click(screen.getByTestId('draft-save'));
    expect(await screen.findByText('Trả nợ một phần thành công')).toBeTruthy();
    await waitFor(() =>
      expect(figure('outstanding')).toContain(millions(contract.totalOutstanding - 1_250_000)),
    );
    expect(figure('toRepay')).toContain(millions(contract.toRepay - 1_250_000));
  });

  it('should retract a repayment after ARE_YOU_SURE and owe it again', async () => {
    const contract = await disbursedContract();
    await world.pay(contract, {
      registeredOn: businessDate(new Date()),
      type: 'CASH',
      amount: 1_000_000,
      action: 'REPAY',
    });
    const [repayment] = (
      await world.call(world.tokens.staff, {
        method: 'GET',
        url: endpointUrl(contractEndpoints.transactions, { id: contract.id }),
      })
    ).json().data.items as { id: number; action: string }[];
    if (!repayment) {
      throw new Error('no transaction');
    }
    renderApp(`/contracts/${contract.finfluxId}?tab=transactions`);
    const icon = await screen.findByTestId(`transaction-retract-${repayment.id}`);
    await waitFor(() =>
      expect(figure('outstanding')).toContain(millions(contract.totalOutstanding - 1_000_000)),
    );
    fireEvent.click(icon);
    await confirmPopup('Hoàn tác giao dịch');
    await waitFor(() =>
      expect(screen.queryByTestId(`transaction-retract-${repayment.id}`)).toBeNull(),
    );
    expect(screen.getByText('Đã hoàn tác')).toBeTruthy();
    await waitFor(() =>
      expect(figure('outstanding')).toContain(millions(contract.totalOutstanding)),
    );
  });
});

describe('notes on the real server (CON-6)', () => {
  it('should add a note on Enter and show it, and not send a blank one', async () => {
    const contract = await world.create();
    renderApp(`/contracts/${contract.finfluxId}`);
    const input = await screen.findByTestId('contract-note-input');
    const pressEnter = () => {
      fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
      fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
    };
    fireEvent.change(input, { target: { value: '  ' } });
    pressEnter();
    const notePosts = () =>
      server.requests.filter(
        (request) =>
          request.method === contractEndpoints.addNote.method &&
          request.url.pathname === endpointUrl(contractEndpoints.addNote, { id: contract.id }),
      );
    expect(notePosts()).toHaveLength(0);
    fireEvent.change(input, { target: { value: 'Khách hẹn trả thứ Hai' } });
    pressEnter();
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('contract-note')
          .some((note) => note.textContent?.includes('Khách hẹn trả thứ Hai')),
      ).toBe(true),
    );
    expect(notePosts()[0]?.body).toEqual({ content: 'Khách hẹn trả thứ Hai' });
  });
});
