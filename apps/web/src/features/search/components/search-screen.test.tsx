import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { clientFixture, fakeClientsServer } from '../../clients/testing/fake-clients-server.ts';
import {
  contractFixture,
  fakeContractsServer,
} from '../../contracts/testing/fake-contracts-server.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const searchPath = '/api/v1/clients/';

function clients(count: number) {
  return Array.from({ length: count }, (_, index) =>
    clientFixture({ id: index + 1, finfluxId: 2000 + index, nameVi: `Đặng Văn ${index + 1}` }),
  );
}

describe('search results (SEARCH-1..3)', () => {
  it('should fetch nothing and say so when there are no terms', async () => {
    const server = fakeClientsServer();
    signInAs([]);
    renderApp('/search?type=all&terms=');
    expect(await screen.findByTestId('search-no-terms')).toBeTruthy();
    expect(server.callsTo('GET', searchPath)).toHaveLength(0);
  });

  it('should ask for 100 clients and 100 contracts and link rows to their details', async () => {
    const server = fakeContractsServer([contractFixture()], clients(2));
    signInAs([]);
    renderApp('/search?type=all&terms=dang');
    const rows = await screen.findAllByTestId('search-client-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.querySelector('a')?.getAttribute('href')).toBe('/clients/2000');
    expect(rows[0]?.textContent).toContain('0912345678');
    expect(rows[0]?.textContent).toContain('Chi nhánh Cầu Giấy');
    const query = server.callsTo('GET', searchPath)[0]?.url.searchParams;
    expect(query?.get('term')).toBe('dang');
    expect(query?.get('pageSize')).toBe('100');
    const contract = await screen.findByTestId('search-contract-row');
    expect(contract.textContent).toContain('Trả lãi cuối kỳ 30 ngày');
    expect(screen.getByTestId('search-contract-link').getAttribute('href')).toBe('/contracts/5007');
    expect(screen.getByTestId('search-contract-client').getAttribute('href')).toBe('/clients/1001');
    const contractQuery = server.callsTo('GET', '/api/v1/contracts/')[0]?.url.searchParams;
    expect(contractQuery?.get('term')).toBe('dang');
    expect(contractQuery?.get('pageSize')).toBe('100');
    expect(screen.queryByTestId('search-clients-too-many')).toBeNull();
  });

  it('should show at most 100 rows and the notice when more than 200 match', async () => {
    const server = fakeClientsServer(clients(150));
    server.total = 201;
    signInAs([]);
    renderApp('/search?type=clients&terms=dang');
    expect(await screen.findByTestId('search-clients-too-many')).toBeTruthy();
    expect(screen.getAllByTestId('search-client-row')).toHaveLength(100);
    expect(screen.queryByTestId('search-contracts')).toBeNull();
  });

  it('should not show the notice at exactly 200', async () => {
    const server = fakeClientsServer(clients(100));
    server.total = 200;
    signInAs([]);
    renderApp('/search?type=clients&terms=dang');
    await screen.findAllByTestId('search-client-row');
    expect(screen.queryByTestId('search-clients-too-many')).toBeNull();
  });

  it('should show the no-data message when nothing matches', async () => {
    fakeClientsServer([]);
    signInAs([]);
    renderApp('/search?type=clients&terms=zzz');
    expect((await screen.findByTestId('search-clients-no-data')).textContent).toContain(
      'Không có dữ liệu',
    );
  });

  it('should not call the clients search for contracts only', async () => {
    const server = fakeContractsServer();
    signInAs([]);
    renderApp('/search?type=contracts&terms=123');
    expect((await screen.findByTestId('search-contract-row')).textContent).toContain('#5007');
    expect(server.callsTo('GET', searchPath)).toHaveLength(0);
    expect(screen.queryByTestId('search-clients')).toBeNull();
  });
});
