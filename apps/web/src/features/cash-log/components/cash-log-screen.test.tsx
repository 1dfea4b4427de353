import type { CashClosureDto, CashLogDto } from '@pawndesk/domain/cash-log-api';
import { cashLogEndpoints } from '@pawndesk/domain/cash-log-endpoints';
import { businessDate } from '@pawndesk/domain/dates';
import type { Endpoint } from '@pawndesk/domain/endpoint';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type CashViewer,
  cashBranches,
  cashCategories,
  cashEntryFixture,
  cashFunds,
  cashSummaryFixture,
  closureFixture,
} from '../../../testing/fixtures/cash-log.ts';
import { miscFixture } from '../../../testing/fixtures/reference.ts';
import { choose, openSelect, optionOf } from '../../../testing/form-helpers.ts';
import { refusal, type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

const head = ['cash_log_access', 'head_accountant_access'];
const accountant = ['cash_log_access'];
const asHead: CashViewer = { isHead: true };
const asAccountant: CashViewer = { isHead: false };

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

type CashAnswers = {
  /** The list tab's pages, from page 1 (default: one entry). */
  pages?: CashLogDto[][];
  pending?: CashLogDto[];
  /** The closures on the last day of the previous month (default: one per fund). */
  monthEnd?: CashClosureDto[];
};

/** The cash log's calls, answered as the server would answer `viewer`. */
function serveCashLog(viewer: CashViewer, answers: CashAnswers = {}): StubApi {
  const api = stubApi();
  const pages = answers.pages ?? [[cashEntryFixture({}, viewer)]];
  const total = pages.reduce((sum, page) => sum + page.length, 0);
  const pending = answers.pending ?? [];
  const monthEnd =
    answers.monthEnd ??
    cashFunds.map((fund, index) =>
      closureFixture({ id: 100 + index, fund: { id: fund.id, name: fund.name, type: fund.type } }),
    );
  const closures = [closureFixture()];
  api.respond(referenceEndpoints.misc, miscFixture({ branches: cashBranches, funds: cashFunds }));
  api.respond(referenceEndpoints.cashLogCategories, { items: cashCategories });
  api.respond(cashLogEndpoints.list, (call) => ({
    items: pages[Number(call.query.get('page') ?? 1) - 1] ?? [],
    total,
  }));
  api.respond(cashLogEndpoints.pending, { items: pending, total: pending.length });
  api.respond(cashLogEndpoints.summary, cashSummaryFixture(viewer));
  // The month-end check asks for one day's closures; the closures tab for a page of them.
  api.respond(cashLogEndpoints.closures, (call) =>
    call.query.get('fromDate')
      ? { items: monthEnd, total: monthEnd.length }
      : { items: closures, total: closures.length },
  );
  api.respond(cashLogEndpoints.create, cashEntryFixture({ id: 900, status: 'pending' }, viewer));
  return api;
}

function lastQuery(api: StubApi, endpoint: Endpoint): URLSearchParams {
  const last = api.calls(endpoint).at(-1);
  if (!last) {
    throw new Error(`no request to ${endpoint.path}`);
  }
  return last.query;
}

function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

function headerTexts(container: HTMLElement): string[] {
  return [...container.querySelectorAll('th')].map((cell) => cell.textContent ?? '');
}

describe('cash log tabs and list (CASH-1, CASH-2)', () => {
  it('should replace the route when the tab changes', async () => {
    serveCashLog(asAccountant);
    signInAs(accountant);
    const { router } = renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    fireEvent.click(screen.getByTestId('cash-tab-pending'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash-log/pending'));
    expect(router.state.historyAction).toBe('REPLACE');
    fireEvent.click(screen.getByTestId('cash-tab-closures'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash-log/closures'));
    expect(await screen.findByTestId('closure-row-1')).toBeTruthy();
  });

  it('should show the bank balance card and balance columns to head accountants only', async () => {
    serveCashLog(asHead);
    signInAs(head);
    const { unmount } = renderApp('/cash-log');
    const entries = await screen.findByTestId('cash-entries');
    await within(entries).findByTestId('cash-row-1');
    expect(screen.getByTestId('cash-summary-bank')).toBeTruthy();
    expect(headerTexts(entries)).toEqual(
      expect.arrayContaining(['Tồn quỹ tiền mặt', 'Tồn quỹ ngân hàng']),
    );
    expect(screen.getByTestId('cash-amount-1').textContent).toBe('(1.500.000)');
    expect(entries.textContent).toContain('448.500.000');
    unmount();

    resetSession();
    serveCashLog(asAccountant);
    signInAs(accountant);
    renderApp('/cash-log');
    const plain = await screen.findByTestId('cash-entries');
    await within(plain).findByTestId('cash-row-1');
    expect(screen.queryByTestId('cash-summary-bank')).toBeNull();
    expect(headerTexts(plain)).not.toContain('Tồn quỹ tiền mặt');
  });

  it('should hide the balance columns on the pending tab, which pages by 20', async () => {
    const api = serveCashLog(asHead, {
      pending: [cashEntryFixture({ id: 7, status: 'pending' }, asHead)],
    });
    signInAs(head);
    renderApp('/cash-log/pending');
    const table = await screen.findByTestId('cash-pending');
    await within(table).findByTestId('cash-row-7');
    expect(headerTexts(table)).not.toContain('Tồn quỹ tiền mặt');
    expect(lastQuery(api, cashLogEndpoints.pending).get('pageSize')).toBe('20');
  });

  it('should ask 200 a page from the first of the month, and search on Enter and clear', async () => {
    const api = serveCashLog(asAccountant);
    signInAs(accountant);
    renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    const query = lastQuery(api, cashLogEndpoints.list);
    expect(query.get('pageSize')).toBe('200');
    expect(query.get('fromDate')).toMatch(/^\d{4}-\d{2}-01$/);
    const input = within(screen.getByTestId('cash-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: '778899' } });
    pressEnter(input);
    await waitFor(() => expect(lastQuery(api, cashLogEndpoints.list).get('search')).toBe('778899'));
    expect(lastQuery(api, cashLogEndpoints.summary).get('search')).toBe('778899');
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(lastQuery(api, cashLogEndpoints.list).get('search')).toBeNull());
  });

  it('should draw older rows, then load the next page of 200, when scrolled near the top', async () => {
    const rows = Array.from({ length: 300 }, (_, index) =>
      cashEntryFixture({ id: 1000 - index }, asAccountant),
    );
    const api = serveCashLog(asAccountant, { pages: [rows.slice(0, 200), rows.slice(200)] });
    signInAs(accountant);
    renderApp('/cash-log');
    const entries = await screen.findByTestId('cash-entries');
    // The newest 50 of the first page; the oldest of them at the top.
    await waitFor(() => expect(entries.dataset.rows).toBe('50'));
    expect(screen.getByTestId('cash-row-1000')).toBeTruthy();
    expect(screen.queryByTestId('cash-row-850')).toBeNull();
    const body = entries.querySelector('.ant-table-body');
    if (!(body instanceof HTMLElement)) {
      throw new Error('no table body');
    }
    const scrollToTop = () => {
      body.scrollTop = 0;
      fireEvent.scroll(body);
    };
    for (const drawn of ['100', '150', '200']) {
      scrollToTop();
      await waitFor(() => expect(entries.dataset.rows).toBe(drawn));
    }
    expect(screen.getByTestId('cash-row-801')).toBeTruthy();
    expect(api.calls(cashLogEndpoints.list)).toHaveLength(1);
    scrollToTop();
    await waitFor(() => expect(entries.dataset.rows).toBe('250'));
    expect(lastQuery(api, cashLogEndpoints.list).get('page')).toBe('2');
    scrollToTop();
    await waitFor(() => expect(entries.dataset.rows).toBe('300'));
  });
});

describe('filter box (CASH-6)', () => {
  it('should refuse a ceiling below the floor with the spec message', async () => {
    serveCashLog(asAccountant);
    signInAs(accountant);
    renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    fireEvent.click(screen.getByTestId('cash-filter'));
    const box = await screen.findByTestId('cash-filter-box');
    fireEvent.change(within(box).getByLabelText('Số sàn'), { target: { value: '5000' } });
    fireEvent.change(within(box).getByLabelText('Số trần'), { target: { value: '1000' } });
    fireEvent.click(screen.getByText('Áp dụng'));
    expect(await within(box).findByText('Số trần nhỏ hơn số sàn')).toBeTruthy();
  });

  it('should show categories as "direction | category" and send the chosen subset', async () => {
    const api = serveCashLog(asAccountant);
    signInAs(accountant);
    renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    fireEvent.click(screen.getByTestId('cash-filter'));
    const modal = await screen.findByTestId('cash-filter-box');
    await openSelect(modal, 'cash-filter-directions');
    // Untick "Thu": only outflows stay.
    fireEvent.click(optionOf('Thu'));
    await openSelect(modal, 'cash-filter-categories');
    expect(screen.getAllByTitle('Chi | Chi khác / Tiền thuê mặt bằng').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByText('Áp dụng'));
    await waitFor(() =>
      expect(lastQuery(api, cashLogEndpoints.list).getAll('directions')).toEqual(['-1']),
    );
  });
});

describe('editor side panel (CASH-3)', () => {
  it('should preselect the own branch, leave out LVL and GD, spell the amount, and go to pending on success', async () => {
    const api = serveCashLog(asAccountant);
    signInAs(accountant);
    const { router } = renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    fireEvent.click(screen.getByTestId('cash-out'));
    const editor = await screen.findByTestId('cash-editor');
    expect(within(editor).queryByTestId('cash-editor-fund')).toBeNull();
    // The default amount is set once the form mounts.
    await waitFor(() =>
      expect(within(editor).getByTestId('cash-editor-words').textContent).toBe('Một nghìn đồng'),
    );
    await openSelect(editor, 'cash-editor-branch');
    expect(screen.queryByTitle('LVL – Kho thanh lý')).toBeNull();
    expect(screen.queryByTitle('GD – Ban giám đốc')).toBeNull();
    fireEvent.change(within(editor).getByTestId('cash-editor-amount'), {
      target: { value: '1.250.000' },
    });
    await waitFor(() =>
      expect(within(editor).getByTestId('cash-editor-words').textContent).toBe(
        'Một triệu hai trăm năm mươi nghìn đồng',
      ),
    );
    await choose(editor, 'cash-editor-category', 'Chi khác');
    await within(editor).findByTestId('cash-editor-sub-category');
    await choose(editor, 'cash-editor-sub-category', 'Tiền thuê mặt bằng');
    fireEvent.click(screen.getByTestId('cash-editor-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash-log/pending'));
    const [post] = api.calls(cashLogEndpoints.create);
    expect(post?.body).toMatchObject({
      direction: -1,
      amount: 1_250_000,
      category: 7,
      type: 'CASH',
      targetBranch: 2,
    });
  });

  it('should clear the sub-category when the category changes and require contract ids by category', async () => {
    serveCashLog(asAccountant);
    signInAs(accountant);
    renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    fireEvent.click(screen.getByTestId('cash-in'));
    const editor = await screen.findByTestId('cash-editor');
    await choose(editor, 'cash-editor-category', 'Thu tiền bán tài sản thanh lý');
    expect(await within(editor).findByTestId('cash-editor-contract')).toBeTruthy();
    await within(editor).findByTestId('cash-editor-sub-category');
    await choose(editor, 'cash-editor-sub-category', 'Gia hạn hợp đồng');
    expect(await within(editor).findByTestId('cash-editor-renew-contract')).toBeTruthy();
    await choose(editor, 'cash-editor-category', 'Thu nợ gốc, lãi');
    await waitFor(() =>
      expect(within(editor).queryByTestId('cash-editor-renew-contract')).toBeNull(),
    );
    expect(within(editor).queryByTestId('cash-editor-sub-category')).toBeNull();
    fireEvent.click(screen.getByTestId('cash-editor-ok'));
    expect(await within(editor).findByText('Vui lòng nhập mã hợp đồng')).toBeTruthy();
  });

  it('should let a head accountant pick the fund, which sets the type, and show a 7003 refusal', async () => {
    const api = serveCashLog(asHead);
    api.respond(
      cashLogEndpoints.create,
      refusal(400, 'Ngày ghi sổ phải sau ngày chốt quỹ gần nhất (31/10/2026)', 7003),
    );
    signInAs(head);
    const { router } = renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    fireEvent.click(screen.getByTestId('cash-out'));
    const editor = await screen.findByTestId('cash-editor');
    await choose(editor, 'cash-editor-fund', 'Vietcombank – TK công ty');
    await waitFor(() =>
      expect(within(editor).getByTestId('cash-editor-type').textContent).toContain('Ngân hàng'),
    );
    await choose(editor, 'cash-editor-category', 'Chi khác');
    await within(editor).findByTestId('cash-editor-sub-category');
    await choose(editor, 'cash-editor-sub-category', 'Tiền thuê mặt bằng');
    fireEvent.click(screen.getByTestId('cash-editor-ok'));
    expect((await within(editor).findByTestId('cash-editor-error')).textContent).toContain(
      '31/10/2026',
    );
    expect(router.state.location.pathname).toBe('/cash-log');
    expect(api.calls(cashLogEndpoints.create)[0]?.body).toMatchObject({
      fund: 12,
      type: 'BANK',
    });
  });
});

describe('inactive funds and the history link (issue 19)', () => {
  it('should not offer a head accountant a fund that was deactivated', async () => {
    const api = serveCashLog(asHead);
    api.respond(
      referenceEndpoints.misc,
      miscFixture({
        branches: cashBranches,
        funds: [
          ...cashFunds,
          { id: 13, name: 'TK ACB đã đóng', type: 'BANK', branchId: 4, isActive: false },
        ],
      }),
    );
    signInAs(head);
    renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    fireEvent.click(screen.getByTestId('cash-out'));
    const editor = await screen.findByTestId('cash-editor');
    await openSelect(editor, 'cash-editor-fund');
    expect(optionOf('Vietcombank – TK công ty')).toBeTruthy();
    expect(screen.queryAllByTitle('TK ACB đã đóng')).toHaveLength(0);
  });

  it("should link an entry's history for those who may read the audit trail", async () => {
    serveCashLog(asAccountant, { pages: [[cashEntryFixture({ id: 5 }, asAccountant)]] });
    signInAs([...accountant, 'staff_admin']);
    renderApp('/cash-log');
    fireEvent.click(await screen.findByTestId('cash-row-menu-5'));
    fireEvent.click(await screen.findByText('Sửa / huỷ phiếu'));
    const editor = await screen.findByTestId('cash-editor');
    const link = await within(editor).findByTestId('history-link');
    expect(link.getAttribute('href')).toBe('/audit?entity=cash_log&entityId=5');
  });

  it('should show no history link without the audit permission', async () => {
    serveCashLog(asAccountant, { pages: [[cashEntryFixture({ id: 5 }, asAccountant)]] });
    signInAs(accountant);
    renderApp('/cash-log');
    fireEvent.click(await screen.findByTestId('cash-row-menu-5'));
    fireEvent.click(await screen.findByText('Sửa / huỷ phiếu'));
    const editor = await screen.findByTestId('cash-editor');
    expect(editor.textContent).toContain('#5');
    expect(within(editor).queryByTestId('history-link')).toBeNull();
  });
});

describe('payments the contracts already wrote (decisions/0011)', () => {
  it("should list the contract's automatic entries, warn on the one typed again and show the 7009 refusal", async () => {
    const today = businessDate(new Date());
    const api = serveCashLog(asAccountant);
    const automatic = cashEntryFixture({
      id: 42,
      direction: 1,
      amount: 3_000_000,
      category: { id: 1, parent: null },
      registrationDate: today,
      mifosLoanId: 100_001,
      status: 'pending',
      origin: 'CONTRACT_PAYMENT',
      contractTransactionId: 9,
    });
    api.respond(cashLogEndpoints.contractPayments, (call) =>
      call.query.get('mifosLoanId') === '100001'
        ? { items: [automatic], total: 1 }
        : { items: [], total: 0 },
    );
    api.respond(
      cashLogEndpoints.create,
      refusal(409, 'Khoản này đã được ghi tự động từ hợp đồng số 100001: phiếu #42', 7009),
    );
    signInAs(accountant);
    const { router } = renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    fireEvent.click(screen.getByTestId('cash-in'));
    const editor = await screen.findByTestId('cash-editor');
    await choose(editor, 'cash-editor-category', 'Thu nợ gốc, lãi');
    fireEvent.change(await within(editor).findByTestId('cash-editor-contract'), {
      target: { value: '100001' },
    });
    // Another amount: the entries are listed for information.
    const notice = await within(editor).findByTestId('cash-editor-contract-payments');
    expect(notice.textContent).toContain('đã có 1 phiếu ghi tự động');
    expect(within(notice).getByTestId('cash-editor-contract-payment-42').textContent).toContain(
      '3.000.000',
    );
    // The same amount on the same day: the warning names the entry.
    fireEvent.change(within(editor).getByTestId('cash-editor-amount'), {
      target: { value: '3.000.000' },
    });
    await waitFor(() =>
      expect(within(editor).getByTestId('cash-editor-contract-payments').textContent).toContain(
        'Khoản này đã được ghi tự động (phiếu #42)',
      ),
    );
    fireEvent.click(screen.getByTestId('cash-editor-ok'));
    expect((await within(editor).findByTestId('cash-editor-error')).textContent).toContain(
      'phiếu #42',
    );
    expect(router.state.location.pathname).toBe('/cash-log');
    expect(api.calls(cashLogEndpoints.create)[0]?.body).toMatchObject({
      mifosLoanId: 100_001,
      amount: 3_000_000,
      category: 1,
    });
  });

  it('should mark automatic entries in the list', async () => {
    serveCashLog(asAccountant, {
      pages: [[cashEntryFixture({ id: 8, origin: 'CONTRACT_DISBURSAL', mifosLoanId: 100_002 })]],
    });
    signInAs(accountant);
    renderApp('/cash-log');
    expect((await screen.findByTestId('cash-automatic-8')).textContent).toBe('Tự động');
  });
});

describe('retract or correct from the row menu (CASH-3, CASH-4)', () => {
  it('should open the editor on the entry, prefilled, and send it as retractedLog', async () => {
    const api = serveCashLog(asAccountant, {
      pages: [[cashEntryFixture({ id: 5, amount: 2_000_000 }, asAccountant)]],
    });
    signInAs(accountant);
    const { router } = renderApp('/cash-log');
    fireEvent.click(await screen.findByTestId('cash-row-menu-5'));
    fireEvent.click(await screen.findByText('Sửa / huỷ phiếu'));
    const editor = await screen.findByTestId('cash-editor');
    expect(editor.textContent).toContain('Phiếu chi #5');
    await waitFor(() =>
      expect(within(editor).getByTestId('cash-editor-words').textContent).toBe('Hai triệu đồng'),
    );
    expect(within(editor).getByTestId('cash-editor-sub-category').textContent).toContain(
      'Tiền thuê mặt bằng',
    );
    fireEvent.change(within(editor).getByTestId('cash-editor-amount'), {
      target: { value: '1.900.000' },
    });
    fireEvent.click(screen.getByTestId('cash-editor-ok'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cash-log/pending'));
    expect(api.calls(cashLogEndpoints.create)[0]?.body).toMatchObject({
      retractedLog: 5,
      amount: 1_900_000,
      category: 7,
      direction: -1,
    });
  });
});

describe('approve and remove (CASH-4), month-end check (CASH-5)', () => {
  it('should approve a pending entry from the row menu after confirmation', async () => {
    const pendingEntry = cashEntryFixture({ id: 7, status: 'pending' }, asHead);
    const api = serveCashLog(asHead, { pending: [pendingEntry] });
    api.respond(cashLogEndpoints.setStatus, { id: 7 }, { ...pendingEntry, status: 'registered' });
    signInAs(head);
    renderApp('/cash-log/pending');
    fireEvent.click(await screen.findByTestId('cash-row-menu-7'));
    fireEvent.click(await screen.findByText('Duyệt'));
    fireEvent.click(await screen.findByTestId('cash-confirm-ok'));
    expect((await api.expectCall(cashLogEndpoints.setStatus, { id: 7 })).body).toEqual({
      status: 'registered',
    });
  });

  it('should show entries and pending entries as cards on a phone, approving from the card', async () => {
    setViewportWidth(390);
    const pendingEntry = cashEntryFixture({ id: 7, status: 'pending' }, asHead);
    const api = serveCashLog(asHead, { pending: [pendingEntry] });
    api.respond(cashLogEndpoints.setStatus, { id: 7 }, { ...pendingEntry, status: 'registered' });
    signInAs(head);
    renderApp('/cash-log');
    const cards = await screen.findByTestId('cash-cards');
    const card = await within(cards).findByTestId('cash-row-1');
    expect(card.tagName).not.toBe('TR');
    expect(within(card).getByTestId('cash-amount-1').textContent).not.toBe('');
    expect(screen.getByTestId('cash-entries').querySelector('table')).toBeNull();
    fireEvent.click(screen.getByTestId('cash-tab-pending'));
    const pending = await screen.findByTestId('cash-pending');
    await within(pending).findByTestId('cash-row-7');
    expect(pending.querySelector('table')).toBeNull();
    fireEvent.click(within(pending).getByTestId('cash-row-menu-7'));
    fireEvent.click(await screen.findByText('Duyệt'));
    fireEvent.click(await screen.findByTestId('cash-confirm-ok'));
    expect((await api.expectCall(cashLogEndpoints.setStatus, { id: 7 })).body).toEqual({
      status: 'registered',
    });
  });

  it('should offer neither approve nor remove without head_accountant_access', async () => {
    serveCashLog(asAccountant, {
      pending: [cashEntryFixture({ id: 7, status: 'pending' }, asAccountant)],
    });
    signInAs(accountant);
    renderApp('/cash-log/pending');
    fireEvent.click(await screen.findByTestId('cash-row-menu-7'));
    expect(await screen.findByText('Sửa / huỷ phiếu')).toBeTruthy();
    expect(screen.queryByText('Duyệt')).toBeNull();
    expect(screen.queryByText('Xoá')).toBeNull();
  });

  it('should show a persistent notice naming each fund without a closure for last month end', async () => {
    serveCashLog(asAccountant, {
      monthEnd: [closureFixture({ fund: { id: 11, name: 'Quỹ tiền mặt Cầu Giấy', type: 'CASH' } })],
    });
    signInAs(accountant);
    renderApp('/cash-log');
    const notice = await screen.findByTestId('month-end-notice');
    expect(notice.textContent).toContain('Vietcombank – TK công ty');
    expect(notice.textContent).not.toContain('Quỹ tiền mặt Cầu Giấy');
    fireEvent.click(screen.getByTestId('cash-tab-closures'));
    expect(await screen.findByTestId('month-end-notice')).toBeTruthy();
  });

  it('should show no notice when every fund is closed', async () => {
    serveCashLog(asAccountant);
    signInAs(accountant);
    renderApp('/cash-log');
    await screen.findByTestId('cash-row-1');
    expect(screen.queryByTestId('month-end-notice')).toBeNull();
  });
});
