import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { addDays, businessDate } from '@pawndesk/domain/dates';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { reminderEndpoints } from '@pawndesk/domain/reminder-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientFixture, clientNoteFixture } from '../../../testing/fixtures/client.ts';
import { misc2Fixture, miscFixture } from '../../../testing/fixtures/reference.ts';
import {
  dueContractFixture,
  pastDueClientFixture,
  reminderLookups,
  reminderResultFixture,
} from '../../../testing/fixtures/reminder.ts';
import { choose } from '../../../testing/form-helpers.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

beforeEach(() => {
  resetSession();
  window.sessionStorage.clear();
  setViewportWidth(1440);
});

const today = () => businessDate(new Date());
const first = dueContractFixture({}, today());
const second = dueContractFixture({ id: 8, finfluxId: 5008, approvedAmount: 5_000_000 }, today());
const waiting = dueContractFixture(
  { id: 9, finfluxId: 5009, asset: { ...first.asset, status: 'WAITING_TO_LIQUIDIZE' } },
  today(),
);
const client = pastDueClientFixture([first, second, waiting], {}, today());

async function openModal() {
  const api = stubApi();
  api.respond(referenceEndpoints.misc, miscFixture());
  api.respond(referenceEndpoints.misc2, misc2Fixture(reminderLookups));
  api.respond(reminderEndpoints.pastDueClients, { items: [client], total: 1, loanBalance: 0 });
  api.respond(reminderEndpoints.dueContracts, { items: [first, second, waiting], total: 3 });
  api.respond(reminderEndpoints.results, { items: [reminderResultFixture()], total: 1 });
  api.respond(
    clientEndpoints.detail,
    clientFixture({ id: client.id, secondaryPhoneNumber: '0987000111' }),
  );
  signInAs(['payment_reminder_access', 'contract_access', 'client_access']);
  renderApp('/payment-reminder');
  fireEvent.click(await screen.findByTestId(`reminder-row-${client.id}`));
  const modal = await screen.findByTestId('result-form');
  await screen.findByTestId(`due-row-${first.id}`);
  return { api, modal };
}

describe('client details modal (REM-4)', () => {
  it('should ask for due contracts to the filter end plus 4 days', async () => {
    const { api } = await openModal();
    const call = api.calls(reminderEndpoints.dueContracts, { id: client.id }).at(-1);
    expect(call?.query.get('toDate')).toBe(addDays(today(), 4));
    expect(call?.query.get('filterEnd')).toBe(today());
    expect(call?.query.get('pageSize')).toBe('-1');
    expect(screen.getByTestId('reminder-modal-title').textContent).toContain(
      `#${client.finfluxId}`,
    );
    expect(screen.getByTestId(`inactive-${waiting.id}`)).toBeTruthy();
    expect(screen.getByText('Gọi lại')).toBeTruthy();
  });

  it('should require the three pickers and save only after the confirmation', async () => {
    const { api, modal } = await openModal();
    fireEvent.click(within(modal).getByTestId('result-save'));
    expect(within(modal).getByTestId('result-statusId-error').textContent).toBe('Mục bắt buộc');
    expect(api.calls(reminderEndpoints.addResult)).toHaveLength(0);
    api.respond(reminderEndpoints.addResult, reminderResultFixture({ id: 2 }));
    await choose(modal, 'result-statusId', 'Không liên lạc được');
    await choose(modal, 'result-clientAttitudeId', 'Né tránh');
    await choose(modal, 'result-nextActionId', 'Đến nhà');
    fireEvent.click(within(modal).getByTestId('result-save'));
    expect(await screen.findAllByText('Lưu kết quả nhắc nợ này?')).not.toHaveLength(0);
    expect(api.calls(reminderEndpoints.addResult)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('result-confirm-ok'));
    const call = await api.expectCall(reminderEndpoints.addResult, { id: client.id });
    expect(call.body).toEqual({
      statusId: 2,
      clientAttitudeId: 2,
      nextActionId: 2,
      nextActionAt: null,
      paymentDate: null,
    });
    expect(await screen.findByText('Đã lưu kết quả nhắc nợ')).toBeTruthy();
  });

  it('should start a picked day at 08:00, wrap the hours and carry the minutes', async () => {
    const { api, modal } = await openModal();
    const day = within(modal).getByLabelText('Hẹn thời gian');
    fireEvent.mouseDown(day);
    fireEvent.change(day, { target: { value: '27/11/2026' } });
    fireEvent.keyDown(day, { key: 'Enter' });
    const hour = within(modal).getByLabelText<HTMLInputElement>('Giờ');
    const minute = within(modal).getByLabelText<HTMLInputElement>('Phút');
    await waitFor(() => expect([hour.value, minute.value]).toEqual(['08', '00']));
    fireEvent.change(minute, { target: { value: '59' } });
    fireEvent.keyDown(minute, { key: 'ArrowUp', code: 'ArrowUp' });
    await waitFor(() => expect([hour.value, minute.value]).toEqual(['09', '00']));
    fireEvent.change(hour, { target: { value: '23' } });
    fireEvent.keyDown(hour, { key: 'ArrowUp', code: 'ArrowUp' });
    await waitFor(() => expect([hour.value, minute.value]).toEqual(['00', '00']));
    api.respond(reminderEndpoints.addResult, reminderResultFixture({ id: 3 }));
    await choose(modal, 'result-statusId', 'Không liên lạc được');
    await choose(modal, 'result-clientAttitudeId', 'Né tránh');
    await choose(modal, 'result-nextActionId', 'Đến nhà');
    fireEvent.click(within(modal).getByTestId('result-save'));
    fireEvent.click(await screen.findByTestId('result-confirm-ok'));
    const call = await api.expectCall(reminderEndpoints.addResult, { id: client.id });
    // The day stays: 23:00 + 1 hour wraps to 00:00 of 27/11 (business time, +07:00).
    expect(call.body).toMatchObject({ nextActionAt: '2026-11-27T00:00:00+07:00' });
  });

  it('should open a contract notes under its row and expand a long note', async () => {
    const { api } = await openModal();
    const long = `Khách hẹn ${'trả tiền vào cuối tuần sau khi nhận lương, '.repeat(6)}xong.`;
    api.respond(
      contractEndpoints.notes,
      { id: first.id },
      {
        items: [clientNoteFixture({ id: 7, content: long })],
        total: 1,
      },
    );
    fireEvent.click(screen.getByTestId(`notes-toggle-${first.id}`));
    const text = await screen.findByTestId('reminder-note-text-7');
    expect(text.textContent?.endsWith('…')).toBe(true);
    expect(text.textContent?.length).toBeLessThan(long.length);
    fireEvent.click(screen.getByTestId('reminder-note-toggle-7'));
    expect(screen.getByTestId('reminder-note-text-7').textContent).toBe(long);
    expect(screen.getByTestId('reminder-note-toggle-7').textContent).toBe('Thu gọn');
    const toggle = screen.getByTestId(`notes-toggle-${first.id}`);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
  });

  it('should total the active redeem amounts, then follow the exclusive toggles', async () => {
    await openModal();
    const total = () => screen.getByTestId('payment-total').textContent;
    const millions = (vnd: number) => new Intl.NumberFormat('vi-VN').format(vnd / 1_000_000);
    expect(total()).toBe(millions(first.redeemAmount + second.redeemAmount));
    fireEvent.click(screen.getByTestId(`renew-${first.id}`));
    expect(total()).toBe(millions(first.renewAmount));
    fireEvent.click(screen.getByTestId(`finalize-${first.id}`));
    expect(total()).toBe(millions(first.redeemAmount));
    expect(screen.getByTestId<HTMLInputElement>(`renew-${first.id}`).checked).toBe(false);
  });

  it('should confirm the liquidation toggle and send it', async () => {
    const { api } = await openModal();
    api.respond(reminderEndpoints.setLiquidation, first);
    fireEvent.click(screen.getByTestId(`liquidation-${first.id}`));
    expect(await screen.findAllByText('Chuyển tài sản sang chờ thanh lý?')).not.toHaveLength(0);
    fireEvent.click(screen.getByTestId('liquidation-confirm-ok'));
    const call = await api.expectCall(reminderEndpoints.setLiquidation, { id: first.id });
    expect(call.body).toEqual({ waitingToLiquidize: true });
  });

  it('should send one bulk note for the selected contracts, and keep the text when refused', async () => {
    const { api } = await openModal();
    api.respond(contractEndpoints.addNotes, refusal(404, 'Không tìm thấy hợp đồng'));
    const send = screen.getByTestId<HTMLButtonElement>('bulk-note-send');
    const text = screen.getByTestId<HTMLTextAreaElement>('bulk-note-text');
    fireEvent.change(text, { target: { value: 'Hẹn trả thứ hai' } });
    expect(send.disabled).toBe(true);
    const table = screen.getByTestId('due-contracts-table');
    fireEvent.click(within(table).getByRole('checkbox', { name: `#${first.finfluxId}` }));
    fireEvent.click(within(table).getByRole('checkbox', { name: `#${second.finfluxId}` }));
    await waitFor(() => expect(send.disabled).toBe(false));
    fireEvent.click(send);
    const refused = await screen.findByTestId('bulk-note-outcome');
    expect(refused.textContent).toContain('Chưa ghi chú hợp đồng nào');
    expect(refused.textContent).toContain('Không tìm thấy hợp đồng');
    expect(text.value).toBe('Hẹn trả thứ hai');
    api.respond(contractEndpoints.addNotes, [clientNoteFixture(), clientNoteFixture()]);
    fireEvent.click(send);
    await waitFor(() =>
      expect(screen.getByTestId('bulk-note-outcome').textContent).toContain(
        `Đã ghi chú: ${first.finfluxId}, ${second.finfluxId}`,
      ),
    );
    expect(text.value).toBe('');
    const calls = api.calls(contractEndpoints.addNotes);
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual({
      contractIds: [first.id, second.id],
      content: 'Hẹn trả thứ hai',
    });
  });
});
