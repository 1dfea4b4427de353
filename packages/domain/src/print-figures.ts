/**
 * The constants and formulas printed on the shop's documents (B§9 "Printed contract", "Received
 * amount printed", "Bill", date formats; A§9 working hours). Pure: the print package lays these
 * out, the console and the server call the same functions, so a printed figure never differs from
 * the screen. docs/decisions/0009 gives the readings chosen where the documents leave one open.
 */
import { addDays, businessTimeZone } from './dates.ts';

/** Interest in period printed on the contract, in percent (B§9: "fixed at 1.5%"). */
export const printedInterestRate = 1.5;

/** Number of assets printed on the contract (B§9: "printed as 01"). */
export const printedAssetCount = '01';

/** The shop may liquidate the asset this many days after the contract expires (B§9). */
export const liquidationGraceDays = 3;

/** A redeem bill prints two copies on one A4 page (B§2 Contract redeem, B§9). */
export const billCopiesPerPage = 2;

/** Opening hours printed on the contract's terms (A§9, B§9). */
export const workingHours = [
  { days: 'Thứ Hai đến Thứ Bảy', opens: '8:30', closes: '18:30' },
  { days: 'Chủ nhật', opens: '9:00', closes: '17:00' },
] as const;

/** "Thứ Hai đến Thứ Bảy: 8:30 – 18:30; Chủ nhật: 9:00 – 17:00". */
export function workingHoursText(): string {
  return workingHours.map((slot) => `${slot.days}: ${slot.opens} – ${slot.closes}`).join('; ');
}

/** Rates keep 3 decimals, as forms accept them; this stops 7.3 − 1.5 printing 5.799999999999999. */
function roundRate(rate: number): number {
  return Math.round(rate * 1000) / 1000;
}

/**
 * Service fee printed = special interest value − the printed 1.5 % interest, plus the product's
 * commitment penalty rate when its commitment outlasts the loan term (B§9). Never below 0.
 */
export function serviceFeeRate(
  specialInterestValue: number,
  product: { loanTerm: number; commitmentDays: number; commitmentPenaltyRate: number },
): number {
  const penalty = product.commitmentDays > product.loanTerm ? product.commitmentPenaltyRate : 0;
  return Math.max(0, roundRate(specialInterestValue - printedInterestRate + penalty));
}

/** The date printed as the start of liquidation: expiry + 3 days (B§9). */
export function liquidationDate(maturesOn: string): string {
  return addDays(maturesOn, liquidationGraceDays);
}

/**
 * Interest printed on the contract: the interest with its rounding fee, i.e. what the client pays
 * in whole thousands (docs/decisions/0005).
 */
export function printedInterest(input: { interestAmount: number; roundingFee: number }): number {
  return input.interestAmount + input.roundingFee;
}

/**
 * Received amount printed = approved − interest + discount (B§9). Only a prepaid (ADVANCE)
 * contract takes its interest at disbursal; a postpaid one receives the approved amount and pays
 * its interest at the end (its discount is always 0).
 */
export function printedReceivedAmount(input: {
  approvedAmount: number;
  interestAmount: number;
  roundingFee: number;
  discountAmount: number;
  isAdvance: boolean;
}): number {
  if (!input.isAdvance) {
    return input.approvedAmount;
  }
  return input.approvedAmount - printedInterest(input) + input.discountAmount;
}

/** Vehicle asset types (page 3, the authorization) and the real-estate type (B§2, B§9). */
export const vehicleAssetTypes = ['Car', 'Bike', 'Truck'] as const;
export const realEstateAssetType = 'Realestate';

export const contractVariants = ['VEHICLE', 'REAL_ESTATE', 'OTHER'] as const;
export type ContractVariant = (typeof contractVariants)[number];

/** Which mortgage-contract wording an asset type gets. */
export function contractVariant(assetTypeName: string): ContractVariant {
  if ((vehicleAssetTypes as readonly string[]).includes(assetTypeName)) {
    return 'VEHICLE';
  }
  return assetTypeName === realEstateAssetType ? 'REAL_ESTATE' : 'OTHER';
}

/** Page 1 parties and asset, page 2 terms, page 3 the vehicle authorization (B§2 reprint). */
export function contractPageCount(variant: ContractVariant): number {
  return variant === 'VEHICLE' ? 3 : 2;
}

/** Printed dates read DD-MM-YYYY (B§9): "2026-11-24" → "24-11-2026". */
export function formatPrintedDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

const timestampFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The moment a document was printed, "DD/MM/YYYY | HH:mm" in Asia/Ho_Chi_Minh (B§9). */
export function formatDocumentTimestamp(instant: Date): string {
  const parts = Object.fromEntries(
    timestampFormat.formatToParts(instant).map((part) => [part.type, part.value]),
  );
  return `${parts.day}/${parts.month}/${parts.year} | ${parts.hour}:${parts.minute}`;
}

const rateFormat = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 3 });

/** A percent rate as printed in Vietnamese: 1.5 → "1,5%". */
export function formatPrintedRate(rate: number): string {
  return `${rateFormat.format(rate)}%`;
}

/** Day counts print on two digits at least, as the number of assets does: 3 → "03". */
export function formatPrintedCount(count: number): string {
  return String(count).padStart(2, '0');
}
