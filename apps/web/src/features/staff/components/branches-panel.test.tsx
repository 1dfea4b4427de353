import type { AdminBranchDto, BranchAdminListDto } from '@pawndesk/domain/branch-admin-api';
import { branchAdminEndpoints } from '@pawndesk/domain/branch-admin-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { miscFixture } from '../../../testing/fixtures/reference.ts';
import { refusal, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const account = {
  bankBin: '970436',
  bankName: 'Vietcombank',
  accountNumber: '0011004455667',
  accountName: 'CONG TY AN PHAT',
};

const ho: AdminBranchDto = {
  id: 1,
  code: 'HO',
  name: 'Hội sở',
  address: '1 Lý Thường Kiệt, Hà Nội',
  isSpecial: true,
  takesFunds: true,
  bankAccount: null,
};
const lvl: AdminBranchDto = {
  id: 2,
  code: 'LVL',
  name: 'Kho LVL',
  address: 'Hà Nội',
  isSpecial: true,
  takesFunds: false,
  bankAccount: null,
};
const q1: AdminBranchDto = {
  id: 8,
  code: 'Q1',
  name: 'Chi nhánh Quận 1',
  address: '12 Lê Lợi, Quận 1',
  isSpecial: false,
  takesFunds: true,
  bankAccount: account,
};

const settings: BranchAdminListDto = {
  branches: [ho, lvl, q1],
  funds: [
    { id: 21, name: 'Tiền mặt Quận 1', type: 'CASH', branchId: 8, isActive: true },
    { id: 22, name: 'TK ACB Quận 1', type: 'BANK', branchId: 8, isActive: false },
    { id: 23, name: 'TK công ty', type: 'BANK', branchId: null, isActive: true },
  ],
};

async function open(answer: BranchAdminListDto = settings) {
  const api = stubApi();
  api.respond(staffEndpoints.list, { items: [], total: 0 });
  api.respond(staffEndpoints.roles, { items: [] });
  api.respond(referenceEndpoints.misc, miscFixture());
  api.respond(branchAdminEndpoints.list, answer);
  signInAs(['staff_admin']);
  renderApp('/staff');
  fireEvent.click(await screen.findByRole('tab', { name: 'Chi nhánh' }));
  return api;
}

async function openDrawer(code: string) {
  const row = (await screen.findByText(code)).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByTestId('branch-edit'));
  return screen.findByTestId('branch-drawer');
}

describe('branches and funds (issue 19)', () => {
  it('should list branches with their address, bank account and funds', async () => {
    await open();
    const row = (await screen.findByText('Q1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('12 Lê Lợi, Quận 1')).toBeTruthy();
    expect(within(row).getByText('Vietcombank · 0011004455667 · CONG TY AN PHAT')).toBeTruthy();
    expect(within(row).getByText('Tiền mặt Quận 1')).toBeTruthy();
    expect(within(row).getByText('TK ACB Quận 1').className).toContain('pd-fund-inactive');
    const ho = screen.getByText('HO').closest('tr') as HTMLElement;
    expect(within(ho).getByText('Đặc biệt')).toBeTruthy();
    expect(within(ho).getByText('Chưa có')).toBeTruthy();
    expect(screen.getByTestId('company-funds').textContent).toContain('TK công ty');
  });

  it.each([390, 820])(
    'should show branches as cards at %i px, each with its edit',
    async (width) => {
      setViewportWidth(width);
      await open();
      const cards = await screen.findAllByTestId('branch-card');
      expect(cards.length).toBe(settings.branches.length);
      expect(screen.getByTestId('branches-table').querySelector('thead')).toBeNull();
      const q1 = cards.find((card) => within(card).queryByText('Q1')) as HTMLElement;
      expect(within(q1).getByText('12 Lê Lợi, Quận 1')).toBeTruthy();
      expect(within(q1).getByText('Vietcombank · 0011004455667 · CONG TY AN PHAT')).toBeTruthy();
      expect(within(q1).getByText('Tiền mặt Quận 1')).toBeTruthy();
      fireEvent.click(within(q1).getByTestId('branch-edit'));
      expect(await screen.findByTestId('branch-drawer')).toBeTruthy();
    },
  );

  it('should show the empty and the error states', async () => {
    await open({ branches: [], funds: [] });
    expect(await screen.findByText('Chưa có chi nhánh nào')).toBeTruthy();

    const api = stubApi();
    api.respond(staffEndpoints.list, { items: [], total: 0 });
    api.respond(staffEndpoints.roles, { items: [] });
    api.respond(referenceEndpoints.misc, miscFixture());
    api.respond(branchAdminEndpoints.list, refusal(500, 'Lỗi máy chủ', errorCodes.unknown));
    resetSession();
    signInAs(['staff_admin']);
    renderApp('/staff');
    fireEvent.click(
      (await screen.findAllByRole('tab', { name: 'Chi nhánh' })).at(-1) as HTMLElement,
    );
    expect(await screen.findByTestId('branches-error')).toBeTruthy();
  });

  it('should check a bank account before sending it, then save it', async () => {
    const api = await open();
    api.respond(branchAdminEndpoints.setBankAccount, {
      ...ho,
      bankAccount: { ...account, accountName: 'HOI SO' },
    });
    const drawer = await openDrawer('HO');
    expect((within(drawer).getByTestId('branch-code') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(drawer).getByTestId('branch-bank-bin'), { target: { value: '9704' } });
    fireEvent.change(within(drawer).getByTestId('branch-bank-name'), {
      target: { value: 'Vietcombank' },
    });
    fireEvent.change(within(drawer).getByTestId('branch-account-number'), {
      target: { value: '0011004455667' },
    });
    fireEvent.change(within(drawer).getByTestId('branch-account-name'), {
      target: { value: 'HOI SO' },
    });
    fireEvent.click(within(drawer).getByTestId('branch-bank-save'));
    expect((await screen.findByTestId('branch-bank-error')).textContent).toBe(
      'Mã BIN ngân hàng phải có 6 chữ số',
    );
    expect(api.calls(branchAdminEndpoints.setBankAccount)).toHaveLength(0);
    fireEvent.change(within(drawer).getByTestId('branch-bank-bin'), {
      target: { value: '970436' },
    });
    fireEvent.click(within(drawer).getByTestId('branch-bank-save'));
    const call = await api.expectCall(branchAdminEndpoints.setBankAccount, { id: 1 });
    expect(call.body).toEqual({ ...account, accountName: 'HOI SO' });
  });

  it('should edit the name and address, and say that LVL takes no fund', async () => {
    const api = await open();
    api.respond(branchAdminEndpoints.update, {
      ...settings.branches[1],
      name: 'Kho Long Biên',
    } as never);
    const drawer = await openDrawer('LVL');
    expect(within(drawer).getByTestId('branch-no-funds')).toBeTruthy();
    expect(within(drawer).getByTestId('history-link').getAttribute('href')).toBe(
      '/audit?entity=branch&entityId=2',
    );
    fireEvent.change(within(drawer).getByTestId('branch-name'), {
      target: { value: 'Kho Long Biên' },
    });
    fireEvent.click(within(drawer).getByTestId('branch-save'));
    const call = await api.expectCall(branchAdminEndpoints.update, { id: 2 });
    expect(call.body).toEqual({ name: 'Kho Long Biên', address: 'Hà Nội' });
  });

  it('should confirm before deactivating a fund, and add a fund', async () => {
    const api = await open();
    api.respond(branchAdminEndpoints.updateFund, {
      id: 21,
      name: 'Tiền mặt Quận 1',
      type: 'CASH',
      branchId: 8,
      isActive: false,
    });
    api.respond(
      branchAdminEndpoints.createFund,
      refusal(409, 'Chi nhánh đã có quỹ tiền mặt đang dùng: Tiền mặt Quận 1', errorCodes.conflict),
    );
    const drawer = await openDrawer('Q1');
    const cash = within(drawer).getByTestId('fund-21');
    fireEvent.click(within(cash).getByTestId('fund-toggle'));
    expect(await screen.findAllByText('Ngừng dùng quỹ Tiền mặt Quận 1?')).not.toHaveLength(0);
    expect(api.calls(branchAdminEndpoints.updateFund)).toHaveLength(0);
    fireEvent.click(await screen.findByTestId('fund-confirm-ok'));
    const call = await api.expectCall(branchAdminEndpoints.updateFund, { id: 21 });
    expect(call.body).toEqual({ isActive: false });

    fireEvent.change(within(drawer).getByTestId('fund-new-name'), {
      target: { value: 'Tiền mặt 2' },
    });
    fireEvent.click(within(drawer).getByTestId('fund-create'));
    const created = await api.expectCall(branchAdminEndpoints.createFund);
    expect(created.body).toEqual({ name: 'Tiền mặt 2', type: 'CASH', branchId: 8 });
    expect((await screen.findByTestId('fund-error')).textContent).toContain(
      'đã có quỹ tiền mặt đang dùng',
    );
  });
});
