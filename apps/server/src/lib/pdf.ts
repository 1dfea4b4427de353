import type {
  MortgageContractData,
  RedeemBillData,
  SettlementReceiptData,
} from '@pawndesk/domain/print-documents';
import type { PrintedDocumentKind } from '@pawndesk/domain/settlement-api';
import { vietQrPayload } from '@pawndesk/domain/vietqr';
import { renderInWorker } from './pdf-worker-client.ts';

type PrintData = {
  REDEEM_BILL: RedeemBillData;
  REPAYMENT_RECEIPT: SettlementReceiptData;
  LIQUIDATION_RECEIPT: SettlementReceiptData;
  MORTGAGE_CONTRACT: MortgageContractData;
};

/** A document to print: its kind and the data the domain's builder made for it. */
export type PrintJob = {
  [K in PrintedDocumentKind]: { kind: K; data: PrintData[K] };
}[PrintedDocumentKind];

/** Renders a print job to PDF bytes; the app's dependency, so a test can make it fail. */
export type RenderPdf = (job: PrintJob) => Promise<Buffer>;

/**
 * Renders here, on the calling thread, with @pawndesk/print (react-pdf, one render at a time).
 * Imported on the first print, not at start: react-pdf and its fonts cost about a second to load,
 * which a thread that prints nothing should not pay. The server calls it through `renderPdf`, in
 * the print worker; tests and tools may call it directly.
 */
export const renderPdfHere: RenderPdf = async (job) => {
  const print = await import('@pawndesk/print/node');
  switch (job.kind) {
    case 'REDEEM_BILL':
      return print.renderToPdfBuffer(print.redeemBillDocument(job.data));
    case 'REPAYMENT_RECEIPT':
      return print.renderToPdfBuffer(print.repaymentReceiptDocument(job.data));
    case 'LIQUIDATION_RECEIPT':
      return print.renderToPdfBuffer(print.liquidationReceiptDocument(job.data));
    case 'MORTGAGE_CONTRACT':
      return print.renderToPdfBuffer(print.mortgageContractDocument(job.data));
  }
};

/**
 * Renders in the print worker (lib/pdf-worker-client.ts): a render is synchronous CPU work (80 ms
 * warm, about 1 s cold) that on the server's own thread stopped every other request meanwhile;
 * the first one, the start-up warm-up, held every user for 3.3 s (docs/decisions/0040).
 */
export const renderPdf: RenderPdf = (job) => renderInWorker(job);

/** A made-up bill paid by transfer: it loads react-pdf, the fonts, the layout engine and the QR. */
const warmUpBill: RedeemBillData = {
  contractNumber: 100001,
  issuer: {
    companyName: 'Khởi động',
    branchName: 'Chi nhánh',
    branchAddress: 'Địa chỉ',
    phone: null,
    bankAccount: null,
  },
  client: {
    name: 'Khách hàng',
    phone: '0900000000',
    citizenId: null,
    dateOfBirth: null,
    address: null,
  },
  assetDescription: 'Tài sản',
  productName: 'Sản phẩm',
  submittedOn: '2026-01-01',
  maturesOn: '2026-01-31',
  printedAt: '01/01/2026 | 08:30',
  transactionDate: '2026-01-31',
  paymentMethod: 'BANK_TRANSFER',
  storageName: null,
  lines: {
    principal: 1_000_000,
    interest: 50_000,
    overdueFee: 0,
    lateDays: 0,
    outstandingFee: 0,
    discount: 0,
    paid: 0,
    total: 1_050_000,
  },
  transfer: {
    payload: vietQrPayload({
      bankBin: '970436',
      accountNumber: '0011004455667',
      amount: 1_050_000,
      note: '100001',
    }),
    note: '100001',
    amount: 1_050_000,
    bankName: 'Vietcombank',
    accountNumber: '0011004455667',
    accountName: 'KHOI DONG',
  },
};

/**
 * Renders one throw-away bill so the first real print does not pay the cold start (bench:print:
 * about 0.5–0.7 s to load react-pdf and 0.4–0.5 s for the first render, against 80 ms warm) while
 * it holds a contract's row lock and a database connection — on the embedded PGlite, the only
 * one. Answers how long it took.
 */
export async function warmUpPdf(render: RenderPdf = renderPdf): Promise<number> {
  const started = performance.now();
  await render({ kind: 'REDEEM_BILL', data: warmUpBill });
  return performance.now() - started;
}
