import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildClient } from '../../../../../server/src/testing/factories.ts';
import { type RealServer, startRealServer } from '../../../testing/real-server.ts';
import { renderApp, resetSession } from '../../../testing/render-app.tsx';
import { setViewportWidth } from '../../../testing/viewport.ts';

// Behaviour against the real server in-process: the pages, the total and the search are the
// server's, over clients its factories inserted. One server for the file; the tests only read.

let server: RealServer;
let thao: { id: number };

beforeAll(async () => {
  server = await startRealServer();
  for (let index = 0; index < 64; index += 1) {
    await buildClient(server.db);
  }
  thao = await buildClient(server.db, { firstName: 'Thảo', lastName: 'Đặng Thị' });
});

afterAll(() => server.close());

beforeEach(async () => {
  resetSession();
  setViewportWidth(1440);
  await server.signIn(['client_access']);
});

function cards(): HTMLElement[] {
  return within(screen.getByTestId('clients-grid')).getAllByTestId(/^client-card-/);
}

function pressEnter(input: HTMLElement) {
  fireEvent.keyDown(input, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(input, { key: 'Enter', keyCode: 13 });
}

describe('clients list on the real server (CLI-1)', () => {
  it('should count every client and page them by 30', async () => {
    renderApp('/clients');
    await waitFor(() => expect(cards()).toHaveLength(30));
    expect(screen.getByTestId('clients-total').textContent).toBe(' (65)');
    const firstPage = cards().map((card) => card.dataset.testid);
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(cards()[0]?.dataset.testid).not.toBe(firstPage[0]));
    expect(cards()).toHaveLength(30);
    expect(cards().some((card) => firstPage.includes(card.dataset.testid))).toBe(false);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(cards()).toHaveLength(5));
  });

  it('should find a client by name without accents', async () => {
    renderApp('/clients');
    await waitFor(() => expect(cards()).toHaveLength(30));
    const input = within(screen.getByTestId('clients-search')).getByRole('searchbox');
    fireEvent.change(input, { target: { value: 'dang thi thao' } });
    pressEnter(input);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]?.dataset.testid).toBe(`client-card-${thao.id}`);
    expect(cards()[0]?.textContent).toContain('Đặng Thị Thảo');
    expect(screen.getByTestId('clients-total').textContent).toBe(' (1)');
  });
});
