import { expect, type Page, test } from '@playwright/test';
import { apiGet, openClientTab } from '../support/clients.ts';
import { signIn } from '../support/session.ts';

type Violation = { directive: string; blocked: string; source: string };

declare global {
  // biome-ignore lint/style/useConsistentTypeDefinitions: augmenting Window needs an interface.
  interface Window {
    cspViolations: Violation[];
    inlineScriptRan?: boolean;
  }
}

/**
 * Records every CSP violation of the page and of its same-origin frames, from before the first
 * script runs, plus the browser's console reports of refused content.
 */
async function watchViolations(page: Page): Promise<{ console: string[] }> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  const reports = { console: [] as string[] };
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) {
      reports.console.push(message.text());
    }
  });
  return reports;
}

function violations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.cspViolations);
}

test('the built console runs under its Content-Security-Policy without a single violation', async ({
  page,
}) => {
  // Ten full page loads and two documents: about 20 s on a quiet machine, over a minute under CI load.
  test.slow();
  const reports = await watchViolations(page);
  const sockets: string[] = [];
  page.on('websocket', (socket) => {
    sockets.push(new URL(socket.url()).pathname);
  });

  const login = await page.goto('/login');
  const policy = login?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(login?.headers()['x-frame-options']).toBe('DENY');
  expect(await page.locator('script:not([src])').count()).toBe(0);

  await signIn(page, 'admin');
  await expect(page).toHaveURL('/orders');
  await expect(page.getByTestId('header')).toBeVisible();
  // The live connection opens on this origin: connect-src 'self' covers ws: here.
  await expect.poll(() => sockets).toContain('/live');

  const contract = await apiGet<{ finfluxId: number }>(page, '/crm/api/v2/contracts/1/');
  for (const screen of [
    '/clients',
    '/contracts',
    `/contracts/${contract.finfluxId}`,
    '/asset',
    '/value-adjustment',
    '/payment-reminder',
    '/cash-log',
    '/user-password',
    // A text area that grows with its text (antd's autoSize styled a hidden one by attribute).
    '/contract-editor',
  ]) {
    await page.goto(screen);
    await expect(page.getByTestId('header')).toBeVisible();
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  }
  // A popup (antd positions it with inline styles set from script, which the policy allows).
  await page.getByTestId('profile-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Tiếng Việt' })).toBeVisible();
  await page.keyboard.press('Escape');

  // A client's documents: an image and a PDF, both shown through signed /files/ links; the PDF in
  // a frame, which the console's frame-src and the file's frame-ancestors must both allow.
  const client = await apiGet<{ finfluxId: number }>(page, '/crm/api/v2/clients/1/');
  await page.goto(`/clients/${client.finfluxId}`);
  await openClientTab(page, 'documents');
  const tab = page.getByTestId('client-documents');
  for (const kind of ['document-image', 'document-pdf']) {
    const viewButtons = tab.locator('[data-testid^="document-view-"]');
    await expect(viewButtons.first()).toBeVisible();
    const count = await viewButtons.count();
    let isShown = false;
    for (let index = 0; index < count && !isShown; index += 1) {
      await viewButtons.nth(index).click();
      const viewer = page.getByTestId('document-viewer');
      await expect(viewer).toBeVisible();
      await expect(viewer.locator('[data-testid^="document-"]').first()).toBeVisible();
      isShown = (await viewer.getByTestId(kind).count()) > 0;
      if (isShown && kind === 'document-image') {
        await expect
          .poll(() =>
            viewer.getByTestId(kind).evaluate((image) => (image as HTMLImageElement).naturalWidth),
          )
          .toBeGreaterThan(0);
      }
      await page.keyboard.press('Escape');
      await expect(viewer).toBeHidden();
    }
    expect(isShown, kind).toBe(true);
  }

  expect(await violations(page)).toEqual([]);
  expect(reports.console).toEqual([]);

  // The watcher works: an injected inline script is refused and reported.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true;';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return window.inlineScriptRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () => (await violations(page)).map((violation) => violation.directive))
    .toEqual(['script-src-elem']);
});
