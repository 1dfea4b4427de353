import { writeFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import { accessToken } from './orders.ts';

/** A citizen id (12 digits) no other test uses. */
export function uniqueCitizenId(): string {
  return `0${String(Date.now()).slice(-8)}${String(Math.floor(Math.random() * 1e3)).padStart(3, '0')}`;
}

/** A random ASCII word that makes a name unique (searchable as typed). */
export function uniqueWord(): string {
  const letters = 'bcdfghklmnpqrstvxz';
  let word = '';
  for (let index = 0; index < 7; index += 1) {
    word += letters[Math.floor(Math.random() * letters.length)];
  }
  return `${word[0]?.toUpperCase()}${word.slice(1)}`;
}

export type CreatedClient = {
  id: number;
  finfluxId: number;
  nameVi: string;
  primaryPhoneNumber: string;
  citizenId: string;
};

async function authHeaders(page: Page) {
  return { authorization: `Bearer ${await accessToken(page)}` };
}

/** Any location id of the current tree, for clients created through the API. */
async function someLocationId(page: Page): Promise<number> {
  const response = await page.request.get('/crm/api/v2/misc/', {
    headers: await authHeaders(page),
  });
  expect(response.ok()).toBeTruthy();
  const locations: { id: number; tree: string; parent: number | null }[] = (await response.json())
    .data.locations;
  const leaf = locations.find(
    (location) => location.tree === 'current' && location.parent !== null,
  );
  const any = leaf ?? locations[0];
  if (!any) {
    throw new Error('no locations');
  }
  return any.id;
}

/** Creates a client through B POST /v2/clients/ (the page must be signed in with client_access). */
export async function createClient(
  page: Page,
  fields: { firstName: string; lastName: string; phone: string; citizenId: string },
): Promise<CreatedClient> {
  const response = await page.request.post('/crm/api/v2/clients/', {
    headers: await authHeaders(page),
    data: {
      firstName: fields.firstName,
      lastName: fields.lastName,
      primaryPhoneNumber: fields.phone,
      citizenId: fields.citizenId,
      dateOfBirth: '1990-05-17',
      gender: 'FEMALE',
      address: '12 ngõ 34 Trần Duy Hưng',
      locationId: await someLocationId(page),
    },
  });
  const body = await response.json();
  expect(response.ok(), JSON.stringify(body)).toBeTruthy();
  return body.data;
}

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: await authHeaders(page) });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data;
}

/** The client detail's tabs by their key (`?tab=`); `info` exists only on a phone. */
export type ClientTabKey = 'contracts' | 'documents' | 'bank-accounts' | 'notes' | 'info';

export function clientTab(page: Page, key: ClientTabKey) {
  return page
    .getByTestId('client-tabs')
    .getByRole('tab')
    .filter({ has: page.getByTestId(`client-tab-${key}`) });
}

/**
 * Opens a tab of the client detail with one plain click. Every tab must be whole in the tab bar
 * and on screen, on a phone too: none may hide behind antd's overflow ("…") menu.
 */
export async function openClientTab(page: Page, key: ClientTabKey) {
  const tabs = page.getByTestId('client-tabs');
  const tab = clientTab(page, key);
  await expect(
    tabs.locator('.ant-tabs-nav-operations:not(.ant-tabs-nav-operations-hidden)'),
  ).toHaveCount(0);
  const viewport = page.viewportSize();
  await expect
    .poll(async () => {
      const [box, bar] = await Promise.all([
        tab.boundingBox(),
        tabs.locator('.ant-tabs-nav-wrap').boundingBox(),
      ]);
      if (!box || !bar || !viewport) {
        return 'not laid out';
      }
      const isInBar = box.x >= bar.x - 1 && box.x + box.width <= bar.x + bar.width + 1;
      const isOnScreen = box.x >= 0 && box.x + box.width <= viewport.width;
      return isInBar && isOnScreen
        ? 'in view'
        : `tab ${JSON.stringify(box)}, bar ${JSON.stringify(bar)}`;
    })
    .toBe('in view');
  await tab.click();
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** Opens a tab of antd Tabs, through the overflow menu when the tab bar is too narrow. */
export async function openTab(page: Page, tabsTestId: string, label: string) {
  const tabs = page.getByTestId(tabsTestId);
  const tab = tabs.getByRole('tab', { name: label, exact: true });
  const box = await tab.boundingBox();
  const nav = await tabs.locator('.ant-tabs-nav-wrap').boundingBox();
  const isShown =
    box !== null &&
    nav !== null &&
    box.x >= nav.x - 1 &&
    box.x + box.width <= nav.x + nav.width + 1;
  if (isShown) {
    await tab.click();
  } else {
    // The overflow menu opens on hover. On a loaded machine a click landed while the menu still
    // moved in, or the menu opened again as the bar re-measured (CI, contracts at 390 px): the
    // gesture is tried again until the tab is chosen, never once more after it is.
    await expect(async () => {
      if ((await tab.getAttribute('aria-selected')) !== 'true') {
        await tabs.locator('.ant-tabs-nav-more').hover();
        await page
          .locator('.ant-tabs-dropdown:visible .ant-tabs-dropdown-menu-item', { hasText: label })
          .click({ timeout: 5_000 });
      }
      await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    // The menu stays open while the pointer is over it: the pointer leaves, by a real move each
    // time (a move to where it already is fires no event).
    let corner = 0;
    await expect(async () => {
      corner = (corner + 1) % 2;
      await page.mouse.move(corner * 4, corner * 4);
      await expect(page.locator('.ant-tabs-dropdown:visible')).toHaveCount(0, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
  }
  await expect(tab).toHaveAttribute('aria-selected', 'true');
}

/** The smallest valid PNG: 1×1, one red pixel. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function writeBytes(path: string, bytes: Buffer): Promise<string> {
  await writeFile(path, bytes);
  return path;
}
