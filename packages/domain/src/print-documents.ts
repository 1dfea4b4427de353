/**
 * The data each printed document shows, built from what the console and the server already hold
 * (ContractDto, the client, the product, the branch): the redeem bill (B§2 Contract redeem), the
 * repayment and liquidation receipts (B§2, B§4 Repayment editor) and the mortgage contract (B§2
 * reprint and creation wizard print step). Plain serialisable data with raw numbers and ISO dates;
 * @pawndesk/print lays it out. Every figure comes from loan-math.ts and print-figures.ts.
 */
import type { ClientDto } from './client-api.ts';
import type { ContractDto } from './contract-api.ts';
import { daysBetween } from './dates.ts';
import {
  failedCommitmentFee,
  type LoanFigures,
  lateDays,
  liquidationFee,
  liquidationRate,
  oldContractPenalty,
  outstanding,
  overdueFeeDue,
  overdueFeePerDay,
  repaidShown,
} from './loan-math.ts';
import {
  type ContractVariant,
  contractVariant,
  formatDocumentTimestamp,
  liquidationDate,
  printedAssetCount,
  printedInterest,
  printedInterestRate,
  printedReceivedAmount,
  serviceFeeRate,
} from './print-figures.ts';
import { vietQrPayload } from './vietqr.ts';

/** The shop printing the document: the company, the branch and its transfer account. */
export type PrintIssuer = {
  companyName: string;
  branchName: string;
  branchAddress: string;
  phone: string | null;
  /** The account a bank-transfer bill's VietQR pays into; null when the branch has none. */
  bankAccount: {
    bankBin: string;
    bankName: string;
    accountNumber: string;
    accountName: string;
  } | null;
};

export type PrintClient = {
  name: string;
  phone: string;
  citizenId: string | null;
  dateOfBirth: string | null;
  address: string | null;
};

/** The contract's client as the contract carries it, completed by the client detail when loaded. */
export function printClientOf(
  contract: Pick<ContractDto, 'client'>,
  detail?: Pick<ClientDto, 'nameVi' | 'citizenId' | 'dateOfBirth' | 'fullAddress'> | null,
): PrintClient {
  return {
    name: detail?.nameVi ?? contract.client.name,
    phone: contract.client.primaryPhone,
    citizenId: detail?.citizenId ?? null,
    dateOfBirth: detail?.dateOfBirth ?? null,
    address: detail?.fullAddress || null,
  };
}

/** Common head of every document. */
export type DocumentHead = {
  contractNumber: number;
  issuer: PrintIssuer;
  client: PrintClient;
  assetDescription: string;
  productName: string;
  submittedOn: string;
  maturesOn: string;
  /** "DD/MM/YYYY | HH:mm" in Asia/Ho_Chi_Minh. */
  printedAt: string;
};

type HeadInput = {
  contract: ContractDto;
  client: PrintClient;
  issuer: PrintIssuer;
  printedAt: Date;
};

function headOf({ contract, client, issuer, printedAt }: HeadInput): DocumentHead {
  return {
    contractNumber: contract.finfluxId,
    issuer,
    client,
    assetDescription: [contract.assetType.description, contract.asset.description]
      .filter(Boolean)
      .join(' – '),
    productName: contract.product.productName,
    submittedOn: contract.submittedOn,
    maturesOn: contract.maturesOn,
    printedAt: formatDocumentTimestamp(printedAt),
  };
}

/** The contract's money, with the overdue fee a payment on the document's date carries. */
function figuresAt(contract: ContractDto, overdueFee: number): LoanFigures {
  return {
    principalAmount: contract.principalAmount,
    interestAmount: contract.interestAmount,
    roundingFee: contract.roundingFee,
    overdueFee,
    liquidationFee: contract.liquidationFee,
    failedCommitmentFee: contract.failedCommitmentFee,
    storageFee: contract.storageFee,
    renewalDifference: contract.renewalDifference,
    adjustedAmount: contract.adjustedAmount,
    repaidAmount: contract.repaidAmount,
    waivedAmount: contract.waivedAmount,
    isAdvance: contract.isAdvance,
    interestRate: contract.interestRate,
  };
}

/**
 * What settling costs, line by line; the lines add up to `total`:
 * principal + interest + overdue fee + outstanding fees − discount − paid.
 */
export type SettlementLines = {
  principal: number;
  /** Interest with its rounding fee. */
  interest: number;
  overdueFee: number;
  lateDays: number;
  /** Charged liquidation and failed-commitment fees, and an old contract's penalty. */
  outstandingFee: number;
  /** Promotion discount and waived interest. */
  discount: number;
  /** Repaid so far, a positive renewal difference included (A§9 "repaid amount shown"). */
  paid: number;
  total: number;
};

function settlementLines(figures: LoanFigures, days: number): SettlementLines {
  return {
    principal: figures.principalAmount,
    interest: figures.interestAmount + figures.roundingFee,
    overdueFee: figures.overdueFee,
    lateDays: days,
    outstandingFee:
      figures.liquidationFee +
      figures.failedCommitmentFee +
      oldContractPenalty(figures.renewalDifference),
    discount: figures.waivedAmount,
    paid: repaidShown(figures.repaidAmount, figures.renewalDifference),
    total: outstanding(figures),
  };
}

export const redeemPaymentMethods = ['CASH', 'BANK_TRANSFER'] as const;
export type RedeemPaymentMethod = (typeof redeemPaymentMethods)[number];

/** What a VietQR on a bill pays: the payload and what the bill prints beside it. */
export type TransferQr = {
  payload: string;
  note: string;
  amount: number;
  bankName: string;
  accountNumber: string;
  accountName: string;
};

export type RedeemBillData = DocumentHead & {
  transactionDate: string;
  paymentMethod: RedeemPaymentMethod;
  storageName: string | null;
  lines: SettlementLines;
  /** Present when the client pays by transfer and the branch has an account. */
  transfer: TransferQr | null;
};

/** The transfer note of a contract's payment: its number (B§9 bill, print-lab.md). */
export function transferNote(contractNumber: number): string {
  return String(contractNumber);
}

function transferOf(
  issuer: PrintIssuer,
  amount: number,
  contractNumber: number,
): TransferQr | null {
  const account = issuer.bankAccount;
  if (!account || amount <= 0) {
    return null;
  }
  const note = transferNote(contractNumber);
  return {
    payload: vietQrPayload({
      bankBin: account.bankBin,
      accountNumber: account.accountNumber,
      amount,
      note,
    }),
    note,
    amount,
    bankName: account.bankName,
    accountNumber: account.accountNumber,
    accountName: account.accountName,
  };
}

/**
 * The redeem bill (B§2 Contract redeem step 2): the redeem form's figures on the transaction
 * date, the overdue fee as the repayment would carry it (override, else charged + accrued).
 */
export function redeemBillData(
  input: HeadInput & {
    product: { loanTerm: number };
    transactionDate: string;
    paymentMethod: RedeemPaymentMethod;
  },
): RedeemBillData {
  const { contract, transactionDate } = input;
  const overdue = overdueFeeDue(contract, input.product.loanTerm, transactionDate);
  const lines = settlementLines(
    figuresAt(contract, overdue),
    lateDays(contract.maturesOn, transactionDate),
  );
  return {
    ...headOf(input),
    transactionDate,
    paymentMethod: input.paymentMethod,
    storageName: contract.asset.storage?.name ?? null,
    lines,
    transfer:
      input.paymentMethod === 'BANK_TRANSFER'
        ? transferOf(input.issuer, lines.total, contract.finfluxId)
        : null,
  };
}

export const receiptPaymentTypes = ['CASH', 'BANK'] as const;
export type ReceiptPayment = {
  registeredOn: string;
  type: (typeof receiptPaymentTypes)[number];
  amount: number;
};

/** What the contract DTO leaves out of the product: its commitment (B§3 Product). */
export type CommitmentTerms = {
  loanTerm: number;
  commitmentDays: number;
  commitmentPenaltyRate: number;
};

export type SettlementKind = 'REPAYMENT' | 'LIQUIDATION';

export type SettlementReceiptData = DocumentHead & {
  kind: SettlementKind;
  repaidOn: string;
  lines: SettlementLines;
  /** Liquidation only: the fee and its rate. */
  liquidationFee: number;
  liquidationRate: number | null;
  failedCommitmentFee: number;
  /** Days from disbursal to the repayment date. */
  daysHeld: number;
  /** In the order they are posted: date, cash before bank on a tie (B§4). */
  payments: ReceiptPayment[];
  collected: number;
  /** What is still owed after these payments (a partial repayment), else 0. */
  remaining: number;
  /** Collected beyond what is due (a liquidation sold above the debt): returned to the client. */
  excess: number;
};

/** Posting order of the repayment editor: by date, cash before bank on the same day (B§4). */
export function paymentsInPostingOrder(payments: readonly ReceiptPayment[]): ReceiptPayment[] {
  return [...payments].sort(
    (a, b) =>
      a.registeredOn.localeCompare(b.registeredOn) ||
      receiptPaymentTypes.indexOf(a.type) - receiptPaymentTypes.indexOf(b.type),
  );
}

/**
 * The repayment or liquidation receipt (B§2, B§4 Repayment editor), from the contract as it
 * stood before saving: the overdue fee (the override when staff set one in liquidation mode),
 * the liquidation fee at `rate`, the failed-commitment fee, then the payments being posted.
 * A fee the contract already carries is printed as charged, not charged twice.
 */
export function settlementReceiptData(
  input: HeadInput & {
    kind: SettlementKind;
    product: CommitmentTerms;
    repaidOn: string;
    payments: readonly ReceiptPayment[];
    overdueFeeOverride?: number | null;
    liquidationRate?: number | null;
  },
): SettlementReceiptData {
  const { contract, product, repaidOn, kind } = input;
  const overdue = input.overdueFeeOverride ?? overdueFeeDue(contract, product.loanTerm, repaidOn);
  const rate = kind === 'LIQUIDATION' ? liquidationRate(input.liquidationRate) : null;
  const liquidation =
    contract.liquidationFee > 0 || rate === null
      ? contract.liquidationFee
      : liquidationFee({
          principalAmount: contract.principalAmount,
          interestAmount: contract.interestAmount,
          roundingFee: contract.roundingFee,
          rate,
        });
  const daysHeld = Math.max(0, daysBetween(contract.disbursedOn ?? contract.submittedOn, repaidOn));
  const failedCommitment =
    contract.failedCommitmentFee > 0
      ? contract.failedCommitmentFee
      : failedCommitmentFee({ principalAmount: contract.principalAmount, daysHeld, product });
  const figures = {
    ...figuresAt(contract, overdue),
    liquidationFee: liquidation,
    failedCommitmentFee: failedCommitment,
  };
  const lines = settlementLines(figures, lateDays(contract.maturesOn, repaidOn));
  const payments = paymentsInPostingOrder(input.payments);
  const collected = payments.reduce((sum, payment) => sum + payment.amount, 0);
  return {
    ...headOf(input),
    kind,
    repaidOn,
    lines,
    liquidationFee: liquidation,
    liquidationRate: rate,
    failedCommitmentFee: failedCommitment,
    daysHeld,
    payments,
    collected,
    remaining: Math.max(0, lines.total - collected),
    excess: Math.max(0, collected - lines.total),
  };
}

/** A vehicle's papers as the authorization page prints them (B§2 creation wizard, B§3 meta). */
export type VehiclePapers = {
  label: string;
  vehicleType: string;
  chassisNumber: string;
  engineNumber: string;
  paintingColor: string;
  licensePlate: string;
};

/**
 * Asset meta under both spellings the documents use (B§3 Asset: "alternative names"), the
 * asset editor's names first.
 */
const metaAliases = {
  label: ['brand', 'label'],
  vehicleType: ['productLine', 'vehicleType'],
  chassisNumber: ['chassisNumber', 'chassisId'],
  engineNumber: ['engineNumber', 'engineId', 'vehicleId'],
  paintingColor: ['paintingColor', 'color'],
  licensePlate: ['licensePlate', 'licensePlateId'],
  accessories: ['accessories', 'accessory'],
  coOwner: ['coOwner', 'clientName2'],
  coOwnerCitizenId: ['coOwnerCitizenId', 'nationalId2'],
} as const;

export function assetMetaValue(
  meta: Readonly<Record<string, string>>,
  field: keyof typeof metaAliases,
): string {
  for (const key of metaAliases[field]) {
    const value = meta[key]?.trim();
    if (value) {
      return value;
    }
  }
  return '';
}

export type MortgageContractData = DocumentHead & {
  variant: ContractVariant;
  /** The asset type's name (Bike, Car, Realestate …). */
  assetType: string;
  asset: {
    count: string;
    typeDescription: string;
    description: string;
    accessories: string;
    storageName: string | null;
    /** The value both parties agree the asset has (asset valuation agreement). */
    valuatedAmount: number;
  };
  vehicle: VehiclePapers | null;
  /** Real estate: the second owner who signs the purchase terms. */
  coOwner: { name: string; citizenId: string } | null;
  loan: {
    approvedAmount: number;
    loanTerm: number;
    repayEvery: number;
    isAdvance: boolean;
    interestRate: number;
    serviceFeeRate: number;
    /** Interest with its rounding fee. */
    interestAmount: number;
    discountAmount: number;
    storageFee: number;
    receivedAmount: number;
    overdueFeePerDay: number;
    liquidationDate: string;
    commitmentDays: number;
    commitmentPenaltyRate: number;
  };
  validatorName: string | null;
};

/** The mortgage contract (B§2 reprint, creation wizard print step), pages by asset type. */
export function mortgageContractData(
  input: HeadInput & {
    product: CommitmentTerms;
    valuatedAmount: number;
  },
): MortgageContractData {
  const { contract, product } = input;
  const { meta } = contract.asset;
  const variant = contractVariant(contract.assetType.name);
  const coOwnerName = assetMetaValue(meta, 'coOwner');
  return {
    ...headOf(input),
    variant,
    assetType: contract.assetType.name,
    asset: {
      count: printedAssetCount,
      typeDescription: contract.assetType.description,
      description: contract.asset.description,
      accessories: assetMetaValue(meta, 'accessories'),
      storageName: contract.asset.storage?.name ?? null,
      valuatedAmount: input.valuatedAmount,
    },
    vehicle:
      variant === 'VEHICLE'
        ? {
            label: assetMetaValue(meta, 'label'),
            vehicleType: assetMetaValue(meta, 'vehicleType'),
            chassisNumber: assetMetaValue(meta, 'chassisNumber'),
            engineNumber: assetMetaValue(meta, 'engineNumber'),
            paintingColor: assetMetaValue(meta, 'paintingColor'),
            licensePlate: assetMetaValue(meta, 'licensePlate'),
          }
        : null,
    coOwner:
      variant === 'REAL_ESTATE' && coOwnerName
        ? { name: coOwnerName, citizenId: assetMetaValue(meta, 'coOwnerCitizenId') }
        : null,
    loan: {
      approvedAmount: contract.approvedAmount,
      loanTerm: product.loanTerm,
      repayEvery: contract.product.repayEvery,
      isAdvance: contract.isAdvance,
      interestRate: printedInterestRate,
      serviceFeeRate: serviceFeeRate(contract.specialInterestValue, product),
      interestAmount: printedInterest(contract),
      discountAmount: contract.discountAmount,
      storageFee: contract.storageFee,
      receivedAmount: printedReceivedAmount(contract),
      overdueFeePerDay: Math.round(overdueFeePerDay(contract.interestAmount, product.loanTerm)),
      liquidationDate: liquidationDate(contract.maturesOn),
      commitmentDays: product.commitmentDays,
      commitmentPenaltyRate: product.commitmentPenaltyRate,
    },
    validatorName: contract.validator
      ? `${contract.validator.lastName} ${contract.validator.firstName}`.trim()
      : null,
  };
}
