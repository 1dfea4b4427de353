/**
 * Demo branches, their funds and storages. Addresses follow the two-tier form in force since
 * 01/07/2025 (street, ward/commune, province), and provinceCode is the current-tree code, so the
 * branch province matches the address the console's forms build today.
 */

export type BranchSeed = {
  code: string;
  name: string;
  address: string;
  provinceCode: string;
};

/** A branch that lends: it gets a cash fund and a storage named after `place`. */
export type OperatingBranchSeed = BranchSeed & { place: string };

/** Accounting and head-office branches; their codes are `nonOperatingBranchCodes` in domain. */
export const nonOperatingBranches: readonly BranchSeed[] = [
  {
    code: 'HO',
    name: 'Hội sở',
    address: 'Tầng 9, 71 Nguyễn Chí Thanh, Phường Láng, Thành phố Hà Nội',
    provinceCode: '01',
  },
  {
    code: 'LVL',
    name: 'LVL – Kho thanh lý',
    address: 'Lô C2, KCN Sài Đồng B, 18 Nguyễn Văn Linh, Phường Long Biên, Thành phố Hà Nội',
    provinceCode: '01',
  },
  {
    code: 'GD',
    name: 'GD – Ban giám đốc',
    address: 'Tầng 10, 71 Nguyễn Chí Thanh, Phường Láng, Thành phố Hà Nội',
    provinceCode: '01',
  },
];

function operating(code: string, place: string, address: string, provinceCode: string) {
  return { code, name: `Chi nhánh ${place}`, place, address, provinceCode };
}

export const operatingBranches: readonly OperatingBranchSeed[] = [
  operating('HN01', 'Cầu Giấy', '165 Cầu Giấy, Phường Cầu Giấy, Thành phố Hà Nội', '01'),
  operating('HN02', 'Bạch Mai', '212 Bạch Mai, Phường Bạch Mai, Thành phố Hà Nội', '01'),
  operating('HN03', 'Hà Đông', '86 Quang Trung, Phường Hà Đông, Thành phố Hà Nội', '01'),
  operating(
    'HCM01',
    'Bến Thành',
    '128 Lê Thánh Tôn, Phường Bến Thành, Thành phố Hồ Chí Minh',
    '79',
  ),
  operating('HCM02', 'Gò Vấp', '402 Quang Trung, Phường Gò Vấp, Thành phố Hồ Chí Minh', '79'),
  operating('HCM03', 'Thủ Đức', '215 Võ Văn Ngân, Phường Thủ Đức, Thành phố Hồ Chí Minh', '79'),
  // Bình Dương merged into Thành phố Hồ Chí Minh on 01/07/2025; the branch code keeps the old name
  // staff still use.
  operating(
    'BD01',
    'Thủ Dầu Một',
    '318 Đại lộ Bình Dương, Phường Thủ Dầu Một, Thành phố Hồ Chí Minh',
    '79',
  ),
  operating('DN01', 'Hải Châu', '156 Nguyễn Văn Linh, Phường Hải Châu, Thành phố Đà Nẵng', '48'),
  operating('HP01', 'Lê Chân', '245 Tô Hiệu, Phường Lê Chân, Thành phố Hải Phòng', '31'),
  operating('CT01', 'Ninh Kiều', '88 Đường 30 Tháng 4, Phường Ninh Kiều, Thành phố Cần Thơ', '92'),
  operating('DNI01', 'Biên Hoà', '125 Phạm Văn Thuận, Phường Tam Hiệp, Thành phố Đồng Nai', '75'),
  operating('KH01', 'Nha Trang', '52 Thống Nhất, Phường Nha Trang, Tỉnh Khánh Hoà', '56'),
];

/** Opening balance of each operating branch's cash fund, in whole VND. */
export const cashFundOpeningBalance: Readonly<Record<string, number>> = {
  HN01: 450_000_000,
  HN02: 300_000_000,
  HN03: 250_000_000,
  HCM01: 500_000_000,
  HCM02: 350_000_000,
  HCM03: 400_000_000,
  BD01: 250_000_000,
  DN01: 300_000_000,
  HP01: 200_000_000,
  CT01: 200_000_000,
  DNI01: 250_000_000,
  KH01: 150_000_000,
};

export const defaultCashFundOpeningBalance = 200_000_000;

export type BankFundSeed = {
  name: string;
  /** Branch code, or null for a company-wide account not booked to any branch. */
  branchCode: string | null;
  openingBalance: number;
};

export const bankFunds: readonly BankFundSeed[] = [
  // The company's capital: it funds every branch's payouts (the demo book grows by about 70 billion
  // đồng in its three months, as a young chain lends more than it collects).
  { name: 'Vietcombank – TK công ty', branchCode: 'HO', openingBalance: 100_000_000_000 },
  { name: 'BIDV – TK giải ngân', branchCode: 'HO', openingBalance: 6_000_000_000 },
  // Collections arrive from every branch's clients, so this account belongs to no branch.
  { name: 'Techcombank – TK thu hộ', branchCode: null, openingBalance: 850_000_000 },
];

export type StorageSeed = { code: string; name: string; branchCode: string };

/** Storages beyond the one "Kho <place>" every operating branch gets. */
export const extraStorages: readonly StorageSeed[] = [
  { code: 'KHO-HCM03-OTO', name: 'Bãi giữ ô tô Thủ Đức', branchCode: 'HCM03' },
  { code: 'KHO-HN01-VANG', name: 'Két vàng, trang sức Cầu Giấy', branchCode: 'HN01' },
  // Assets waiting to be sold are moved to the liquidation warehouse.
  { code: 'KHO-LVL', name: 'Kho thanh lý Long Biên', branchCode: 'LVL' },
];

/** A branch's receiving account (the VietQR on its bank-transfer bills). */
export type BranchBankAccountSeed = {
  branchCode: string;
  bankBin: string;
  bankName: string;
  accountNumber: string;
  accountName: string;
};

const companyAccountName = 'CONG TY CO PHAN DICH VU CAM DO PHU QUY';

function account(
  branchCode: string,
  bank: { bin: string; name: string },
  accountNumber: string,
): BranchBankAccountSeed {
  return {
    branchCode,
    bankBin: bank.bin,
    bankName: bank.name,
    accountNumber,
    accountName: companyAccountName,
  };
}

/** Real NAPAS BINs (VietQR's bank list); the account numbers are made up. */
const banks = {
  vietcombank: { bin: '970436', name: 'Vietcombank' },
  vietinbank: { bin: '970415', name: 'VietinBank' },
  bidv: { bin: '970418', name: 'BIDV' },
  techcombank: { bin: '970407', name: 'Techcombank' },
  mbbank: { bin: '970422', name: 'MB Bank' },
  acb: { bin: '970416', name: 'ACB' },
} as const;

/**
 * Receiving accounts of the operating branches. Nha Trang has none, so the demo shows a
 * bank-transfer bill without its QR.
 */
export const branchBankAccountSeeds: readonly BranchBankAccountSeed[] = [
  account('HN01', banks.vietcombank, '1023456781'),
  account('HN02', banks.vietcombank, '1023456782'),
  account('HN03', banks.bidv, '21510003456783'),
  account('HCM01', banks.techcombank, '19036789012014'),
  account('HCM02', banks.vietinbank, '108867654321'),
  account('HCM03', banks.vietinbank, '108867654322'),
  account('BD01', banks.acb, '88812345'),
  account('DN01', banks.mbbank, '0801234567890'),
  account('HP01', banks.bidv, '31410007654329'),
  account('CT01', banks.vietcombank, '1023456790'),
  account('DNI01', banks.techcombank, '19036789012022'),
];
