import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a button of an antd dialog once the dialog has stopped moving. antd opens a dialog with a
 * zoom from the point last clicked; a click sent while it grows can land beside the button, and
 * then nothing happens: seen twice under load (an approve and a staff disable that never reached
 * the server, the dialog still open 20 s later). The motion's classes (`ant-zoom-appear…`) leave
 * the dialog when it ends.
 */
export async function clickInSettledModal(button: Locator): Promise<void> {
  const modal = button.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-modal ")][1]',
  );
  await expect(modal).not.toHaveClass(/-(appear|enter)(-|\s|$)/);
  await button.click();
}
