import { expect, type Page, test } from '@playwright/test';
import {
  apiGet,
  type ClientTabKey,
  type CreatedClient,
  clientTab,
  createClient,
  openClientTab,
  tinyPng,
  uniqueCitizenId,
  uniqueWord,
  writeBytes,
} from '../support/clients.ts';
import { choose, uniquePhone } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

const layouts = [
  { name: 'desktop', width: 1440, height: 900, isMobile: false },
  { name: 'mobile', width: 390, height: 844, isMobile: true },
];

/** A client named with accents and a unique word, and how staff type it: without accents. */
async function newClient(page: Page): Promise<{ client: CreatedClient; typed: string }> {
  const word = uniqueWord();
  const client = await createClient(page, {
    lastName: 'Đặng Thị Hương',
    firstName: `Giang ${word}`,
    phone: uniquePhone(),
    citizenId: uniqueCitizenId(),
  });
  return { client, typed: `dang thi huong giang ${word.toLowerCase()}` };
}

async function signInAsValidator(page: Page, layout: (typeof layouts)[number]) {
  await page.setViewportSize({ width: layout.width, height: layout.height });
  await signIn(page, 'validator');
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

function searchInput(page: Page, testId: string) {
  return page.locator(`[data-testid="${testId}"] input, input[data-testid="${testId}"]`).first();
}

/** Opens the client detail straight from its address (scenarios other than the search one). */
async function openDetail(page: Page, client: CreatedClient) {
  await page.goto(`/clients/${client.finfluxId}`);
  await expect(page.getByTestId('client-tabs')).toBeVisible();
}

async function confirmPopup(page: Page) {
  await page.locator('.ant-popconfirm:visible').getByRole('button', { name: 'Xóa' }).click();
}

for (const layout of layouts) {
  test.describe(`clients (${layout.name})`, () => {
    test('search without accents → detail → edit, and 3002 on a duplicate phone', async ({
      page,
    }) => {
      await signInAsValidator(page, layout);
      const { client, typed } = await newClient(page);
      const other = await createClient(page, {
        lastName: 'Nguyễn Văn',
        firstName: `Hùng ${uniqueWord()}`,
        phone: uniquePhone(),
        citizenId: uniqueCitizenId(),
      });

      // The clients list, searched by the name typed without accents.
      await page.goto('/clients');
      await expect(page.getByTestId('clients-screen')).toBeVisible();
      const search = searchInput(page, 'clients-search');
      await search.fill(typed);
      await search.press('Enter');
      await expect(page).toHaveURL(/\/clients\?q=/);
      await expect(page.getByTestId('clients-total')).toHaveText(' (1)');
      const card = page.getByTestId(`client-card-${client.id}`);
      await expect(card).toContainText('Đặng Thị Hương Giang');
      await card.click();
      await expect(page).toHaveURL(`/clients/${client.finfluxId}`);

      // The detail shows the name (on a phone, in the CLIENT_INFO tab).
      if (layout.isMobile) {
        await expect(page.getByTestId('client-info')).toHaveCount(0);
        await openClientTab(page, 'info');
      }
      const info = page.getByTestId('client-info');
      await expect(info.getByTestId('client-field-lastName')).toContainText('Đặng Thị Hương');
      await expect(info.getByTestId('client-field-firstName')).toContainText(
        client.nameVi.split(' ').slice(-2).join(' '),
      );

      // Edit the address and the secondary phone.
      const address = `Số ${Math.floor(Math.random() * 900) + 100} Nguyễn Khánh Toàn`;
      const secondPhone = uniquePhone();
      await info.getByTestId('client-edit').click();
      const modal = page.getByTestId('client-edit-modal');
      await expect(modal.getByTestId('client-primaryPhoneNumber')).toHaveValue(
        client.primaryPhoneNumber,
      );
      await modal.getByTestId('client-address').fill(address);
      await modal.getByTestId('client-secondaryPhoneNumber').fill(secondPhone);
      await modal.getByTestId('client-save').click();
      await expect(page.getByText('Cập nhật khách hàng thành công')).toBeVisible();
      await expect(modal).toBeHidden();
      await expect(info.getByTestId('client-field-address')).toContainText(address);
      await expect(info.getByTestId('client-field-secondaryPhone')).toContainText(secondPhone);

      // Another client's phone: 3002, shown on the phone field; nothing is saved.
      await info.getByTestId('client-edit').click();
      await modal.getByTestId('client-primaryPhoneNumber').fill(other.primaryPhoneNumber);
      const refused = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/crm/api/v2/clients/${client.id}/`) &&
          response.request().method() === 'PUT',
      );
      await modal.getByTestId('client-save').click();
      const body = await (await refused).json();
      expect(JSON.stringify(body)).toContain('3002');
      await expect(modal.getByTestId('error-primaryPhoneNumber')).toHaveText(
        'Thông tin KH đã có khách hàng khác sử dụng',
      );
      await expect(modal.getByTestId('error-citizenId')).toHaveCount(0);
      const saved = await apiGet<CreatedClient & { address: string }>(
        page,
        `/crm/api/v2/clients/${client.id}/`,
      );
      expect(saved).toMatchObject({
        primaryPhoneNumber: client.primaryPhoneNumber,
        secondaryPhoneNumber: secondPhone,
        address,
      });
    });

    test('every tab opens with one tap or click, none behind the overflow menu', async ({
      page,
    }) => {
      await signInAsValidator(page, layout);
      const { client } = await newClient(page);
      await openDetail(page, client);
      // On a phone: an icon over a short word, CLIENT_INFO included (the left panel is hidden).
      const tabs: [ClientTabKey, string, string][] = layout.isMobile
        ? [
            ['contracts', 'Hợp đồng', 'client-contracts'],
            ['documents', 'Giấy tờ', 'client-documents'],
            ['bank-accounts', 'Ngân hàng', 'client-bank-accounts'],
            ['notes', 'Ghi chú', 'client-notes'],
            ['info', 'Thông tin', 'client-info'],
          ]
        : [
            ['contracts', 'Hợp đồng', 'client-contracts'],
            ['documents', 'Giấy tờ', 'client-documents'],
            ['bank-accounts', 'Tài khoản ngân hàng', 'client-bank-accounts'],
            ['notes', 'Ghi chú', 'client-notes'],
          ];
      await expect(page.getByTestId('client-tabs').getByRole('tab')).toHaveText(
        tabs.map(([, label]) => label),
      );
      // CONTRACTS is open already: visit the others first, then come back to it.
      for (const [key, label, content] of [...tabs.slice(1), ...tabs.slice(0, 1)]) {
        await openClientTab(page, key);
        await expect(clientTab(page, key)).toHaveAccessibleName(label);
        await expect(page.getByTestId(content)).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`[?&]tab=${key}`));
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways, `page scrolls sideways on the ${key} tab`).toBeLessThanOrEqual(0);
      }
    });

    test('bank accounts: create, update, delete', async ({ page }) => {
      await signInAsValidator(page, layout);
      const { client } = await newClient(page);
      await openDetail(page, client);
      await openClientTab(page, 'bank-accounts');
      const tab = page.getByTestId('client-bank-accounts');

      // Create: confirm stays disabled until the name, the bank and the number are filled.
      await tab.getByTestId('bank-add').click();
      const form = page.getByTestId('bank-form');
      const confirm = page.getByTestId('bank-confirm');
      await expect(confirm).toBeDisabled();
      await form.getByTestId('bank-bankAccountName').fill('DANG THI HUONG GIANG');
      await expect(confirm).toBeDisabled();
      await form.getByTestId('bank-bankName').fill('Vietcombank');
      await expect(confirm).toBeDisabled();
      const number = String(Math.floor(Math.random() * 1e12)).padStart(12, '0');
      await form.getByTestId('bank-bankAccountNo').fill(number);
      await expect(confirm).toBeEnabled();
      const created = page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/client-banks/') &&
          response.request().method() === 'POST',
      );
      await confirm.click();
      const account = (await (await created).json()).data;
      await expect(page.getByText('Thêm tài khoản ngân hàng thành công')).toBeVisible();
      const row = tab.locator(`tr[data-row-key="${account.id}"]`);
      await expect(row).toContainText(number);
      await expect(row).toContainText('Vietcombank');

      // Update the bank and the branch.
      await row.getByTestId(`bank-edit-${account.id}`).click();
      await expect(form.getByTestId('bank-bankAccountNo')).toHaveValue(number);
      await form.getByTestId('bank-bankName').fill('Techcombank');
      await form.getByTestId('bank-bankBranch').fill('Chi nhánh Thăng Long');
      await confirm.click();
      await expect(page.getByText('Cập nhật tài khoản ngân hàng thành công')).toBeVisible();
      await expect(row).toContainText('Techcombank');
      await expect(row).toContainText('Chi nhánh Thăng Long');

      // Delete, after the confirmation.
      await row.getByTestId(`bank-delete-${account.id}`).click();
      await expect(page.getByText('Bạn có chắc muốn xóa tài khoản ngân hàng này?')).toBeVisible();
      await confirmPopup(page);
      await expect(page.getByText('Xóa thành công')).toBeVisible();
      await expect(row).toHaveCount(0);
      const left = await apiGet<{ total: number }>(
        page,
        `/api/v1/clients/${client.id}/bank-accounts/`,
      );
      expect(left.total).toBe(0);
    });

    test('documents: upload a PNG, view it, refuse 11 MB, archive', async ({ page }, testInfo) => {
      await signInAsValidator(page, layout);
      const { client } = await newClient(page);
      await openDetail(page, client);
      await openClientTab(page, 'documents');
      const tab = page.getByTestId('client-documents');
      const uploads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().endsWith(`/clients/${client.id}/docs/`)) {
          uploads.push(request.url());
        }
      });

      // Upload a real PNG with a type.
      const png = await writeBytes(testInfo.outputPath('chan-dung.png'), tinyPng);
      await expect(tab.getByTestId('document-upload')).toBeDisabled();
      await choose(page, 'document-type', 'Ảnh chân dung khách hàng');
      await tab.getByTestId('document-file').setInputFiles(png);
      const uploaded = page.waitForResponse(
        (response) =>
          response.url().endsWith(`/clients/${client.id}/docs/`) &&
          response.request().method() === 'POST',
      );
      await tab.getByTestId('document-upload').click();
      const document = (await (await uploaded).json()).data;
      await expect(page.getByText('Tải giấy tờ lên thành công')).toBeVisible();
      const row = tab.locator(`tr[data-row-key="${document.id}"]`);
      await expect(row).toContainText('chan-dung.png');
      await expect(row).toContainText('Ảnh chân dung khách hàng');
      await expect(tab.getByTestId('document-file')).toHaveValue('');

      // View it: an image that really loads from the signed link.
      await row.getByTestId(`document-view-${document.id}`).click();
      const image = page.getByTestId('document-viewer').getByTestId('document-image');
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('src', /sig|signature|token|expires/i);
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('document-viewer')).toBeHidden();

      // 11 MB: FILE_TOO_LARGE, the selection cleared, nothing sent.
      const big = await writeBytes(
        testInfo.outputPath('qua-lon.png'),
        Buffer.concat([tinyPng, Buffer.alloc(11 * 1024 * 1024)]),
      );
      await tab.getByTestId('document-file').setInputFiles(big);
      await expect(page.getByText('Tệp quá lớn (tối đa 10 MB)')).toBeVisible();
      await expect(tab.getByTestId('document-file')).toHaveValue('');
      await expect(tab.getByTestId('document-upload')).toBeDisabled();
      expect(uploads).toHaveLength(1);
      const listed = await apiGet<{ total: number }>(
        page,
        `/crm/api/v2/clients/${client.id}/docs/`,
      );
      expect(listed.total).toBe(1);

      // Archive: gone from the list.
      await row.getByTestId(`document-archive-${document.id}`).click();
      await expect(page.getByText('Bạn có chắc muốn xóa giấy tờ này?')).toBeVisible();
      await confirmPopup(page);
      await expect(page.getByText('Xóa giấy tờ thành công')).toBeVisible();
      await expect(row).toHaveCount(0);
      const after = await apiGet<{ total: number }>(page, `/crm/api/v2/clients/${client.id}/docs/`);
      expect(after.total).toBe(0);
    });

    test('header search without accents → /search → client detail', async ({ page }) => {
      await signInAsValidator(page, layout);
      const { client, typed } = await newClient(page);
      let box = page.getByTestId('header').getByTestId('search-box');
      if (layout.isMobile) {
        await expect(box).toHaveCount(0);
        await page.getByTestId('mobile-menu-button').click();
        box = page.getByTestId('mobile-menu').getByTestId('search-box');
      }
      const input = box
        .locator('[data-testid="search-input"] input, input[data-testid="search-input"]')
        .first();
      await input.fill(typed);
      await input.press('Enter');
      await expect(page).toHaveURL(/\/search\?type=all&terms=dang/);
      const row = page
        .getByTestId('search-clients')
        .getByTestId('search-client-row')
        .filter({ hasText: client.primaryPhoneNumber });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Đặng Thị Hương Giang');
      await row.getByRole('link').click();
      await expect(page).toHaveURL(`/clients/${client.finfluxId}`);
      await expect(page.getByTestId('client-tabs')).toBeVisible();
    });

    test('assets: cards, a branch filter, the edit dialog', async ({ page }) => {
      await signInAsValidator(page, layout);
      await page.goto('/asset');
      await expect(page.getByTestId('assets-screen')).toBeVisible();
      const cards = page.getByTestId('assets-grid').locator('[data-testid^="asset-card-"]');
      await expect(cards.first()).toBeVisible();
      const total = page.getByTestId('assets-total');
      await expect(total).toHaveText(/\(\d+\)/);
      const allTotal = await total.textContent();

      // A branch filter asks the server for that branch and narrows the list.
      const filtered = page.waitForResponse(
        (response) =>
          response.url().includes('/v2/assets/') &&
          /[?&]branch/.test(response.url()) &&
          response.request().method() === 'GET',
      );
      await choose(page, 'asset-branches', 'Chi nhánh Bạch Mai');
      await page.keyboard.press('Escape');
      expect((await filtered).ok()).toBeTruthy();
      await expect(total).not.toHaveText(allTotal ?? '');
      await expect(cards.first()).toBeVisible();

      // A card opens the edit dialog; a new description saves.
      const firstId = Number(
        (await cards.first().getAttribute('data-testid'))?.replace('asset-card-', ''),
      );
      await cards.first().click();
      const dialog = page.getByTestId('asset-edit-dialog');
      const description = dialog.getByTestId('asset-description');
      await expect(description).toBeVisible();
      const text = `Xe máy Honda Wave, kiểm thử ${uniqueWord()}`;
      await description.fill(text);
      await dialog.getByTestId('asset-save').click();
      await expect(page.getByText('Cập nhật tài sản thành công')).toBeVisible();
      await expect(dialog).toBeHidden();
      const saved = await apiGet<{ description: string }>(page, `/crm/api/v2/assets/${firstId}/`);
      expect(saved.description).toBe(text);
    });
  });
}

test('a demo client’s seeded ID-card image and PDF open from their signed links', async ({
  page,
}) => {
  await signInAsValidator(page, layouts[0] as (typeof layouts)[number]);
  // The seed gives the first demo clients an image and a PDF (seed-documents.ts).
  const client = await apiGet<CreatedClient>(page, '/crm/api/v2/clients/1/');
  const docs = await apiGet<{ items: { id: number; contentType: string }[] }>(
    page,
    '/crm/api/v2/clients/1/docs/',
  );
  const png = docs.items.find((doc) => doc.contentType === 'image/png');
  const pdf = docs.items.find((doc) => doc.contentType === 'application/pdf');
  expect(png && pdf, JSON.stringify(docs.items)).toBeTruthy();
  await openDetail(page, client);
  await openClientTab(page, 'documents');
  await page.getByTestId(`document-view-${png?.id}`).click();
  const image = page.getByTestId('document-image');
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('document-viewer')).toBeHidden();
  const served = page.waitForResponse(
    (response) =>
      response.request().resourceType() === 'document' &&
      response.url().includes(`/documents/${pdf?.id}`),
  );
  await page.getByTestId(`document-view-${pdf?.id}`).click();
  await expect(page.getByTestId('document-pdf')).toBeVisible();
  const response = await served;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
});
