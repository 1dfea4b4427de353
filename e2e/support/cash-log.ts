import { expect, type Page } from '@playwright/test';
import { clickInSettledPopup } from './modal.ts';
import { accessToken } from './orders.ts';

/** Today and yesterday in Vietnam (the console's business dates), as YYYY-MM-DD. */
export function businessDay(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** DD/MM/YYYY, as the date pickers take it. */
export function screenDate(date: string): string {
  return `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

async function api<T>(page: Page, method: 'GET' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${await accessToken(page)}` },
    ...(data === undefined ? {} : { data }),
  });
  return { ok: response.ok(), body: (await response.json()) as { data: T } };
}

type Closure = { id: number; closureDate: string; fund: { id: number; name: string } };
type Entry = { id: number; status: string; fund: { name: string } };

/**
 * A retried test finds what its first attempt left: this fund's closures from today on are
 * removed (latest first) and its pending entries retracted, so the flow starts from an open day.
 */
export async function reopenFund(page: Page, fundName: string) {
  const today = businessDay();
  const closures = await api<{ items: Closure[] }>(
    page,
    'GET',
    `/api/v1/cash-closures/?pageSize=-1&fromDate=${today}`,
  );
  for (const closure of closures.body.data.items.filter((item) => item.fund.name === fundName)) {
    await api(page, 'DELETE', `/api/v1/cash-closures/${closure.id}/`);
  }
  const pending = await api<{ items: Entry[] }>(
    page,
    'GET',
    '/api/v1/cash-logs/pending/?pageSize=1000',
  );
  for (const entry of pending.body.data.items.filter((item) => item.fund.name === fundName)) {
    await api(page, 'PUT', `/api/v1/cash-logs/${entry.id}/status/`, { status: 'retracted' });
  }
}

/** The id of the one row (or card, on a phone) whose notes carry this word, on the visible tab. */
export async function rowIdWith(page: Page, word: string): Promise<number> {
  const row = page.locator('[data-testid^="cash-row-"]', { hasText: word }).first();
  await expect(row).toBeVisible();
  const testId = (await row.getAttribute('data-testid')) ?? '';
  return Number(testId.replace('cash-row-', ''));
}

/** Picks a row action from its menu and confirms it. */
export async function rowAction(page: Page, id: number, label: string) {
  await expect(async () => {
    await page.getByTestId(`cash-row-menu-${id}`).click();
    await page
      .locator('.ant-dropdown:visible')
      .getByText(label, { exact: true })
      .click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await clickInSettledPopup(page.getByTestId('cash-confirm-ok'));
}

/** True when the page itself scrolls sideways (tables scroll inside their own box). */
export async function hasPageHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1,
  );
}
