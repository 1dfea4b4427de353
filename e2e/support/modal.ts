import { expect, type Locator } from '@playwright/test';

/** The dialog or dropdown menu `target` sits in (antd animates both as they open). */
function popupOf(target: Locator): Locator {
  const hasClass = (name: string) =>
    `contains(concat(" ", normalize-space(@class), " "), " ${name} ")`;
  return target.locator(
    `xpath=ancestor::div[${hasClass('ant-modal')} or ${hasClass('ant-dropdown')}][1]`,
  );
}

/**
 * Clicks something in an antd dialog or dropdown menu once it has stopped moving. antd zooms a
 * dialog in from the point last clicked and slides a menu in; a click sent meanwhile can land
 * beside its target, and then nothing happens: seen under load as an approve and a staff disable
 * that never reached the server, an order form whose save did nothing, a profile-menu item whose
 * dialog never opened. The motion's classes (`ant-zoom-appear…`, `ant-slide-up-enter…`) leave the
 * popup when it ends.
 */
export async function clickInSettledPopup(target: Locator): Promise<void> {
  await waitForSettledPopup(target);
  await target.click();
}

/** Waits until the antd dialog or dropdown menu `target` sits in has stopped moving. */
export async function waitForSettledPopup(target: Locator): Promise<void> {
  const popup = popupOf(target);
  await expect(popup).toHaveCount(1);
  await expect(popup).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
}
