/**
 * A disbursed loan made through the public API (B POST clients, assets and contracts, then
 * :approve and :disburse), each with its own client and asset so a test owns everything it
 * settles. Transport-free: the tests call it through Playwright's request context, the e2e
 * preparation (prepare-overdue.ts) through the app before the server starts.
 */

/** One authenticated JSON call; throws on an error answer with its body. */
export type ApiCall = <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;

/** Asset categories of the demo reference data (B§9 asset types Bike, Car, Truck, Realestate). */
export type AssetCategoryKey = 'MOTORCYCLE' | 'AUTOMOBILE' | 'TRUCK' | 'REAL_ESTATE';

export type LoanOptions = {
  category?: AssetCategoryKey;
  /** Postpaid by default ("Trả sau 30 ngày", rate 3–8 %). */
  interestType?: 'ARREARS' | 'ADVANCE';
  approvedAmount?: number;
  interestRate?: number;
  /** Back-dated submission and disbursal (a superuser has no 10-day limit, B§5). */
  submittedOn?: string;
  maturesDate?: string;
  /** Words that make the loan findable by the contract list's term (asset description). */
  marker?: string;
  /** Makes phone and citizen id unique; random when absent. */
  serial?: number;
};

export type Loan = {
  id: number;
  finfluxId: number;
  status: string;
  client: { id: number; name: string };
  asset: { id: number; description: string; meta: Record<string, string> };
};

type Misc = {
  locations: { id: number; tree: string; parent: number | null }[];
  assetCategories: { id: number; key: string }[];
  storages: { id: number; branchId: number }[];
  products: {
    id: number;
    interestType: string;
    minInterestRate: number;
    maxInterestRate: number;
  }[];
};

function randomDigits(count: number): string {
  let digits = '';
  for (let index = 0; index < count; index += 1) {
    digits += String(Math.floor(Math.random() * 10));
  }
  return digits;
}

/** What the asset editor would record for each category (assetFieldsFor). */
function assetOf(category: AssetCategoryKey, serial: string, marker: string) {
  const tail = marker ? ` (${marker})` : '';
  switch (category) {
    case 'REAL_ESTATE':
      return {
        description: `Nhà đất số 12 ngõ 34 Trần Duy Hưng, Cầu Giấy, Hà Nội${tail}`,
        meta: { coOwner: 'Trần Văn Bình', coOwnerCitizenId: `0011${serial.slice(0, 8)}` },
        valuatedAmount: 2_500_000_000,
      };
    case 'AUTOMOBILE':
    case 'TRUCK': {
      const isTruck = category === 'TRUCK';
      return {
        description: `${isTruck ? 'Xe tải Hyundai Porter H150' : 'Ô tô Toyota Vios'} 2021${tail}`,
        meta: {
          brand: isTruck ? 'Hyundai' : 'Toyota',
          productLine: isTruck ? 'Porter H150' : 'Vios',
          chassisNumber: `RLH${serial}`,
          engineNumber: `2NR-${serial.slice(0, 7)}`,
          paintingColor: 'Bạc',
          licensePlate: `30K-${serial.slice(0, 3)}.${serial.slice(3, 5)}`,
        },
        valuatedAmount: 300_000_000,
      };
    }
    default:
      return {
        description: `Xe máy Honda Vision 2023${tail}`,
        meta: {
          brand: 'Honda',
          productLine: 'Vision',
          chassisNumber: `RLHJF${serial}`,
          engineNumber: `JF58E-${serial.slice(0, 7)}`,
          paintingColor: 'Đỏ đen',
          licensePlate: `29H1-${serial.slice(0, 3)}.${serial.slice(3, 5)}`,
        },
        valuatedAmount: 30_000_000,
      };
  }
}

/** Given names staff would type, with every Vietnamese diacritic the print must carry. */
const givenNames = [
  'Thị Hồng Nhung',
  'Thuỳ Dương',
  'Đức Thắng',
  'Quốc Việt',
  'Ngọc Ánh',
  'Hữu Lộc',
];

/**
 * Creates a client, an asset in the signed-in branch's storage, a PENDING contract on it, then
 * approves and disburses it in cash on its submission date. The caller must be a superuser for a
 * back-dated loan.
 */
export async function createLoan(
  call: ApiCall,
  branchId: number,
  options: LoanOptions = {},
): Promise<Loan> {
  const serial = String(options.serial ?? Number(randomDigits(9))).padStart(9, '0');
  const misc = await call<Misc>('GET', '/crm/api/v2/misc/');
  const location =
    misc.locations.find((item) => item.tree === 'current' && item.parent !== null) ??
    misc.locations[0];
  const category = misc.assetCategories.find(
    (item) => item.key === (options.category ?? 'MOTORCYCLE'),
  );
  const storage = misc.storages.find((item) => item.branchId === branchId);
  const interestType = options.interestType ?? 'ARREARS';
  const product = misc.products.find((item) => item.interestType === interestType);
  const valuators = await call<{ items: { id: number }[] }>('GET', '/crm/api/v2/valuators/');
  const valuator = valuators.items[0];
  if (!location || !category || !storage || !product || !valuator) {
    throw new Error('the demo reference data lacks a location, category, storage or product');
  }

  const given = givenNames[Number(serial) % givenNames.length] ?? 'Thị Hồng Nhung';
  const client = await call<{ id: number; nameVi: string }>('POST', '/crm/api/v2/clients/', {
    firstName: given,
    lastName: 'Nguyễn',
    primaryPhoneNumber: `09${serial.slice(-8)}`,
    citizenId: `079${serial}`,
    dateOfBirth: '1990-05-17',
    gender: 'FEMALE',
    address: '12 ngõ 34 Trần Duy Hưng',
    locationId: location.id,
  });
  const shape = assetOf(options.category ?? 'MOTORCYCLE', serial, options.marker ?? '');
  const asset = await call<{ id: number; description: string; meta: Record<string, string> }>(
    'POST',
    '/crm/api/v2/assets/',
    {
      category: category.id,
      storage: storage.id,
      valuator: valuator.id,
      client: client.id,
      ...shape,
    },
  );
  const rate =
    options.interestRate ?? Math.min(Math.max(5, product.minInterestRate), product.maxInterestRate);
  const created = await call<{ id: number; finfluxId: number }>('POST', '/crm/api/v2/contracts/', {
    client: client.id,
    asset: asset.id,
    product: product.id,
    approvedAmount: options.approvedAmount ?? 10_000_000,
    specialInterestValue: rate,
    ...(options.submittedOn ? { submittedOn: options.submittedOn } : {}),
    ...(options.maturesDate ? { maturesDate: options.maturesDate } : {}),
  });
  const verb = (name: string) => `/crm/api/v2/contracts/finflux-${created.finfluxId}:${name}/`;
  await call('POST', verb('approve'), {});
  const disbursed = await call<{ status: string }>('POST', verb('disburse'), {
    type: 'CASH',
    ...(options.submittedOn ? { disbursedOn: options.submittedOn } : {}),
  });
  return {
    id: created.id,
    finfluxId: created.finfluxId,
    status: disbursed.status,
    client: { id: client.id, name: client.nameVi },
    asset: { id: asset.id, description: asset.description, meta: asset.meta },
  };
}

/** YYYY-MM-DD in Vietnam, `offsetDays` from today. */
export function vietnamDate(offsetDays = 0): string {
  const at = new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/**
 * The loans prepared overdue before the server starts, one per layout and attempt (retries: 1):
 * the public API cannot make a contract OVERDUE, only the server's switch at start-up and at
 * midnight does (jobs/overdue.ts).
 */
export const overdueSlots = ['desktop-0', 'desktop-1', 'mobile-0', 'mobile-1'] as const;

/**
 * The branch of the overdue loans. Its cash fund is the one the demo leaves without last month's
 * closure (seed-cash-logs.ts), so a disbursal 20 days back still books after its last closure
 * whatever the day of the month (a booking on or before a closure is refused, 7003).
 */
export const overdueBranch = 'Chi nhánh Bạch Mai';

/** The asset-description word that finds a slot's loan (the contract list's term). */
export function overdueMarker(slot: string): string {
  return `E2E-QUAHAN-${slot}`;
}
