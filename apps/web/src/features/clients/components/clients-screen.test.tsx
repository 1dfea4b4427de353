import type { ClientDto } from '@pawndesk/domain/client-api';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clientFixture } from '../../../testing/fixtures/client.ts';
import { refusal, type StubApi, stubApi } from '../../../testing/handlers.ts';
import { renderApp, resetSession, signInAs } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Wiring: the query the list sends and how it shows the answer. Paging over real rows is checked
// on the real server in clients-screen.behaviour.test.tsx.

beforeEach(() => {
  resetSession();
  setViewportWidth(1440);
});

/** Clients `from` … `to` (ids), named "Khách n". */
function clientsFrom(from: number, to: number) {
  return Array.from({ length: to - from + 1 }, (_, index) => {
    const n = from + index;
    return clientFixture({
      id: n,
      finfluxId: 1000 + n,
      firstName: String(n),
      lastName: 'Khách',
      primaryPhoneNumber: `09${String(n - 1).padStart(8, '0')}`,
    });
  });
}

/** The list answers each page asked with these rows, and this total. */
function serveList(pages: Record<number, ClientDto[]>, total: number): StubApi {
  const api = stubApi();
  api.respond(clientEndpoints.list, (call) => ({
    items: pages[Number(call.query.get('page'))] ?? [],
    total,
  }));
  // A card leads to the detail page, which is not under test here.
  api.hold(clientEndpoints.detailByFinflux);
  return api;
}

function lastQuery(api: StubApi): URLSearchParams {
  const last = api.calls(clientEndpoints.list).at(-1);
  if (!last) {
    throw new Error('no list request');
  }
  return last.query;
}

function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

describe('clients list (CLI-1)', () => {
  it('should show the total and cards linking to the detail by finflux id when opened', async () => {
    const api = serveList({ 1: [clientFixture()] }, 1);
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
    expect(lastQuery(api).get('pageSize')).toBe('30');
    expect(lastQuery(api).get('page')).toBe('1');
    expect(lastQuery(api).get('term')).toBeNull();
  });

  it('should send the term on Enter and start again from page 1', async () => {
    const api = serveList({ 1: clientsFrom(1, 30), 2: clientsFrom(31, 60) }, 65);
    signInAs(['client_access']);
    renderApp('/clients?page=2');
    await screen.findByTestId('client-card-31');
    expect(lastQuery(api).get('page')).toBe('2');
    const input = within(screen.getByTestId('clients-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'nguyen van hung' } });
    pressEnter(input);
    await waitFor(() => expect(lastQuery(api).get('term')).toBe('nguyen van hung'));
    expect(lastQuery(api).get('page')).toBe('1');
  });

  it('should page by 30 when the next page is clicked', async () => {
    const api = serveList({ 1: clientsFrom(1, 30), 2: clientsFrom(31, 60) }, 65);
    signInAs(['client_access']);
    renderApp('/clients');
    await screen.findByTestId('client-card-1');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastQuery(api).get('page')).toBe('2'));
    expect(await screen.findByTestId('client-card-31')).toBeTruthy();
  });

  it.each([
    [375, '1'],
    [800, '2'],
    [1440, '3'],
  ])('should lay the cards in columns when the window is %ipx wide', async (width, columns) => {
    setViewportWidth(width);
    serveList({ 1: [clientFixture()] }, 1);
    signInAs(['client_access']);
    renderApp('/clients');
    await screen.findByTestId('client-card-1');
    expect(screen.getByTestId('clients-grid').getAttribute('data-columns')).toBe(columns);
  });

  it('should copy the phone and not open the client when the call icon is clicked', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    serveList({ 1: [clientFixture()] }, 1);
    signInAs(['client_access']);
    const { router } = renderApp('/clients');
    fireEvent.click(await screen.findByTestId('copy-phone-1'));
    expect(await screen.findByText('Đã sao chép số điện thoại')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('0912345678');
    expect(router.state.location.pathname).toBe('/clients');
  });

  it('should show 1000+ when the server stopped counting the matches (ADR 0006)', async () => {
    serveList({ 1: clientsFrom(1, 30) }, 1001);
    signInAs(['client_access']);
    renderApp('/clients?q=nguyen');
    await screen.findByTestId('client-card-1');
    expect(screen.getByTestId('clients-total').textContent).toBe(' (1000+)');
    expect(screen.getByTitle('34')).toBeTruthy();
  });

  it('should show an exact total over 1,000 as it is when no term is searched', async () => {
    serveList({ 1: clientsFrom(1, 30) }, 1500);
    signInAs(['client_access']);
    renderApp('/clients');
    await screen.findByTestId('client-card-1');
    expect(screen.getByTestId('clients-total').textContent).toBe(' (1500)');
  });

  it('should say so when no client matches', async () => {
    serveList({}, 0);
    signInAs(['client_access']);
    renderApp('/clients');
    expect((await screen.findByTestId('clients-empty')).textContent).toContain(
      'Không có khách hàng nào',
    );
  });

  it('should show the error with a retry when the list fails', async () => {
    const api = serveList({ 1: [clientFixture()] }, 1);
    api.respond(clientEndpoints.list, refusal(500, 'Lỗi máy chủ', -1));
    signInAs(['client_access']);
    renderApp('/clients');
    const error = await screen.findByTestId('clients-error');
    expect(error.textContent).toContain('Lỗi máy chủ');
    // The server is back.
    api.respond(clientEndpoints.list, { items: [clientFixture()], total: 1 });
    fireEvent.click(within(error).getByTestId('clients-retry'));
    expect(await screen.findByTestId('client-card-1')).toBeTruthy();
  });
});
