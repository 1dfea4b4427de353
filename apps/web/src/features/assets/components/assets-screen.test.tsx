import { assetEndpoints } from '@pawndesk/domain/asset-endpoints';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { assetFixture } from '../../../testing/fixtures/asset.ts';
import { misc2Fixture, miscFixture, validators } from '../../../testing/fixtures/reference.ts';
import { stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

/** Head office, the two special branches, and two operating branches. */
const branches = [
  { id: 1, code: 'HO', name: 'Hội sở', address: '' },
  { id: 2, code: 'CG', name: 'Chi nhánh Cầu Giấy', address: '' },
  { id: 6, code: 'LVL', name: 'LVL', address: '' },
  { id: 7, code: 'GD', name: 'Giám đốc', address: '' },
  { id: 8, code: 'Q1', name: 'Chi nhánh Quận 1', address: '' },
];

/** The list answers these assets whatever is asked, with `total` matches (default: them). */
async function openList(assets = [assetFixture()], total = assets.length, path = '/asset') {
  const api = stubApi();
  api.respond(assetEndpoints.list, { items: assets, total });
  for (const asset of assets) {
    api.respond(assetEndpoints.detail, { id: asset.id }, asset);
  }
  api.respond(referenceEndpoints.misc, miscFixture({ branches }));
  api.respond(referenceEndpoints.misc2, misc2Fixture());
  api.respond(referenceEndpoints.validators, { items: validators });
  signInAs(['asset_access']);
  const app = renderApp(path);
  await screen.findByTestId(`asset-card-${assets[0]?.id ?? 0}`);
  const lastQuery = () => {
    const last = api.calls(assetEndpoints.list).at(-1);
    if (!last) {
      throw new Error('no list request');
    }
    return last.query;
  };
  return { ...app, api, lastQuery };
}

async function openSelect(testId: string) {
  fireEvent.mouseDown(within(screen.getByTestId(testId)).getByRole('combobox'));
  await screen.findAllByRole('option');
}

function option(label: string): HTMLElement {
  const found = screen.getAllByTitle(label).at(-1)?.closest('.ant-select-item-option');
  if (!(found instanceof HTMLElement)) {
    throw new Error(`no option ${label}`);
  }
  return found;
}

describe('asset list (AST-1)', () => {
  it('should offer operating branches only and send the chosen one as branch', async () => {
    const { lastQuery } = await openList();
    expect(lastQuery().get('pageSize')).toBe('30');
    await openSelect('asset-branches');
    expect(screen.queryByTitle('Hội sở')).toBeNull();
    expect(screen.queryByTitle('LVL')).toBeNull();
    expect(screen.queryByTitle('Giám đốc')).toBeNull();
    fireEvent.click(option('Chi nhánh Quận 1'));
    await waitFor(() => expect(lastQuery().getAll('branch')).toEqual(['8']));
  });

  it('should send a preset as fromDate/toDate and the search on Enter', async () => {
    const { lastQuery } = await openList();
    await openSelect('asset-date-preset');
    fireEvent.click(option('Năm nay'));
    const year = new Date().getFullYear();
    await waitFor(() => expect(lastQuery().get('fromDate')).toBe(`${year}-01-01`));
    expect(lastQuery().get('toDate')).toBe(`${year}-12-31`);
    const input = within(screen.getByTestId('asset-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'TS-000005' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery().get('term')).toBe('TS-000005'));
  });

  it('should go back to page 1 when the page size changes', async () => {
    const { lastQuery, router } = await openList([assetFixture()], 200);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    await openSelect('assets-pagination');
    fireEvent.click(option('60 / trang'));
    await waitFor(() => expect(lastQuery().get('pageSize')).toBe('60'));
    expect(lastQuery().get('page')).toBe('1');
    expect(router.state.location.search).toBe('?pageSize=60');
  });

  it('should restore the filters, the page and the page size from the URL when reloaded', async () => {
    const year = new Date().getFullYear();
    const { lastQuery } = await openList(
      [assetFixture()],
      200,
      '/asset?page=2&pageSize=60&q=TS-000005&branch=8&preset=THIS_YEAR',
    );
    expect(Object.fromEntries(lastQuery())).toEqual({
      page: '2',
      pageSize: '60',
      term: 'TS-000005',
      branch: '8',
      fromDate: `${year}-01-01`,
      toDate: `${year}-12-31`,
    });
    expect(within(screen.getByTestId('asset-search')).getByRole('searchbox')).toHaveProperty(
      'value',
      'TS-000005',
    );
    expect(
      await within(screen.getByTestId('asset-branches')).findByText('Chi nhánh Quận 1'),
    ).toBeTruthy();
    expect(within(screen.getByTestId('asset-date-preset')).getByText('Năm nay')).toBeTruthy();
    const pager = screen.getByTestId('assets-pagination');
    expect(pager.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
    expect(within(pager).getByText('60 / trang')).toBeTruthy();
  });

  it('should keep the filters in the URL and bring them back on back', async () => {
    const { lastQuery, router } = await openList([assetFixture()], 200);
    await openSelect('asset-branches');
    fireEvent.click(option('Chi nhánh Quận 1'));
    await waitFor(() => expect(lastQuery().getAll('branch')).toEqual(['8']));
    const input = within(screen.getByTestId('asset-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'wave' } });
    fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
    await waitFor(() => expect(lastQuery().get('term')).toBe('wave'));
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?page=3&q=wave&branch=8');

    await act(() => router.navigate('/asset'));
    await waitFor(() => expect(lastQuery().get('branch')).toBeNull());
    expect(input).toHaveProperty('value', '');

    await act(() => router.navigate(-1));
    await waitFor(() => expect(lastQuery().get('page')).toBe('3'));
    expect(lastQuery().get('term')).toBe('wave');
    expect(lastQuery().getAll('branch')).toEqual(['8']);
    expect(input).toHaveProperty('value', 'wave');
  });

  it.each([
    ['/asset', ' (1500)'],
    ['/asset?q=honda', ' (1000+)'],
  ])('should print the total of %s as%s (ADR 0006)', async (path, label) => {
    await openList([assetFixture()], 1500, path);
    expect(screen.getByTestId('assets-total').textContent).toBe(label);
  });

  it('should show the liquidized date only on a liquidized asset', async () => {
    await openList([
      assetFixture({ id: 6, status: 'LIQUIDIZED', liquidizedOn: '2026-02-03' }),
      assetFixture({ id: 7 }),
    ]);
    expect(
      within(screen.getByTestId('asset-card-6')).getByTestId('asset-liquidized-on').textContent,
    ).toBe('03/02/2026');
    expect(
      within(screen.getByTestId('asset-card-7')).queryByTestId('asset-liquidized-on'),
    ).toBeNull();
  });
});

describe('asset edit dialog (AST-2)', () => {
  it('should load the asset and show the fields of its category', async () => {
    const { api } = await openList();
    fireEvent.click(screen.getByTestId('asset-card-5'));
    await screen.findByTestId('asset-form');
    expect(api.calls(assetEndpoints.detail, { id: 5 })).toHaveLength(1);
    expect(screen.getByTestId('asset-meta-licensePlate')).toBeTruthy();
    expect(screen.getByTestId('asset-meta-chassisNumber')).toBeTruthy();
    expect(screen.queryByTestId('asset-meta-coOwner')).toBeNull();
    await openSelect('asset-category');
    fireEvent.click(option('Bất động sản'));
    expect(await screen.findByTestId('asset-meta-coOwner')).toBeTruthy();
    expect(screen.queryByTestId('asset-meta-brand')).toBeNull();
    expect(screen.queryByTestId('asset-meta-licensePlate')).toBeNull();
  });

  it('should require the description and save the rest with the shown meta only', async () => {
    const { api } = await openList();
    api.respond(assetEndpoints.update, { id: 5 }, assetFixture({ description: 'Honda Wave' }));
    fireEvent.click(screen.getByTestId('asset-card-5'));
    await screen.findByTestId('asset-form');
    fireEvent.change(screen.getByTestId('asset-description'), { target: { value: ' ' } });
    fireEvent.click(screen.getByTestId('asset-save'));
    expect((await screen.findByTestId('error-description')).textContent).toBe(
      'Vui lòng nhập thông tin bắt buộc',
    );
    expect(api.calls(assetEndpoints.update)).toHaveLength(0);
    fireEvent.change(screen.getByTestId('asset-description'), {
      target: { value: 'Honda Wave' },
    });
    fireEvent.click(screen.getByTestId('asset-save'));
    expect(await screen.findByText('Cập nhật tài sản thành công')).toBeTruthy();
    expect(api.calls(assetEndpoints.update, { id: 5 })[0]?.body).toEqual({
      category: 1,
      storage: 3,
      valuatedAmount: 10_000_000,
      valuator: 3,
      description: 'Honda Wave',
      expectedAmount: 12_000_000,
      status: 'IN_STORAGE',
      meta: { brand: 'Honda', licensePlate: '29H1-123.45' },
      client: 1,
    });
  });
});
