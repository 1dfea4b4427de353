import type { ClientDto } from '@pawndesk/domain/client-api';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clientFixture } from '../../../testing/fixtures/client.ts';
import { contractFixture } from '../../../testing/fixtures/contract.ts';
import { stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

function clients(count: number) {
  return Array.from({ length: count }, (_, index) =>
    clientFixture({
      id: index + 1,
      finfluxId: 2000 + index,
      firstName: String(index + 1),
      lastName: 'Đặng Văn',
    }),
  );
}

/** The header search's two calls: these clients (of `total` matches) and these contracts. */
function serveSearch(found: ClientDto[], total = found.length, contracts: ContractDto[] = []) {
  const api = stubApi();
  api.respond(clientEndpoints.search, { items: found, total });
  api.respond(contractEndpoints.search, { items: contracts, total: contracts.length });
  return api;
}

describe('search results (SEARCH-1..3)', () => {
  it('should fetch nothing and say so when there are no terms', async () => {
    const api = serveSearch([clientFixture()]);
    signInAs([]);
    renderApp('/search?type=all&terms=');
    expect(await screen.findByTestId('search-no-terms')).toBeTruthy();
    expect(api.calls(clientEndpoints.search)).toHaveLength(0);
  });

  it('should ask for 100 clients and 100 contracts and link rows to their details', async () => {
    const api = serveSearch(clients(2), 2, [contractFixture()]);
    signInAs([]);
    renderApp('/search?type=all&terms=dang');
    const rows = await screen.findAllByTestId('search-client-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe('/clients/2000');
    expect(rows[0]?.textContent).toContain('0912345678');
    expect(rows[0]?.textContent).toContain('Chi nhánh Cầu Giấy');
    const query = api.calls(clientEndpoints.search)[0]?.query;
    expect(query?.get('term')).toBe('dang');
    expect(query?.get('pageSize')).toBe('100');
    const contract = await screen.findByTestId('search-contract-row');
    expect(contract.textContent).toContain('Trả lãi cuối kỳ 30 ngày');
    expect(screen.getByTestId('search-contract-link').getAttribute('href')).toBe('/contracts/5007');
    expect(screen.getByTestId('search-contract-client').getAttribute('href')).toBe('/clients/1001');
    const contractQuery = api.calls(contractEndpoints.search)[0]?.query;
    expect(contractQuery?.get('term')).toBe('dang');
    expect(contractQuery?.get('pageSize')).toBe('100');
    expect(screen.queryByTestId('search-clients-too-many')).toBeNull();
  });

  it('should show at most 100 rows and the notice when more than 200 match', async () => {
    // The server answers one page of 100 and counts every match.
    serveSearch(clients(100), 201);
    signInAs([]);
    renderApp('/search?type=clients&terms=dang');
    expect(await screen.findByTestId('search-clients-too-many')).toBeTruthy();
    expect(screen.getAllByTestId('search-client-row')).toHaveLength(100);
    expect(screen.queryByTestId('search-contracts')).toBeNull();
  });

  it('should not show the notice at exactly 200', async () => {
    serveSearch(clients(100), 200);
    signInAs([]);
    renderApp('/search?type=clients&terms=dang');
    await screen.findAllByTestId('search-client-row');
    expect(screen.queryByTestId('search-clients-too-many')).toBeNull();
  });

  it('should show the no-data message when nothing matches', async () => {
    serveSearch([]);
    signInAs([]);
    renderApp('/search?type=clients&terms=zzz');
    expect((await screen.findByTestId('search-clients-no-data')).textContent).toContain(
      'Không có dữ liệu',
    );
  });

  it('should not call the clients search for contracts only', async () => {
    const api = serveSearch([clientFixture()], 1, [contractFixture()]);
    signInAs([]);
    renderApp('/search?type=contracts&terms=123');
    expect((await screen.findByTestId('search-contract-row')).textContent).toContain('#5007');
    expect(api.calls(clientEndpoints.search)).toHaveLength(0);
    expect(screen.queryByTestId('search-clients')).toBeNull();
  });
});
