import { inflateSync } from 'node:zlib';
import { amountInWords } from '@pawndesk/domain/amount-words';
import { formatMillions, formatVnd } from '@pawndesk/domain/money';
import { expect, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { openTab } from './clients.ts';
import { type ApiCall, createLoan, type Loan, type LoanOptions, overdueMarker } from './loans.ts';
import { accessToken } from './orders.ts';
import { defaultBranch, signIn } from './session.ts';

export const layouts = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'mobile', width: 390, height: 844 },
] as const;
export type Layout = (typeof layouts)[number];

/** The demo superuser's name as the documents tab prints who printed ("Hoàng Tiến Dũng"). */
const adminName = 'Hoàng Tiến Dũng';

/** The contract document type of every kept print (docs/decisions/0013). */
const printedTypeName = 'Chứng từ in';

/** A4 in PDF points. */
export const a4 = { width: 595.28, height: 841.89 };

/** The documents' signed links each page's frames loaded (the print frame, the viewer). */
const framedFiles = new WeakMap<Page, string[]>();

/**
 * Printing is the browser's dialog on a hidden frame holding the archived PDF: every frame's
 * `print` is replaced by one that records the call on the top window, so no dialog opens and
 * the test can tell a print was asked for. Call before the first navigation.
 */
export async function stubPrinting(page: Page) {
  const files: string[] = [];
  framedFiles.set(page, files);
  page.on('request', (request) => {
    if (/\/files\/documents\/\d+\?/.test(request.url()) && request.frame() !== page.mainFrame()) {
      files.push(request.url());
    }
  });
  await page.addInitScript(() => {
    type Recorder = Window & { pdPrints?: string[] };
    window.print = () => {
      const top = window.top as Recorder | null;
      if (top) {
        top.pdPrints = [...(top.pdPrints ?? []), window.location.href];
      }
    };
  });
}

/** The archived documents the console asked its frames to print so far, by id, in order. */
export function printedIds(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    ((window as Window & { pdPrints?: string[] }).pdPrints ?? []).map((href) =>
      Number(/\/files\/documents\/(\d+)\?/.exec(href)?.[1] ?? Number.NaN),
    ),
  );
}

/** Signs in as the demo superuser at this layout's size, at the given branch. */
export async function signInAsAdmin(page: Page, layout: Layout, branch = defaultBranch) {
  await page.setViewportSize({ width: layout.width, height: layout.height });
  await stubPrinting(page);
  await signIn(page, 'admin', undefined, branch);
  await expect(page.getByTestId('header')).toBeVisible();
  await expect(page).not.toHaveURL(/\/login/);
}

/** JSON calls with the signed-in page's token. */
export function pageApi(page: Page): ApiCall {
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const response = await page.request.fetch(path, {
      method,
      headers: { authorization: `Bearer ${await accessToken(page)}` },
      ...(body === undefined ? {} : { data: body }),
    });
    const text = await response.text();
    expect(response.ok(), `${method} ${path}: ${text}`).toBeTruthy();
    return JSON.parse(text).data as T;
  };
}

/** A disbursed loan of its own (client, asset, contract) in the signed-in branch. */
export async function newLoan(page: Page, options: LoanOptions = {}): Promise<Loan> {
  const call = pageApi(page);
  const me = await call<{ branch: { id: number } }>('GET', '/crm/api/v1/me/');
  return createLoan(call, me.branch.id, options);
}

/**
 * The overdue loan prepared for this layout and attempt (prepare-overdue.ts); the server's
 * start-up switch made it OVERDUE.
 */
export async function preparedOverdueLoan(page: Page, slot: string): Promise<Loan> {
  type Listed = {
    id: number;
    finfluxId: number;
    status: string;
    client: { id: number; name: string };
    asset: { id: number; description: string; meta: Record<string, string> };
  };
  const call = pageApi(page);
  const found = await call<{ items: Listed[] }>(
    'GET',
    `/crm/api/v2/contracts/?term=${encodeURIComponent(overdueMarker(slot))}`,
  );
  const [contract, ...others] = found.items;
  expect(others, `one prepared loan for ${slot}`).toEqual([]);
  if (!contract) {
    throw new Error(`no prepared overdue loan for ${slot}`);
  }
  return {
    id: contract.id,
    finfluxId: contract.finfluxId,
    status: contract.status,
    client: contract.client,
    asset: contract.asset,
  };
}

export type RedeemInfo = {
  totalOutstanding: number;
  principalAmount: number;
  interestAmount: number;
  roundingFee: number;
  overdueFee: number;
  client: { name: string };
  bankAccount: { bankName: string; accountNumber: string; accountName: string } | null;
};

export function redeemInfo(page: Page, loan: Loan) {
  return pageApi(page)<RedeemInfo>(
    'GET',
    `/crm/api/v2/contracts/finflux-${loan.finfluxId}/redeem-info/`,
  );
}

export type ContractFigures = {
  id: number;
  finfluxId: number;
  status: string;
  maturesOn: string;
  toRepay: number;
  repaidAmount: number;
  liquidationFee: number;
};

export function contractOf(page: Page, loan: { finfluxId: number }) {
  return pageApi(page)<ContractFigures>('GET', `/crm/api/v2/contracts/finflux-${loan.finfluxId}/`);
}

export type PrintedDocument = {
  id: number;
  path: string;
  fileName: string;
  contentType: string;
  type: { key: string; name: string };
  createdBy: { firstName: string; lastName: string } | null;
};

/** The contract's kept prints, newest first. */
export async function printedDocuments(page: Page, loan: Loan): Promise<PrintedDocument[]> {
  const list = await pageApi(page)<{ items: PrintedDocument[] }>(
    'GET',
    `/crm/api/v2/contracts/${loan.id}/docs/?pageSize=-1`,
  );
  return list.items.filter((document) => document.type.key === 'PRINTED_DOCUMENT');
}

/** Amounts as the printed documents write them: "10.500.000 đ". */
export function printedMoney(vnd: number): string {
  return `${formatVnd(vnd)} đ`;
}

/** Amounts as the console's screens show them, in millions: "10,5". */
export function screenMoney(vnd: number): string {
  return formatMillions(vnd);
}

/** "Mười triệu năm trăm nghìn đồng" (B§9: amounts in Vietnamese words). */
export function printedWords(vnd: number): string {
  return amountInWords(vnd) ?? '';
}

/** Millions as the settlement inputs take them (dot decimals): 10 850 000 → "10.85". */
function millionsInput(vnd: number): string {
  return String(Math.round(vnd / 1000) / 1000);
}

/** Millions as a money input shows them (the Vietnamese decimal comma): 8 500 000 → "8,5". */
export function millionsShown(vnd: number): string {
  return millionsInput(vnd).replace('.', ',');
}

export type PdfReading = {
  pageCount: number;
  pageSizes: { width: number; height: number }[];
  /** The text of every page, whitespace collapsed. */
  pages: string[];
  /**
   * Closed subpaths drawn in the whole file (`h` operators of the inflated content streams): the
   * bill's VietQR is vector, one closed subpath per run of dark modules, a few hundred per code.
   */
  closedPaths: number;
};

/** Counts the `h` (close subpath) operators of every Flate-compressed stream of a PDF. */
function closedPathsOf(bytes: Buffer): number {
  const raw = bytes.toString('latin1');
  let total = 0;
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString('latin1');
    } catch {
      // Not a compressed content stream (a font, an image): nothing drawn in it.
      continue;
    }
    total += content.match(/\sh\r?\n/g)?.length ?? 0;
  }
  return total;
}

/** Reads a PDF back with pdf.js (unpdf): pages, sizes and text; and how many paths it closes. */
export async function readPdf(bytes: Uint8Array): Promise<PdfReading> {
  expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const { totalPages, text } = await extractText(document, { mergePages: false });
  const pageSizes: PdfReading['pageSizes'] = [];
  for (let number = 1; number <= totalPages; number++) {
    const { width, height } = (await document.getPage(number)).getViewport({ scale: 1 });
    pageSizes.push({ width, height });
  }
  return {
    pageCount: totalPages,
    pageSizes,
    pages: text.map((page) => page.replace(/\s+/g, ' ').normalize('NFC')),
    closedPaths: closedPathsOf(Buffer.from(bytes)),
  };
}

export function expectA4(reading: PdfReading, pageCount: number) {
  expect(reading.pageCount).toBe(pageCount);
  for (const size of reading.pageSizes) {
    expect(size.width).toBeCloseTo(a4.width, 1);
    expect(size.height).toBeCloseTo(a4.height, 1);
  }
}

/** Occurrences of `part` in `text`. */
export function count(text: string, part: string): number {
  return text.split(part).length - 1;
}

/**
 * The file the hidden print frame loaded for this archived document, fetched again through the
 * frame's signed link (the frame's own answer, as the browser reports it, is its PDF viewer's
 * page). Waits until the console has pointed a frame at it.
 */
export async function printedFile(page: Page, documentId: number): Promise<Buffer> {
  const pattern = new RegExp(`/files/documents/${documentId}\\?`);
  let link: string | undefined;
  await expect
    .poll(() => {
      link = framedFiles.get(page)?.find((url) => pattern.test(url));
      return link !== undefined;
    })
    .toBe(true);
  const response = await page.request.get(link ?? '');
  expect(response.ok()).toBeTruthy();
  expect(response.headers()['content-type']).toContain('application/pdf');
  return response.body();
}

export function statusOf(page: Page) {
  return page.getByTestId('contract-panel').getByTestId('contract-status');
}

export async function openDetail(page: Page, loan: { finfluxId: number }) {
  await page.goto(`/contracts/${loan.finfluxId}`);
  await expect(page.getByText(`Hợp đồng #${loan.finfluxId}`)).toBeVisible();
}

/**
 * The documents tab lists the print as "Chứng từ in" with who printed it; its viewer opens the
 * archived file through a signed link, whose bytes are answered.
 */
export async function expectPrintedOnDocumentsTab(page: Page, documentId: number) {
  await openTab(page, 'contract-tabs', 'Giấy tờ');
  const documents = page.getByTestId('contract-documents');
  const row = documents.locator('tr', { has: page.getByTestId(`document-view-${documentId}`) });
  await expect(row).toContainText(printedTypeName);
  await expect(row).toContainText(adminName);
  // A kept print has no delete.
  await expect(row.getByTestId(`document-archive-${documentId}`)).toHaveCount(0);
  await row.getByTestId(`document-view-${documentId}`).click();
  const frame = page.getByTestId('document-pdf');
  await expect(frame).toHaveAttribute('src', /\/files\/documents\/\d+\?/);
  const link = (await frame.getAttribute('src')) ?? '';
  const response = await page.request.get(link);
  expect(response.ok()).toBeTruthy();
  expect(response.headers()['content-type']).toContain('application/pdf');
  const bytes = await response.body();
  await page.keyboard.press('Escape');
  await expect(frame).toBeHidden();
  return bytes;
}
