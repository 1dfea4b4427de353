import type { ContractDto } from '@pawndesk/domain/contract-api';
import {
  type PrintClient,
  type RedeemBillData,
  type RedeemPaymentMethod,
  redeemBillData,
} from '@pawndesk/domain/print-documents';
import type { MiscDto } from '@pawndesk/domain/reference';
import type { RedeemInfoDto } from '@pawndesk/domain/settlement-api';
import { contractIssuer } from '../../../lib/print/print-context.ts';

/** What staff choose on the redeem form: the transaction (submission) date and how the client pays. */
export type RedeemChoice = { transactionDate: string; paymentMethod: RedeemPaymentMethod };

/** The client as the redeem info gives it (the bill prints the name, phone and address). */
function billClient(info: RedeemInfoDto): PrintClient {
  return {
    name: info.client.name,
    phone: info.client.primaryPhone,
    citizenId: null,
    dateOfBirth: null,
    address: info.client.fullAddress || null,
  };
}

/**
 * The bill (B§2 Contract redeem step 2) on `transactionDate`, built by the domain from the
 * contract as it stands: the form's figures are its lines, so the form and the paper agree.
 */
export function redeemBill({
  info,
  contract,
  misc,
  transactionDate,
  paymentMethod,
}: { info: RedeemInfoDto; contract: ContractDto; misc: MiscDto } & RedeemChoice): RedeemBillData {
  return redeemBillData({
    contract,
    client: billClient(info),
    issuer: contractIssuer(contract, misc, info.bankAccount),
    printedAt: new Date(),
    product: { loanTerm: contract.product.loanTerm },
    transactionDate,
    paymentMethod,
  });
}
