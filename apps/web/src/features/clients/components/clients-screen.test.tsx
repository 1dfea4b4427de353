import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';
import { clientFixture, fakeClientsServer } from '../testing/fake-clients-server.ts';

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

const listPath = '/crm/api/v2/clients/';

function manyClients(count: number) {
  return Array.from({ length: count }, (_, index) =>
    clientFixture({
      id: index + 1,
      finfluxId: 1001 + index,
      nameVi: `Khách ${index + 1}`,
      primaryPhoneNumber: `09${String(index).padStart(8, '0')}`,
    }),
  );
}

function lastQuery(server: ReturnType<typeof fakeClientsServer>): URLSearchParams {
  const last = server.callsTo('GET', listPath).at(-1);
  if (!last) {
    throw new Error('no list request');
  }
  return last.url.searchParams;
}

function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

describe('clients list (CLI-1)', () => {
  it('should show the total and cards linking to the detail by finflux id when opened', async () => {
    const server = fakeClientsServer();
    signInAs(['client_access']);
    renderApp('/clients');
    const card = await screen.findByTestId('client-card-1');
    expect(card.getAttribute('href')).toBe('/clients/1001');
    expect(card.textContent).toContain('Nguyễn Văn Hùng');
    expect(card.textContent).toContain('001090000001');
    expect(card.textContent).toContain('0912345678');
    expect(card.textContent).toContain('Chi nhánh Cầu Giấy');
    expect(card.textContent).toContain('0/0');
    expect(screen.getByTestId('clients-total').textContent).toBe(' (1)');
    expect(lastQuery(server).get('pageSize')).toBe('30');
    expect(lastQuery(server).get('page')).toBe('1');
    expect(lastQuery(server).get('term')).toBeNull();
  });

  it('should send the term on Enter and start again from page 1', async () => {
    const server = fakeClientsServer(manyClients(65));
    signInAs(['client_access']);
    renderApp('/clients?page=2');
    await screen.findByTestId('client-card-31');
    expect(lastQuery(server).get('page')).toBe('2');
    const input = within(screen.getByTestId('clients-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'nguyen van hung' } });
    pressEnter(input);
    await waitFor(() => expect(lastQuery(server).get('term')).toBe('nguyen van hung'));
    expect(lastQuery(server).get('page')).toBe('1');
  });

  it('should page by 30 when the next page is clicked', async () => {
    const server = fakeClientsServer(manyClients(65));
    signInAs(['client_access']);
    renderApp('/clients');
    await screen.findByTestId('client-card-1');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(server).get('page')).toBe('2'));
    expect(await screen.findByTestId('client-card-31')).toBeTruthy();
  });

  it.each([
    [375, '1'],
    [800, '2'],
    [1440, '3'],
  ])('should lay the cards in columns when the window is %ipx wide', async (width, columns) => {
    setViewportWidth(width);
    fakeClientsServer();
    signInAs(['client_access']);
    renderApp('/clients');
    await screen.findByTestId('client-card-1');
    expect(screen.getByTestId('clients-grid').getAttribute('data-columns')).toBe(columns);
  });

  it('should copy the phone and not open the client when the call icon is clicked', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fakeClientsServer();
    signInAs(['client_access']);
    const { router } = renderApp('/clients');
    fireEvent.click(await screen.findByTestId('copy-phone-1'));
    expect(await screen.findByText('Đã sao chép số điện thoại')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('0912345678');
    expect(router.state.location.pathname).toBe('/clients');
  });

  it('should show 1000+ when the server stopped counting the matches (ADR 0006)', async () => {
    const server = fakeClientsServer(manyClients(31));
    server.total = 1001;
    signInAs(['client_access']);
    renderApp('/clients?q=nguyen');
    await screen.findByTestId('client-card-1');
    expect(screen.getByTestId('clients-total').textContent).toBe(' (1000+)');
    expect(screen.getByTitle('34')).toBeTruthy();
  });

  it('should show an exact total over 1,000 as it is when no term is searched', async () => {
    const server = fakeClientsServer(manyClients(31));
    server.total = 1500;
    signInAs(['client_access']);
    renderApp('/clients');
    await screen.findByTestId('client-card-1');
    expect(screen.getByTestId('clients-total').textContent).toBe(' (1500)');
  });

  it('should say so when no client matches', async () => {
    fakeClientsServer([]);
    signInAs(['client_access']);
    renderApp('/clients');
    expect((await screen.findByTestId('clients-empty')).textContent).toContain(
      'Không có khách hàng nào',
    );
  });

  it('should show the error with a retry when the list fails', async () => {
    const server = fakeClientsServer();
    let isDown = true;
    server.override((call) =>
      isDown && call.url.pathname === listPath
        ? json(500, { error: { code: -1, message: 'Lỗi máy chủ' } })
        : undefined,
    );
    signInAs(['client_access']);
    renderApp('/clients');
    const error = await screen.findByTestId('clients-error');
    expect(error.textContent).toContain('Lỗi máy chủ');
    isDown = false;
    fireEvent.click(within(error).getByTestId('clients-retry'));
    expect(await screen.findByTestId('client-card-1')).toBeTruthy();
  });
});
