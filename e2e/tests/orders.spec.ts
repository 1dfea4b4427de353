import { expect, test } from '@playwright/test';
import { clickInSettledPopup } from '../support/modal.ts';
import { accessToken, choose, searchPhone, uniquePhone } from '../support/orders.ts';
import { signIn } from '../support/session.ts';

const layouts = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
];

for (const layout of layouts) {
  test(`create, claim, change stage, set an appointment and add a note (${layout.name})`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: layout.width, height: layout.height });
    await signIn(page, 'sales');
    await expect(page).toHaveURL('/orders');
    const phone = uniquePhone();

    // Create: the required fields are checked first.
    await page.getByTestId('order-new').click();
    const modal = page.getByTestId('order-modal');
    await clickInSettledPopup(modal.getByTestId('order-save'));
    await expect(modal.getByText('Mục bắt buộc')).toHaveCount(4);
    await modal.getByTestId('order-phone').fill(phone);
    await choose(page, 'order-source', 'Hotline');
    await choose(page, 'order-asset-type', 'Xe máy');
    await modal.getByTestId('order-asset-description').fill('Honda Vision 2022, biển 29B1-123.45');
    await modal.getByTestId('order-required-amount').fill('-5');
    await expect(modal.getByText('Số không được âm')).toBeVisible();
    await modal.getByTestId('order-required-amount').fill('15');
    await modal.getByTestId('order-proposed-amount').fill('12.5');
    const created = page.waitForResponse(
      (response) =>
        response.url().endsWith('/crm/api/v1/orders/') && response.request().method() === 'POST',
    );
    await modal.getByTestId('order-save').click();
    const order = (await (await created).json()).data;
    expect(order).toMatchObject({
      phone,
      requiredAmount: 15_000_000,
      proposedAmount: 12_500_000,
      step: 'unclaimed',
    });
    await expect(page.getByText('Đã tạo đơn hàng.')).toBeVisible();

    // Claim it from the list.
    await searchPhone(page, phone);
    await page.getByTestId(`claim-${order.id}`).click();
    await expect(page.getByText('Đã nhận đơn hàng.')).toBeVisible();

    // Open it: move to the appointment step; the stage clears and the appointment becomes required.
    const opener =
      layout.width < 768
        ? page.getByTestId(`order-card-${order.id}`)
        : page.locator(`tr[data-row-key="${order.id}"]`);
    await opener.click();
    const editor = page.getByTestId('order-editor');
    await expect(editor.getByTestId('working-agent-tag')).toBeVisible();
    await choose(page, 'order-step', 'Hẹn gặp');
    await choose(page, 'order-stage', 'Hẹn lần 1');
    await editor.getByTestId('order-save').click();
    await expect(editor.getByTestId('error-appointment')).toHaveText('Mục bắt buộc');
    await editor.getByTestId('order-appointment').click();
    await page.keyboard.type('25/11/2026 09:30');
    await page.keyboard.press('Enter');
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith(`/api/v1/orders/${order.id}/`) &&
        response.request().method() === 'PATCH',
    );
    await editor.getByTestId('order-save').click();
    expect((await (await saved).json()).data).toMatchObject({
      step: 'appointment',
      stage: 'appointment_1',
      status: 'in_progress',
      appointment: '2026-11-25T02:30:00.000Z',
    });
    await expect(page.getByText('Đã cập nhật đơn hàng.')).toBeVisible();

    // A note, then the server's copy of the order agrees.
    await opener.click();
    const notes = page.getByTestId('order-notes');
    await notes.getByTestId('order-note-input').fill('Khách hẹn mang xe đến chi nhánh sáng thứ Tư');
    await notes.getByTestId('order-note-input').press('Enter');
    await expect(notes.getByTestId('order-note').first()).toContainText(
      'Khách hẹn mang xe đến chi nhánh sáng thứ Tư',
    );
    const token = await accessToken(page);
    const fetched = await page.request.get(`/crm/api/v1/orders/${order.id}/`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await fetched.json()).data).toMatchObject({
      step: 'appointment',
      stage: 'appointment_1',
      agent: { username: 'sales' },
    });
  });
}

test('two agents: B sees the order locked and read-only, and A’s stage change reaches B live', async ({
  browser,
}) => {
  const contextA = await browser.newContext();
  const contextB = await browser.newContext();
  const pageA = await contextA.newPage();
  const pageB = await contextB.newPage();
  await signIn(pageA, 'sales');
  await signIn(pageB, 'valuator');
  await expect(pageA).toHaveURL('/orders');
  await expect(pageB).toHaveURL('/orders');

  const phone = uniquePhone();
  const created = await pageA.request.post('/crm/api/v1/orders/', {
    headers: { authorization: `Bearer ${await accessToken(pageA)}` },
    data: {
      phone,
      source: 'Fanpage',
      asset: 1,
      assetDescription: 'iPhone 14 Pro Max 256GB',
      step: 'pending',
      stage: 'order_claimed',
    },
  });
  const order = (await created.json()).data;
  await searchPhone(pageA, phone);
  await searchPhone(pageB, phone);

  // A opens the order and holds the lock; B's list shows it without a reload.
  await pageA.locator(`tr[data-row-key="${order.id}"]`).click();
  await expect(pageA.getByTestId('working-agent-tag')).toBeVisible();
  await expect(
    pageB.locator(`tr[data-row-key="${order.id}"]`).getByTestId('working-agent'),
  ).toContainText('Lan');

  // B opens it: read-only, with nothing to save.
  await pageB.locator(`tr[data-row-key="${order.id}"]`).click();
  const editorB = pageB.getByTestId('order-editor');
  await expect(editorB.getByTestId('order-locked')).toContainText('Đang được xử lý bởi');
  await expect(editorB.getByTestId('order-phone')).toBeDisabled();
  await expect(editorB.getByTestId('order-save')).toHaveCount(0);

  // The server refuses B's edits while A holds the lock, whatever the UI shows.
  const refused = await pageB.request.patch(`/api/v1/orders/${order.id}/`, {
    headers: { authorization: `Bearer ${await accessToken(pageB)}` },
    data: { stage: 'spam' },
  });
  expect(refused.status()).toBe(409);
  // A changes the stage with a shortcut; B's open order and list follow live.
  await pageA.getByTestId('shortcut-duplicate').click();
  await expect(pageA.getByText('Đã cập nhật đơn hàng.')).toBeVisible();
  await expect(pageB.getByTestId('order-modal').getByTestId('order-heading-stage')).toContainText(
    'Trùng đơn',
  );
  await pageB.keyboard.press('Escape');
  await expect(pageB.locator(`tr[data-row-key="${order.id}"]`)).toContainText('Trùng đơn');

  await contextA.close();
  await contextB.close();
});
