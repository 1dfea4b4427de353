import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import type { RedeemInput, SettleInput } from '@pawndesk/domain/settlement-api';
import type { PdfRequest } from '../../../lib/print/pdf-request.ts';

/** The redeem bill the redeem call would file for `input` (B§2 step 2). */
export function redeemBillPreview(finfluxId: number, input: RedeemInput): PdfRequest {
  return {
    url: endpointUrl(contractEndpoints.redeemPreview, { id: finfluxId }),
    method: 'POST',
    body: input,
    fileName: `phieu-thu-chuoc-tai-san-${finfluxId}.pdf`,
  };
}

/** The receipt the settle call would file for `input` (B§4 Repayment editor step 1). */
export function settlementReceiptPreview(finfluxId: number, input: SettleInput): PdfRequest {
  return {
    url: endpointUrl(contractEndpoints.settlePreview, { id: finfluxId }),
    method: 'POST',
    body: input,
    fileName: `bien-nhan-${finfluxId}.pdf`,
  };
}

/** The mortgage contract as a reprint would file it now (B§2 Contract reprint). */
export function mortgageContractPreview(finfluxId: number): PdfRequest {
  return {
    url: endpointUrl(contractEndpoints.printPreview, { id: finfluxId }),
    fileName: `hop-dong-cam-co-${finfluxId}.pdf`,
  };
}
