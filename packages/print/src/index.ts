/**
 * Every .tsx file here starts with the automatic-runtime JSX pragmas, so whoever compiles it
 * (Vite, vitest, tsx started from another package) does so the same way whatever its tsconfig.
 *
 * The shop's printed documents as react-pdf definitions, environment-free: each is a function of
 * plain data (built by @pawndesk/domain/print-documents) to a <Document>. Render them with
 * renderToPdfBuffer from `@pawndesk/print/node` (the server's print worker, tests).
 */
export {
  liquidationReceiptDocument,
  liquidationReceiptTitle,
} from './documents/liquidation-receipt.tsx';
export { mortgageContractDocument } from './documents/mortgage-contract.tsx';
export { redeemBillDocument, redeemBillTitle } from './documents/redeem-bill.tsx';
export {
  repaymentReceiptDocument,
  repaymentReceiptTitle,
} from './documents/repayment-receipt.tsx';
export { type FontSources, fontFamily, registerFonts } from './fonts.ts';
