// npm run samples -w @pawndesk/print [-- <out dir>]
// Writes every sample document as a PDF (default: <tmp>/pawndesk-print-samples), to look at the layout (pdftoppm -r 60 -png file.pdf name).
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import {
  liquidationReceiptDocument,
  mortgageContractDocument,
  redeemBillDocument,
  renderToPdfBuffer,
  repaymentReceiptDocument,
} from '../node.ts';
import {
  sampleLiquidationReceipt,
  sampleRealEstateContract,
  sampleRedeemBill,
  sampleRepaymentReceipt,
  sampleVehicleContract,
} from './sample-documents.ts';

const samples: Record<string, () => ReactElement<DocumentProps>> = {
  'redeem-bill-transfer': () => redeemBillDocument(sampleRedeemBill('BANK_TRANSFER')),
  'redeem-bill-cash': () => redeemBillDocument(sampleRedeemBill('CASH')),
  'repayment-receipt': () => repaymentReceiptDocument(sampleRepaymentReceipt()),
  'liquidation-receipt': () => liquidationReceiptDocument(sampleLiquidationReceipt()),
  'contract-vehicle': () => mortgageContractDocument(sampleVehicleContract()),
  'contract-real-estate': () => mortgageContractDocument(sampleRealEstateContract()),
};

const outDir = path.resolve(process.argv[2] ?? path.join(tmpdir(), 'pawndesk-print-samples'));
await mkdir(outDir, { recursive: true });
for (const [name, build] of Object.entries(samples)) {
  const started = performance.now();
  const pdf = await renderToPdfBuffer(build());
  const file = path.join(outDir, `${name}.pdf`);
  await writeFile(file, pdf);
  process.stdout.write(
    `${file}  ${(pdf.length / 1024).toFixed(0)} KB  ${Math.round(performance.now() - started)} ms\n`,
  );
}
