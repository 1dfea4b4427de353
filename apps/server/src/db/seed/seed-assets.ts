import { type AssetStatus, assetStatuses, cleanAssetMeta } from '@pawndesk/domain/asset-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { assetCategories, assets, clients, storages, users } from '../schema.ts';
import { chunk } from './batches.ts';
import { createRandom, type Random } from './demo-random.ts';

/** Demo assets: every category and every status, with storage and the demo valuator. */
export const demoAssetCount = 900;

const day = 24 * 60 * 60 * 1000;

type Template = {
  description: string;
  brand?: string;
  productLine?: string;
  accessories?: string;
  /** Whole VND range of the valuation. */
  value: [number, number];
};

const templates: Record<string, readonly Template[]> = {
  MOTORCYCLE: [
    {
      description: 'Xe máy Honda Wave Alpha 110cc',
      brand: 'Honda',
      productLine: 'Wave Alpha',
      value: [8e6, 14e6],
    },
    {
      description: 'Xe tay ga Honda Vision 2022',
      brand: 'Honda',
      productLine: 'Vision',
      value: [18e6, 28e6],
    },
    {
      description: 'Xe tay ga Honda SH 150i ABS',
      brand: 'Honda',
      productLine: 'SH 150i',
      value: [60e6, 95e6],
    },
    {
      description: 'Xe máy Yamaha Exciter 155 VVA',
      brand: 'Yamaha',
      productLine: 'Exciter 155',
      value: [30e6, 45e6],
    },
    {
      description: 'Xe máy Yamaha Sirius Fi',
      brand: 'Yamaha',
      productLine: 'Sirius',
      value: [9e6, 15e6],
    },
    {
      description: 'Xe tay ga Piaggio Vespa Sprint',
      brand: 'Piaggio',
      productLine: 'Vespa Sprint',
      value: [45e6, 70e6],
    },
  ],
  AUTOMOBILE: [
    {
      description: 'Ô tô Toyota Vios 1.5G số tự động',
      brand: 'Toyota',
      productLine: 'Vios',
      value: [280e6, 420e6],
    },
    {
      description: 'Ô tô Hyundai Accent 1.4 AT',
      brand: 'Hyundai',
      productLine: 'Accent',
      value: [300e6, 430e6],
    },
    {
      description: 'Ô tô Kia Morning Si',
      brand: 'Kia',
      productLine: 'Morning',
      value: [180e6, 260e6],
    },
    {
      description: 'Ô tô Mazda CX-5 2.0 Premium',
      brand: 'Mazda',
      productLine: 'CX-5',
      value: [550e6, 750e6],
    },
    {
      description: 'Ô tô VinFast Lux A2.0',
      brand: 'VinFast',
      productLine: 'Lux A2.0',
      value: [500e6, 650e6],
    },
  ],
  TRUCK: [
    {
      description: 'Xe tải Hyundai Porter H150 1,5 tấn',
      brand: 'Hyundai',
      productLine: 'Porter H150',
      value: [250e6, 350e6],
    },
    {
      description: 'Xe tải Isuzu QKR 2,4 tấn thùng kín',
      brand: 'Isuzu',
      productLine: 'QKR',
      value: [320e6, 450e6],
    },
    {
      description: 'Xe tải Thaco Towner 990kg',
      brand: 'Thaco',
      productLine: 'Towner',
      value: [120e6, 180e6],
    },
  ],
  PHONE_TABLET: [
    {
      description: 'Điện thoại iPhone 14 Pro Max 256GB',
      brand: 'Apple',
      productLine: 'iPhone 14 Pro Max',
      accessories: 'Hộp, sạc',
      value: [14e6, 20e6],
    },
    {
      description: 'Điện thoại Samsung Galaxy S23 Ultra',
      brand: 'Samsung',
      productLine: 'Galaxy S23 Ultra',
      accessories: 'Hộp, bút S Pen',
      value: [12e6, 17e6],
    },
    {
      description: 'Máy tính bảng iPad Air 5 Wi-Fi 64GB',
      brand: 'Apple',
      productLine: 'iPad Air 5',
      accessories: 'Sạc, bao da',
      value: [8e6, 11e6],
    },
    {
      description: 'Điện thoại Xiaomi Redmi Note 12',
      brand: 'Xiaomi',
      productLine: 'Redmi Note 12',
      value: [2e6, 3.5e6],
    },
  ],
  GOLD_JEWELRY: [
    {
      description: 'Nhẫn vàng 9999 SJC 2 chỉ',
      brand: 'SJC',
      accessories: 'Hoá đơn mua hàng',
      value: [10e6, 15e6],
    },
    { description: 'Dây chuyền vàng 18K 5 chỉ', brand: 'PNJ', value: [20e6, 30e6] },
    { description: 'Lắc tay vàng tây 610 3 chỉ', brand: 'DOJI', value: [8e6, 12e6] },
    { description: 'Bông tai vàng 24K 1 chỉ', value: [5e6, 7e6] },
  ],
  DIAMOND: [
    {
      description: 'Nhẫn kim cương 5 ly nước D, kiểm định GIA',
      brand: 'PNJ',
      accessories: 'Giấy kiểm định GIA',
      value: [40e6, 90e6],
    },
    { description: 'Bông tai kim cương tấm vàng trắng 14K', value: [15e6, 30e6] },
  ],
  CAMERA: [
    {
      description: 'Máy ảnh Canon EOS R6 kèm ống kính 24-105mm',
      brand: 'Canon',
      productLine: 'EOS R6',
      accessories: 'Pin, sạc, thẻ nhớ',
      value: [25e6, 38e6],
    },
    {
      description: 'Máy ảnh Sony A7 III thân máy',
      brand: 'Sony',
      productLine: 'A7 III',
      value: [18e6, 26e6],
    },
    {
      description: 'Máy quay GoPro Hero 11',
      brand: 'GoPro',
      productLine: 'Hero 11',
      value: [5e6, 8e6],
    },
  ],
  REAL_ESTATE: [
    { description: 'Nhà phố 3 tầng, sổ hồng riêng, diện tích 52 m²', value: [1.5e9, 4e9] },
    { description: 'Đất thổ cư 100 m², sổ đỏ chính chủ', value: [800e6, 2.5e9] },
    { description: 'Căn hộ chung cư 2 phòng ngủ, 68 m², sổ hồng', value: [1.2e9, 2.8e9] },
  ],
  ART_ANTIQUE: [
    {
      description: 'Tranh sơn mài phong cảnh làng quê Bắc Bộ',
      accessories: 'Khung gỗ',
      value: [10e6, 50e6],
    },
    { description: 'Bình gốm men lam thời Nguyễn', value: [20e6, 80e6] },
  ],
  HOUSEHOLD_APPLIANCE: [
    {
      description: 'Tivi Samsung 55 inch 4K QLED',
      brand: 'Samsung',
      productLine: 'QLED Q60',
      accessories: 'Điều khiển',
      value: [6e6, 10e6],
    },
    { description: 'Tủ lạnh Panasonic Inverter 322 lít', brand: 'Panasonic', value: [5e6, 8e6] },
    { description: 'Máy giặt LG Inverter 9 kg', brand: 'LG', value: [3.5e6, 6e6] },
    { description: 'Điều hoà Daikin 1,5 HP Inverter', brand: 'Daikin', value: [4e6, 7e6] },
  ],
  SIM_CARD: [
    { description: 'Sim số đẹp Viettel đuôi 6868', brand: 'Viettel', value: [5e6, 20e6] },
    { description: 'Sim tứ quý Vinaphone 8888', brand: 'Vinaphone', value: [30e6, 90e6] },
  ],
  HANDBAG: [
    {
      description: 'Túi xách Louis Vuitton Neverfull MM',
      brand: 'Louis Vuitton',
      productLine: 'Neverfull MM',
      accessories: 'Túi vải, hoá đơn',
      value: [15e6, 25e6],
    },
    {
      description: 'Túi Gucci Marmont cỡ nhỏ',
      brand: 'Gucci',
      productLine: 'GG Marmont',
      value: [18e6, 28e6],
    },
  ],
  WATCH: [
    {
      description: 'Đồng hồ Rolex Datejust 36mm',
      brand: 'Rolex',
      productLine: 'Datejust',
      accessories: 'Hộp, thẻ bảo hành',
      value: [150e6, 250e6],
    },
    {
      description: 'Đồng hồ Omega Seamaster Aqua Terra',
      brand: 'Omega',
      productLine: 'Seamaster',
      value: [80e6, 120e6],
    },
    {
      description: 'Đồng hồ Seiko Presage cơ',
      brand: 'Seiko',
      productLine: 'Presage',
      value: [6e6, 10e6],
    },
  ],
  COMPUTER: [
    {
      description: 'Máy tính xách tay MacBook Air M2 13 inch',
      brand: 'Apple',
      productLine: 'MacBook Air M2',
      accessories: 'Sạc',
      value: [16e6, 22e6],
    },
    {
      description: 'Laptop Dell XPS 13 Core i7',
      brand: 'Dell',
      productLine: 'XPS 13',
      accessories: 'Sạc, túi chống sốc',
      value: [14e6, 20e6],
    },
    {
      description: 'Máy tính để bàn Asus ROG RTX 3060',
      brand: 'Asus',
      productLine: 'ROG Strix',
      value: [15e6, 25e6],
    },
  ],
  ACCESSORIES: [
    {
      description: 'Tai nghe Apple AirPods Pro 2',
      brand: 'Apple',
      productLine: 'AirPods Pro 2',
      value: [3e6, 4.5e6],
    },
    {
      description: 'Loa Bluetooth JBL Charge 5',
      brand: 'JBL',
      productLine: 'Charge 5',
      value: [2e6, 3e6],
    },
  ],
};

const colours = ['Đỏ đen', 'Trắng', 'Đen nhám', 'Xanh dương', 'Bạc', 'Xám', 'Vàng cát'];
const plateLetters = [
  'A',
  'B',
  'C',
  'D',
  'E',
  'F',
  'G',
  'H',
  'K',
  'L',
  'M',
  'N',
  'P',
  'S',
  'T',
  'X',
];
const plateProvinces = ['29', '30', '51', '59', '43', '92', '65', '37', '15', '61'];
const coOwners = ['Trần Thị Mai', 'Lê Văn Tùng', 'Phạm Thị Hoa', 'Nguyễn Văn Bình', 'Võ Thị Lan'];

function licensePlate(random: Random, key: string): string {
  const province = random.pick(plateProvinces);
  const letter = random.pick(plateLetters);
  const series = key === 'MOTORCYCLE' ? `${letter}${random.int(1, 9)}` : letter;
  return `${province}${series}-${random.digits(3)}.${random.digits(2)}`;
}

function metaOf(random: Random, key: string, template: Template): Record<string, string> {
  const meta: Record<string, string | undefined> = {
    brand: template.brand,
    productLine: template.productLine,
    accessories: template.accessories,
  };
  if (key === 'MOTORCYCLE' || key === 'AUTOMOBILE' || key === 'TRUCK') {
    meta.chassisNumber = `RL${random.pick(plateLetters)}${random.digits(5)}${random.pick(plateLetters)}${random.digits(6)}`;
    meta.engineNumber = `${random.pick(plateLetters)}${random.pick(plateLetters)}${random.digits(2)}E-${random.digits(7)}`;
    meta.paintingColor = random.pick(colours);
    meta.licensePlate = licensePlate(random, key);
    meta.accessories ??= random.chance(0.5) ? 'Cà vẹt gốc, chìa khoá dự phòng' : undefined;
  }
  if (key === 'REAL_ESTATE' && random.chance(0.6)) {
    meta.coOwner = random.pick(coOwners);
    meta.coOwnerCitizenId = `0${random.digits(11)}`;
  }
  return cleanAssetMeta(key, meta);
}

/** Statuses weighted towards the ones a shop holds most. */
const statusWeights: Record<AssetStatus, number> = {
  PENDING: 1,
  ACQUIRED: 1.5,
  IN_STORAGE: 4,
  WAITING_TO_LIQUIDIZE: 1,
  LIQUIDIZED: 1,
  RELEASED: 2.5,
};

export async function seedAssets(
  db: DbOrTx,
  options: { now: Date; count?: number; seed?: number },
): Promise<{ assets: number }> {
  const random = createRandom(options.seed ?? 4_004);
  const { now } = options;
  const count = options.count ?? demoAssetCount;
  const [valuator] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'valuator'));
  if (!valuator) {
    throw new Error('seedAssets: no demo valuator; run seedRolesAndUsers first');
  }
  const categories = await db.select().from(assetCategories);
  const storageRows = await db.select().from(storages);
  const clientRows = await db.select({ id: clients.id }).from(clients);
  if (categories.length === 0 || storageRows.length === 0 || clientRows.length === 0) {
    throw new Error('seedAssets: seed reference data and clients first');
  }

  const planned = Array.from({ length: count }, (_, index) => {
    // The first rows walk every category × status pair so each shows at least once.
    const category = categories[index % categories.length] ?? random.pick(categories);
    const status: AssetStatus =
      index < categories.length * assetStatuses.length
        ? (assetStatuses[Math.floor(index / categories.length) % assetStatuses.length] ??
          'IN_STORAGE')
        : random.weighted(statusWeights);
    const template = random.pick(templates[category.key] ?? templates.ACCESSORIES ?? []);
    const storage = random.pick(storageRows);
    const createdAt = new Date(
      now.getTime() - random.int(1, 720) * day - random.int(0, 600) * 60_000,
    );
    const later = (after: Date) =>
      businessDate(new Date(Math.min(after.getTime() + random.int(1, 120) * day, now.getTime())));
    const storedOn = status === 'PENDING' || status === 'ACQUIRED' ? null : later(createdAt);
    const endedOn = storedOn ? later(new Date(`${storedOn}T12:00:00+07:00`)) : null;
    const valuatedAmount =
      Math.round(random.int(template.value[0], template.value[1]) / 100_000) * 100_000;
    const modifiedAt = new Date(
      Math.min(createdAt.getTime() + random.int(0, 200) * day, now.getTime() - 60_000),
    );
    return {
      description: template.description,
      meta: metaOf(random, category.key, template),
      status,
      categoryId: category.id,
      storageId: status === 'PENDING' ? null : storage.id,
      branchId: storage.branchId,
      clientId: random.pick(clientRows).id,
      expectedAmount: Math.round((valuatedAmount * random.int(100, 130)) / 100 / 100_000) * 100_000,
      valuatedAmount,
      valuatorId: valuator.id,
      storedOn,
      createdAt,
      createdBy: valuator.id,
      modifiedAt: modifiedAt < createdAt ? createdAt : modifiedAt,
      modifiedBy: valuator.id,
      liquidizedOn: status === 'LIQUIDIZED' ? endedOn : null,
      releasedOn: status === 'RELEASED' ? endedOn : null,
    };
  });
  // Codes follow creation order, as a live system would have numbered them.
  planned.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const batch of chunk(planned)) {
    await db.insert(assets).values(batch);
  }
  return { assets: planned.length };
}
