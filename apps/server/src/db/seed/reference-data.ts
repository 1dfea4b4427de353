/**
 * The fixed reference lists the console reads through GET /v1/misc/ and /v2/misc/. Rows are typed
 * with the tables' insert types so a schema change shows up here as a type error.
 */
import type {
  assetCategories,
  clientDocTypes,
  contractDocTypes,
  products,
  promotions,
} from '../schema.ts';

export type AssetTypeSeed = { name: string; description: string };

/** `name` is the English key code compares against (Bike, Car, Truck, Realestate: spec B§9). */
export const assetTypeSeeds: readonly AssetTypeSeed[] = [
  { name: 'Bike', description: 'Xe máy' },
  { name: 'Car', description: 'Ô tô' },
  { name: 'Truck', description: 'Xe tải' },
  { name: 'Realestate', description: 'Bất động sản' },
  { name: 'Phone', description: 'Điện thoại, máy tính bảng' },
  { name: 'Jewelry', description: 'Vàng, trang sức, kim cương' },
  { name: 'Electronics', description: 'Máy tính, máy ảnh, đồ điện máy' },
  { name: 'Luxury', description: 'Hàng hiệu: túi xách, đồng hồ' },
  { name: 'Other', description: 'Tài sản khác' },
];

export type AssetCategorySeed = Omit<typeof assetCategories.$inferInsert, 'assetTypeId'> & {
  /** The asset type's `name`; resolved to its id when seeding. */
  assetType: string;
};

export const assetCategorySeeds: readonly AssetCategorySeed[] = [
  { key: 'MOTORCYCLE', name: 'Xe máy', assetType: 'Bike' },
  { key: 'AUTOMOBILE', name: 'Ô tô', assetType: 'Car' },
  { key: 'TRUCK', name: 'Xe tải', assetType: 'Truck' },
  { key: 'PHONE_TABLET', name: 'Điện thoại, máy tính bảng', assetType: 'Phone' },
  { key: 'GOLD_JEWELRY', name: 'Vàng, trang sức', assetType: 'Jewelry' },
  { key: 'DIAMOND', name: 'Kim cương', assetType: 'Jewelry' },
  { key: 'CAMERA', name: 'Máy ảnh, máy quay', assetType: 'Electronics' },
  { key: 'REAL_ESTATE', name: 'Bất động sản (sổ đỏ, sổ hồng)', assetType: 'Realestate' },
  { key: 'ART_ANTIQUE', name: 'Tranh, đồ cổ', assetType: 'Other' },
  { key: 'HOUSEHOLD_APPLIANCE', name: 'Đồ gia dụng, điện máy', assetType: 'Electronics' },
  { key: 'SIM_CARD', name: 'Sim số đẹp', assetType: 'Phone' },
  { key: 'HANDBAG', name: 'Túi xách hàng hiệu', assetType: 'Luxury' },
  { key: 'WATCH', name: 'Đồng hồ', assetType: 'Luxury' },
  { key: 'COMPUTER', name: 'Máy tính xách tay, máy tính để bàn', assetType: 'Electronics' },
  { key: 'ACCESSORIES', name: 'Phụ kiện', assetType: 'Other' },
];

type ProductSeed = Omit<typeof products.$inferInsert, 'id'>;

/**
 * sortOrder gives the list order the spec asks for (B§9): prepaid 30-day, postpaid 30-day,
 * prepaid other, postpaid other. Rates are percent per repayment period and stay within the caps:
 * 7.4 % for ADVANCE (prepaid) and 8 % for ARREARS (postpaid). A product with interestValue has a
 * fixed rate (min = max = value); one without lets the valuator choose within [min, max].
 */
export const productSeeds: readonly ProductSeed[] = [
  {
    sortOrder: 10,
    productName: 'Trả trước 30 ngày',
    productDesc: 'Cầm cố trả lãi trước, kỳ hạn 30 ngày',
    interestType: 'ADVANCE',
    loanTerm: 30,
    repayEvery: 30,
    interestValue: 6.5,
    minInterestRate: 6.5,
    maxInterestRate: 6.5,
  },
  {
    sortOrder: 20,
    productName: 'Trả sau 30 ngày',
    productDesc: 'Cầm cố trả lãi sau, kỳ hạn 30 ngày',
    interestType: 'ARREARS',
    loanTerm: 30,
    repayEvery: 30,
    interestValue: null,
    minInterestRate: 3,
    maxInterestRate: 8,
  },
  {
    sortOrder: 30,
    productName: 'Trả trước 15 ngày',
    productDesc: 'Cầm cố ngắn ngày trả lãi trước, kỳ hạn 15 ngày',
    interestType: 'ADVANCE',
    loanTerm: 15,
    repayEvery: 15,
    interestValue: 3.5,
    minInterestRate: 3.5,
    maxInterestRate: 3.5,
  },
  {
    sortOrder: 40,
    productName: 'Trả trước 60 ngày',
    productDesc: 'Cầm cố trả lãi trước, kỳ hạn 60 ngày, đóng lãi mỗi 30 ngày, cam kết 45 ngày',
    interestType: 'ADVANCE',
    loanTerm: 60,
    repayEvery: 30,
    interestValue: null,
    minInterestRate: 4,
    maxInterestRate: 7.4,
    commitmentDays: 45,
    commitmentPenaltyRate: 1.5,
  },
  {
    sortOrder: 50,
    productName: 'Trả sau 60 ngày',
    productDesc: 'Cầm cố trả lãi sau, kỳ hạn 60 ngày, đóng lãi mỗi 30 ngày',
    interestType: 'ARREARS',
    loanTerm: 60,
    repayEvery: 30,
    interestValue: 7,
    minInterestRate: 7,
    maxInterestRate: 7,
  },
  {
    sortOrder: 60,
    productName: 'Trả sau 90 ngày',
    productDesc: 'Cầm cố trả lãi sau, kỳ hạn 90 ngày, đóng lãi mỗi 30 ngày, cam kết 60 ngày',
    interestType: 'ARREARS',
    loanTerm: 90,
    repayEvery: 30,
    interestValue: null,
    minInterestRate: 4.5,
    maxInterestRate: 8,
    commitmentDays: 60,
    commitmentPenaltyRate: 2,
  },
];

/** Amounts in whole VND; interestDiscount is a percent of the first period's interest. */
export const promotionSeeds: readonly Omit<typeof promotions.$inferInsert, 'id'>[] = [
  {
    promotionName: 'Khách hàng mới – giảm 20% lãi tháng đầu',
    description: 'Áp dụng cho khách hàng lần đầu cầm cố, hợp đồng trả lãi trước từ 3 triệu đồng',
    interestDiscount: 20,
    minDiscount: 50_000,
    maxDiscount: 500_000,
    minPayout: 3_000_000,
  },
  {
    promotionName: 'Tri ân khách hàng cũ – giảm 10% lãi',
    description: 'Khách hàng đã tất toán ít nhất một hợp đồng, khoản vay từ 5 triệu đồng',
    interestDiscount: 10,
    minDiscount: 30_000,
    maxDiscount: 300_000,
    minPayout: 5_000_000,
  },
  {
    // Kept inactive so the console's handling of expired promotions can be tried.
    promotionName: 'Ưu đãi Tết – giảm 30% lãi ô tô',
    description: 'Hợp đồng cầm cố ô tô ký từ 15/01 đến 15/02, khoản vay từ 50 triệu đồng',
    interestDiscount: 30,
    minDiscount: 200_000,
    maxDiscount: 3_000_000,
    minPayout: 50_000_000,
    isActive: false,
  },
];

/** The console's contract-document upload defaults to type id 4 (B§5). */
const signedContractDocTypeId = 4;

export const contractDocTypeSeeds: readonly (typeof contractDocTypes.$inferInsert)[] = [
  { id: 1, key: 'IDENTIFICATION', name: 'CCCD / CMND của khách hàng' },
  { id: 2, key: 'VEHICLE_REGISTRATION', name: 'Cà vẹt xe (giấy đăng ký xe)' },
  { id: 3, key: 'ASSET_IMAGE', name: 'Ảnh tài sản' },
  { id: signedContractDocTypeId, key: 'SIGNED_CONTRACT', name: 'Hợp đồng đã ký' },
  { id: 5, key: 'AUTHORIZATION_PAPER', name: 'Giấy uỷ quyền' },
  { id: 6, key: 'RECEIPT', name: 'Biên nhận' },
  { id: 7, key: 'OTHER', name: 'Tài liệu khác' },
];

export const clientDocTypeSeeds: readonly (typeof clientDocTypes.$inferInsert)[] = [
  { id: 1, key: 'IDENTIFICATION', name: 'Giấy tờ tuỳ thân (CCCD, hộ chiếu)' },
  { id: 2, key: 'REGISTRATION_BOOK', name: 'Sổ hộ khẩu / xác nhận cư trú' },
  { id: 3, key: 'CLIENT_IMAGE', name: 'Ảnh chân dung khách hàng' },
  { id: 4, key: 'VEHICLE_REGISTRATION', name: 'Giấy đăng ký xe' },
  { id: 5, key: 'AUTHORIZATION_PAPER', name: 'Giấy uỷ quyền' },
  { id: 6, key: 'HOUSE_CONTRACT', name: 'Hợp đồng nhà đất / thuê nhà' },
];

export type KeyedSeed = { key: string; name: string };

export const reminderStatusSeeds: readonly KeyedSeed[] = [
  { key: 'CONTACTED', name: 'Đã liên lạc được' },
  { key: 'NOT_REACHABLE', name: 'Không liên lạc được' },
  { key: 'WRONG_NUMBER', name: 'Sai số điện thoại' },
  { key: 'PROMISED_TO_PAY', name: 'Hẹn thanh toán' },
  { key: 'PAID', name: 'Đã thanh toán' },
  { key: 'REFUSED', name: 'Từ chối thanh toán' },
];

export const reminderAttitudeSeeds: readonly KeyedSeed[] = [
  { key: 'COOPERATIVE', name: 'Hợp tác' },
  { key: 'HESITANT', name: 'Lưỡng lự' },
  { key: 'AVOIDING', name: 'Né tránh' },
  { key: 'HOSTILE', name: 'Gay gắt, thiếu hợp tác' },
  { key: 'UNKNOWN', name: 'Chưa xác định' },
];

export const reminderNextActionSeeds: readonly KeyedSeed[] = [
  { key: 'CALL_AGAIN', name: 'Gọi lại' },
  { key: 'SEND_REMINDER', name: 'Gửi tin nhắn nhắc nợ (SMS, Zalo)' },
  { key: 'VISIT', name: 'Đến gặp trực tiếp' },
  { key: 'WAIT_PAYMENT', name: 'Chờ khách thanh toán' },
  { key: 'LIQUIDATE', name: 'Chuyển thanh lý tài sản' },
];

export type CashLogCategorySeed = KeyedSeed & {
  /** 1 money in, -1 money out; children share their parent's direction. */
  direction: 1 | -1;
  children?: readonly KeyedSeed[];
};

/**
 * Loan repayment, disbursement and collateral-sale entries need a contract id; the RENEW
 * sub-category also needs the renewed contract's id (B§9), which is why its key is fixed.
 */
export const cashLogCategorySeeds: readonly CashLogCategorySeed[] = [
  { key: 'LOAN_REPAYMENT', name: 'Thu nợ gốc, lãi', direction: 1 },
  { key: 'LOAN_DISBURSEMENT', name: 'Giải ngân hợp đồng', direction: -1 },
  {
    key: 'COLLATERAL_SALE_PROCEEDS',
    name: 'Thu tiền bán tài sản thanh lý',
    direction: 1,
    children: [
      { key: 'RENEW', name: 'Gia hạn hợp đồng' },
      { key: 'DIRECT_SALE', name: 'Bán trực tiếp tại cửa hàng' },
    ],
  },
  {
    key: 'ORDINARY_INCOME',
    name: 'Thu khác',
    direction: 1,
    children: [
      { key: 'BANK_INTEREST', name: 'Lãi tiền gửi ngân hàng' },
      { key: 'FUND_TRANSFER_IN', name: 'Nhận điều chuyển quỹ nội bộ' },
      { key: 'MISC_INCOME', name: 'Thu nhập khác' },
    ],
  },
  {
    key: 'ORDINARY_EXPENSE',
    name: 'Chi khác',
    direction: -1,
    children: [
      { key: 'RENT', name: 'Tiền thuê mặt bằng' },
      { key: 'ELECTRICITY_WATER', name: 'Tiền điện, nước' },
      { key: 'SALARY', name: 'Lương, thưởng nhân viên' },
      { key: 'STATIONERY', name: 'Văn phòng phẩm' },
      { key: 'INTERNET_PHONE', name: 'Cước internet, điện thoại' },
      { key: 'FUND_TRANSFER_OUT', name: 'Điều chuyển quỹ nội bộ' },
      { key: 'MISC_EXPENSE', name: 'Chi phí khác' },
    ],
  },
];

/**
 * The shop's identity printed on every document (PrintIssuer: the company and its phone; the
 * branch name and address come from the branch). Kept in `settings` so an administrator changes
 * it in one place; these are the demo values.
 */
export const shopIdentitySeed = {
  companyName: 'Công ty Cổ phần Dịch vụ Cầm đồ Phú Quý',
  phone: '1900 6868',
} as const;
