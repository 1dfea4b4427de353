/**
 * The word lists behind the demo orders and clients: Vietnamese names, mobile numbers, plates,
 * streets, what people pawn and what staff write about it. Pure data and small builders over a
 * seeded Random; seed-orders.ts decides which order gets what.
 */
import type { OrderSource, OrderStage } from '@pawndesk/domain/orders';
import type { Random } from './demo-random.ts';

export type Gender = 'MALE' | 'FEMALE';

const familyNames = [
  'Nguyễn',
  'Nguyễn',
  'Nguyễn',
  'Trần',
  'Trần',
  'Lê',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
  'Đinh',
  'Trương',
  'Mai',
  'Tạ',
];

const middleNames: Record<Gender, readonly string[]> = {
  MALE: ['Văn', 'Văn', 'Văn', 'Hữu', 'Đức', 'Minh', 'Quang', 'Thành', 'Công', 'Xuân', 'Trọng'],
  FEMALE: ['Thị', 'Thị', 'Thị', 'Ngọc', 'Thu', 'Thanh', 'Hồng', 'Kim', 'Mỹ', 'Phương', 'Bích'],
};

const givenNames: Record<Gender, readonly string[]> = {
  MALE: [
    'An',
    'Bảo',
    'Bình',
    'Cường',
    'Dũng',
    'Duy',
    'Đạt',
    'Hải',
    'Hiếu',
    'Hoàng',
    'Hùng',
    'Huy',
    'Khánh',
    'Khoa',
    'Long',
    'Lộc',
    'Minh',
    'Nam',
    'Nghĩa',
    'Phong',
    'Phúc',
    'Quân',
    'Quang',
    'Sơn',
    'Tài',
    'Thắng',
    'Thành',
    'Thịnh',
    'Toàn',
    'Trung',
    'Tuấn',
    'Việt',
  ],
  FEMALE: [
    'Anh',
    'Chi',
    'Dung',
    'Giang',
    'Hà',
    'Hạnh',
    'Hằng',
    'Hiền',
    'Hoa',
    'Hương',
    'Huyền',
    'Lan',
    'Liên',
    'Linh',
    'Loan',
    'Mai',
    'My',
    'Nga',
    'Ngân',
    'Ngọc',
    'Nhung',
    'Oanh',
    'Phương',
    'Quỳnh',
    'Tâm',
    'Thảo',
    'Thủy',
    'Trang',
    'Trinh',
    'Uyên',
    'Vân',
    'Yến',
  ],
};

export type PersonName = { gender: Gender; firstName: string; lastName: string };

/** Vietnamese order: lastName holds family + middle ("Nguyễn Thị"), firstName the given name. */
export function personName(random: Random): PersonName {
  const gender: Gender = random.chance(0.55) ? 'MALE' : 'FEMALE';
  const firstName = random.pick(givenNames[gender]);
  const middles = [random.pick(middleNames[gender].filter((name) => name !== firstName))];
  // Some women carry two middle names: Nguyễn Thị Thanh Hương, Trần Thị Mỹ Linh.
  if (middles[0] === 'Thị' && random.chance(0.3)) {
    const second = random.pick(middleNames.FEMALE.slice(3));
    if (second !== firstName) {
      middles.push(second);
    }
  }
  return { gender, lastName: [random.pick(familyNames), ...middles].join(' '), firstName };
}

/** Mobile prefixes of Viettel, Vinaphone, MobiFone and Vietnamobile; all match 0[35789]. */
const mobilePrefixes = [
  '032',
  '033',
  '034',
  '035',
  '036',
  '037',
  '038',
  '039',
  '086',
  '096',
  '097',
  '098',
  '081',
  '082',
  '083',
  '084',
  '085',
  '088',
  '091',
  '094',
  '070',
  '076',
  '077',
  '078',
  '079',
  '089',
  '090',
  '093',
  '056',
  '058',
  '092',
];

/** A 10-digit Vietnamese mobile number, as the server stores it (0…). */
export function mobilePhone(random: Random): string {
  return `${random.pick(mobilePrefixes)}${random.digits(7)}`;
}

/** What the demo needs to know about a province where a branch lends. */
export type ProvinceSeed = {
  /** Code in both location trees (the 2025 merger kept these provinces' codes). */
  code: string;
  /** First three digits of a citizen id issued there. */
  citizenPrefix: string;
  /** Number-plate codes registered there. */
  plateCodes: readonly string[];
  streets: readonly string[];
};

export const provinceSeeds: readonly ProvinceSeed[] = [
  {
    code: '01',
    citizenPrefix: '001',
    plateCodes: ['29', '30', '31', '33', '40'],
    streets: [
      'Nguyễn Trãi',
      'Láng Hạ',
      'Kim Mã',
      'Giải Phóng',
      'Tây Sơn',
      'Xuân Thủy',
      'Hoàng Quốc Việt',
      'Trần Duy Hưng',
      'Minh Khai',
      'Nguyễn Văn Cừ',
      'Trường Chinh',
      'Quang Trung',
      'Cầu Giấy',
      'Bạch Mai',
    ],
  },
  {
    code: '79',
    citizenPrefix: '079',
    plateCodes: ['50', '51', '59', '61'],
    streets: [
      'Nguyễn Thị Minh Khai',
      'Cách Mạng Tháng Tám',
      'Lê Văn Sỹ',
      'Phan Văn Trị',
      'Quang Trung',
      'Võ Văn Ngân',
      'Nguyễn Văn Linh',
      'Điện Biên Phủ',
      'Hoàng Văn Thụ',
      'Lê Thánh Tôn',
      'Nguyễn Oanh',
      'Kha Vạn Cân',
      'Đại lộ Bình Dương',
    ],
  },
  {
    code: '48',
    citizenPrefix: '048',
    plateCodes: ['43'],
    streets: ['Lê Duẩn', 'Nguyễn Văn Linh', 'Hùng Vương', 'Ông Ích Khiêm', 'Điện Biên Phủ'],
  },
  {
    code: '31',
    citizenPrefix: '031',
    plateCodes: ['15', '16'],
    streets: ['Tô Hiệu', 'Lạch Tray', 'Điện Biên Phủ', 'Lê Lợi', 'Trần Nguyên Hãn'],
  },
  {
    code: '92',
    citizenPrefix: '092',
    plateCodes: ['65'],
    streets: ['30 Tháng 4', 'Trần Hưng Đạo', 'Nguyễn Văn Cừ', 'Mậu Thân', '3 Tháng 2'],
  },
  {
    code: '75',
    citizenPrefix: '075',
    plateCodes: ['60', '39'],
    streets: ['Phạm Văn Thuận', 'Đồng Khởi', 'Võ Thị Sáu', 'Nguyễn Ái Quốc'],
  },
  {
    code: '56',
    citizenPrefix: '056',
    plateCodes: ['79'],
    streets: ['Thống Nhất', 'Trần Phú', '2 Tháng 4', 'Lê Hồng Phong', '23 Tháng 10'],
  },
];

/** Citizen-id prefixes of provinces many city customers come from (Thanh Hoá, Nghệ An, …). */
const hometownCitizenPrefixes = ['038', '040', '036', '034', '052', '083', '042', '027'];

/**
 * A 12-digit citizen id: province of issue, then century + gender (0/1 for the 1900s, 2/3 for the
 * 2000s; even male, odd female), the birth year's last two digits and six digits.
 */
export function citizenId(
  random: Random,
  province: ProvinceSeed,
  gender: Gender,
  birthYear: number,
): string {
  const prefix = random.chance(0.7) ? province.citizenPrefix : random.pick(hometownCitizenPrefixes);
  const century = (birthYear >= 2000 ? 2 : 0) + (gender === 'FEMALE' ? 1 : 0);
  return `${prefix}${century}${String(birthYear % 100).padStart(2, '0')}${random.digits(6)}`;
}

/** "Số 12 ngõ 45 Nguyễn Trãi" and the like, without the ward. */
export function streetAddress(random: Random, streets: readonly string[]): string {
  const number = random.int(1, 420);
  const street = random.pick(streets);
  if (random.chance(0.35)) {
    return `Số ${random.int(1, 60)} ngõ ${random.int(2, 300)} ${street}`;
  }
  if (random.chance(0.15)) {
    return `${number}/${random.int(2, 40)} ${street}`;
  }
  return `${number} ${street}`;
}

function plateLetter(random: Random): string {
  return random.pick(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K', 'L', 'M', 'N', 'P', 'S', 'T']);
}

/** Motorbike plate: 29H1-123.45. */
function bikePlate(random: Random, province: ProvinceSeed): string {
  return `${random.pick(province.plateCodes)}${plateLetter(random)}${random.int(1, 9)}-${random.digits(3)}.${random.digits(2)}`;
}

/** Car (A, E–H, K) or truck (C) plate: 30G-456.78. */
function carPlate(random: Random, province: ProvinceSeed, truck: boolean): string {
  const letter = truck ? 'C' : random.pick(['A', 'E', 'F', 'G', 'H', 'K']);
  return `${random.pick(province.plateCodes)}${letter}-${random.digits(3)}.${random.digits(2)}`;
}

/** The asset type names of reference-data.ts (assetTypeSeeds). */
export type AssetTypeName =
  | 'Bike'
  | 'Car'
  | 'Truck'
  | 'Realestate'
  | 'Phone'
  | 'Jewelry'
  | 'Electronics'
  | 'Luxury'
  | 'Other';

/** How often each asset type comes in: motorbikes and phones are the bulk of a pawn shop's day. */
export const assetTypeWeights: Readonly<Record<AssetTypeName, number>> = {
  Bike: 40,
  Phone: 18,
  Jewelry: 11,
  Car: 11,
  Electronics: 7,
  Luxury: 4,
  Realestate: 4,
  Truck: 3,
  Other: 2,
};

export type AssetSeed = {
  type: AssetTypeName;
  description: string;
  /** What the customer asks for, whole millions of VND. */
  requiredMillions: number;
};

/** A model, its new price and the model years it was sold in (when narrower than the default). */
type Model = readonly [name: string, priceMillions: number, firstYear?: number, lastYear?: number];

const bikes: readonly Model[] = [
  ['Honda Wave Alpha', 18],
  ['Honda Wave RSX', 22],
  ['Honda Future 125', 31],
  ['Honda Vision', 32],
  ['Honda Lead 125', 40],
  ['Honda Air Blade 125', 42],
  ['Honda Air Blade 160', 56, 2022],
  ['Honda SH Mode 125', 57],
  ['Honda SH 160i', 95, 2022],
  ['Honda SH 150i', 82, 2014, 2021],
  ['Honda Winner X', 46, 2019],
  ['Yamaha Sirius', 21],
  ['Yamaha Janus', 29, 2016],
  ['Yamaha Grande', 46],
  ['Yamaha NVX 155', 53, 2017],
  ['Yamaha Exciter 155', 48, 2021],
  ['Yamaha Exciter 150', 45, 2014, 2020],
  ['Suzuki Raider R150', 51, 2016],
  ['Piaggio Vespa Sprint 125', 78],
  ['Piaggio Liberty 125', 58],
  ['VinFast Feliz S', 30, 2021],
];

const cars: readonly Model[] = [
  ['Toyota Vios 1.5G', 545],
  ['Toyota Innova 2.0E', 755],
  ['Toyota Fortuner 2.4 AT', 1055],
  ['Toyota Corolla Cross 1.8V', 820, 2020],
  ['Hyundai Accent 1.5 AT', 540],
  ['Hyundai Grand i10 1.2 AT', 435],
  ['Hyundai Tucson 2.0', 880],
  ['Kia Morning 1.25 AT', 390],
  ['Kia Seltos 1.5 Premium', 700, 2020],
  ['Kia Carnival 2.2D', 1300, 2021],
  ['Mazda CX-5 2.0 Premium', 850],
  ['Mazda 3 1.5 Luxury', 700],
  ['Honda City RS', 600, 2021],
  ['Honda CR-V L', 1100],
  ['Mitsubishi Xpander AT', 600, 2018],
  ['Ford Ranger XLS 2.0', 700],
  ['Ford Everest Titanium', 1400],
  ['VinFast Lux A2.0', 950, 2019, 2022],
  ['VinFast VF 8 Plus', 1200, 2022],
];

const trucks: readonly Model[] = [
  ['Hyundai Porter H150 1,5 tấn', 410, 2018],
  ['Isuzu QKR 270 2,4 tấn thùng kín', 560],
  ['Thaco Kia K200 1,9 tấn', 360],
  ['Hino 300 XZU 5 tấn', 800],
  ['Suzuki Carry Pro 750 kg', 320, 2016],
  ['Thaco Ollin 720 7 tấn', 680],
];

const phones: readonly Model[] = [
  ['iPhone 11 64GB', 6],
  ['iPhone 12 128GB', 8],
  ['iPhone 13 128GB', 11],
  ['iPhone 13 Pro Max 256GB', 15],
  ['iPhone 14 Pro 128GB', 17],
  ['iPhone 14 Pro Max 256GB', 20],
  ['iPhone 15 128GB', 16],
  ['iPhone 15 Pro Max 256GB', 25],
  ['iPhone 16 Pro 256GB', 27],
  ['iPhone 16 Pro Max 512GB', 34],
  ['iPhone 17 Pro Max 256GB', 37],
  ['Samsung Galaxy S23 Ultra 256GB', 15],
  ['Samsung Galaxy S24 Ultra 256GB', 21],
  ['Samsung Galaxy Z Fold5 512GB', 22],
  ['Samsung Galaxy Z Flip6 256GB', 16],
  ['Samsung Galaxy A55 5G 128GB', 7],
  ['OPPO Reno12 5G 256GB', 8],
  ['OPPO Find N3 512GB', 24],
  ['Xiaomi 14 Ultra 512GB', 18],
  ['iPad Pro M4 11 inch 256GB WiFi', 24],
  ['iPad Air M2 11 inch 128GB', 13],
];

const phoneDetails = [
  'máy zin, pin 89%',
  'còn bảo hành Apple đến tháng 6',
  'đủ hộp, sạc, cáp',
  'màu Titan tự nhiên, không trầy xước',
  'màn hình có vết xước nhẹ',
  'máy quốc tế, bản VN/A',
  'đã thay pin, máy đẹp 98%',
  'mua tại Thế Giới Di Động, còn hoá đơn',
];

const electronics: readonly Model[] = [
  ['MacBook Air M2 13 inch 8GB/256GB', 18],
  ['MacBook Air M3 15 inch 16GB/512GB', 30],
  ['MacBook Pro 14 inch M3 Pro 18GB/512GB', 42],
  ['Laptop Dell XPS 13 9340', 30],
  ['Laptop ASUS ROG Strix G16 RTX 4060', 32],
  ['Laptop Lenovo ThinkPad X1 Carbon Gen 11', 28],
  ['Máy ảnh Sony A7 IV kèm ống kính 28-70mm', 48],
  ['Máy ảnh Canon EOS R6 Mark II (body)', 50],
  ['Máy ảnh Fujifilm X-T5 kèm ống kính 18-55mm', 42],
  ['Tivi Samsung QLED 65 inch', 20],
  ['Tivi Sony Bravia 55 inch 4K', 16],
  ['Máy chơi game PlayStation 5 Slim', 11],
  ['Loa Marshall Stanmore III', 9],
];

const luxury: readonly Model[] = [
  ['Đồng hồ Rolex Datejust 41 126300', 320],
  ['Đồng hồ Omega Seamaster Aqua Terra 150M', 140],
  ['Đồng hồ Tissot PRX Powermatic 80', 17],
  ['Đồng hồ Longines Master Collection', 60],
  ['Đồng hồ Citizen Eco-Drive nam', 8],
  ['Túi Louis Vuitton Neverfull MM', 48],
  ['Túi Chanel Classic Flap Medium', 250],
  ['Túi Hermès Birkin 30 Togo', 650],
  ['Túi Gucci Marmont Small', 45],
];

const others: readonly Model[] = [
  ['Xe đạp điện VinFast Klara S', 25],
  ['Đàn piano Yamaha U1 (cơ, đã qua sử dụng)', 60],
  ['Máy phát điện Honda EU22i', 25],
  ['Tranh sơn mài khổ 80x120, có giấy chứng nhận', 30],
  ['Bộ ấm chén gốm Bát Tràng cổ', 12],
  ['Xe đạp thể thao Giant TCR Advanced', 35],
];

/** Buyers of used goods pay less than new; a lender lends a share of that. */
function loanMillions(random: Random, valueMillions: number, share: readonly [number, number]) {
  const raw = valueMillions * (share[0] + random.next() * (share[1] - share[0]));
  const step = raw >= 500 ? 10 : raw >= 100 ? 5 : 1;
  return Math.max(2, Math.round(raw / step) * step);
}

function vehicle(random: Random, models: readonly Model[], minYear: number, maxYear: number) {
  const [name, price, firstYear = minYear, lastYear = maxYear] = random.pick(models);
  const year = random.int(Math.max(minYear, firstYear), Math.min(maxYear, lastYear));
  // About 12% a year off the new price, never below a quarter of it.
  const value = price * Math.max(0.25, 0.88 ** (maxYear - year));
  return { name, year, value };
}

const bikeDetails = ['chính chủ', 'cà vẹt bản gốc', 'xe zin, ít đi', 'màu đỏ đen', 'màu trắng'];
const carDetails = [
  'chính chủ',
  'số tự động',
  'odo 45.000 km',
  'bảo dưỡng hãng đầy đủ',
  'màu trắng',
];

/** Pieces of gold and the weights (chỉ; 10 chỉ = 1 cây) they usually come in. */
const goldItems: readonly (readonly [item: string, chi: readonly number[]])[] = [
  ['Nhẫn', [1, 1, 2, 2, 3, 5]],
  ['Dây chuyền', [2, 3, 5, 10]],
  ['Lắc tay', [2, 3, 5]],
  ['Kiềng', [3, 5, 10]],
  ['Bông tai', [1, 2]],
  ['Vòng tay', [2, 3, 5]],
];
const goldKinds: readonly (readonly [label: string, pricePerChiMillions: number])[] = [
  ['vàng 9999', 15],
  ['vàng 24K', 15],
  ['vàng 18K', 11],
  ['vàng trắng 14K', 8],
];

function jewelry(random: Random): AssetSeed {
  if (random.chance(0.15)) {
    const size = random.pick(['4.5', '5.4', '6.3', '7.2', '8.1']);
    const value = { '4.5': 25, '5.4': 45, '6.3': 75, '7.2': 130, '8.1': 220 }[size] ?? 40;
    return {
      type: 'Jewelry',
      description: `Nhẫn kim cương ${size} ly, nước D, kiểm định GIA`,
      requiredMillions: loanMillions(random, value, [0.5, 0.7]),
    };
  }
  if (random.chance(0.15)) {
    const taels = random.pick([1, 1, 2, 3]);
    return {
      type: 'Jewelry',
      description: `Vàng miếng SJC ${taels} lượng`,
      requiredMillions: loanMillions(random, taels * 150, [0.85, 0.92]),
    };
  }
  const [item, weights] = random.pick(goldItems);
  const [kind, pricePerChi] = random.pick(goldKinds);
  const chi = random.pick(weights);
  const weight = chi === 10 ? '1 cây' : `${chi} chỉ`;
  return {
    type: 'Jewelry',
    description: `${item} ${kind} ${weight}`,
    requiredMillions: loanMillions(random, chi * pricePerChi, [0.75, 0.9]),
  };
}

function realEstate(random: Random, province: ProvinceSeed): AssetSeed {
  const street = random.pick(province.streets);
  const kinds: readonly (() => { description: string; value: number })[] = [
    () => {
      const area = random.int(55, 110);
      return {
        description: `Sổ hồng căn hộ chung cư ${area >= 80 ? 3 : 2}PN ${area}m², mặt đường ${street}`,
        value: area * random.int(45, 80),
      };
    },
    () => {
      const area = random.int(40, 120);
      return {
        description: `Sổ đỏ đất thổ cư ${area}m², ngõ ô tô đường ${street}`,
        value: area * random.int(60, 150),
      };
    },
    () => {
      const width = random.int(4, 6);
      const depth = random.int(12, 20);
      return {
        description: `Sổ hồng nhà phố ${width}x${depth}m, ${random.int(2, 5)} tầng, đường ${street}`,
        value: width * depth * random.int(90, 200),
      };
    },
  ];
  const { description, value } = random.pick(kinds)();
  return {
    type: 'Realestate',
    description,
    requiredMillions: loanMillions(random, value, [0.2, 0.4]),
  };
}

/** An asset of the given type as a customer would describe it, and what they ask to borrow. */
export function assetSeed(random: Random, type: AssetTypeName, province: ProvinceSeed): AssetSeed {
  switch (type) {
    case 'Bike': {
      const bike = vehicle(random, bikes, 2014, 2025);
      const detail = random.chance(0.4) ? `, ${random.pick(bikeDetails)}` : '';
      return {
        type,
        description: `${bike.name} ${bike.year} biển ${bikePlate(random, province)}${detail}`,
        requiredMillions: loanMillions(random, bike.value, [0.4, 0.7]),
      };
    }
    case 'Car':
    case 'Truck': {
      const isTruck = type === 'Truck';
      const car = vehicle(random, isTruck ? trucks : cars, 2015, 2025);
      const detail = random.chance(0.5) ? `, ${random.pick(carDetails)}` : '';
      return {
        type,
        description: `${car.name} ${car.year} biển ${carPlate(random, province, isTruck)}${detail}`,
        requiredMillions: loanMillions(random, car.value, [0.35, 0.6]),
      };
    }
    case 'Phone': {
      const [name, price] = random.pick(phones);
      const detail = random.chance(0.6) ? `, ${random.pick(phoneDetails)}` : '';
      return {
        type,
        description: `${name}${detail}`,
        requiredMillions: loanMillions(random, price, [0.5, 0.75]),
      };
    }
    case 'Jewelry':
      return jewelry(random);
    case 'Realestate':
      return realEstate(random, province);
    case 'Electronics':
    case 'Luxury':
    case 'Other': {
      const list = type === 'Electronics' ? electronics : type === 'Luxury' ? luxury : others;
      const [name, price] = random.pick(list);
      const detail = type === 'Luxury' && random.chance(0.6) ? ', đủ hộp và giấy tờ' : '';
      return {
        type,
        description: `${name}${detail}`,
        requiredMillions: loanMillions(random, price, [0.4, 0.65]),
      };
    }
  }
}

/**
 * Where new leads come from, by weight. Affiliate is rare (the console cannot pick it; partners'
 * systems send it), and Old Customer is 0 because it is given only to a client's phone.
 */
export const sourceWeights: Readonly<Record<OrderSource, number>> = {
  Hotline: 20,
  Fanpage: 17,
  Online: 15,
  Chat: 12,
  'Walk-in': 9,
  Offline: 6,
  Referral: 7,
  'Old Customer': 0,
  Affiliate: 0.7,
};

/** Sources that arrive through a channel rather than a person at a branch. */
export const channelSources: readonly OrderSource[] = ['Fanpage', 'Online', 'Chat', 'Affiliate'];

export const marketingCampaigns = [
  'Tết 2027 – Vay nhanh xe máy',
  'Zalo OA tháng 11',
  'Facebook Ads – Cầm ô tô vẫn giữ xe',
  'Google Ads – Cầm iPhone lãi thấp',
  'TikTok – Vay nóng trong ngày',
  'Black Friday 2026 – Giảm 20% lãi tháng đầu',
];

/** A collaborator's (CTV) or partner's referral code. */
export function referralCode(random: Random): string {
  return random.chance(0.7) ? `CTV${random.digits(4)}` : `GT-${random.digits(6)}`;
}

/** The order's own free-text note, as the customer asked on the first contact. */
export const orderRemarks = [
  'Khách cần tiền gấp trong ngày',
  'Khách muốn giữ xe, chỉ cầm giấy tờ',
  'Gọi sau 17h, giờ hành chính khách đi làm',
  'Khách hỏi gói lãi trả trước 30 ngày',
  'Khách ở gần chi nhánh, có thể qua trực tiếp',
  'Khách muốn vay 3 tháng, trả lãi hàng tháng',
];

export type NoteContext = { asset: string; requiredMillions: number; proposedMillions: number };
type NoteText = string | ((context: NoteContext) => string);

const shortAsset = (context: NoteContext) => context.asset.split(',')[0] ?? context.asset;

/** What staff write in the order's notes, by the stage the order reached. */
export const notesByStage: Partial<Record<OrderStage, readonly NoteText[]>> = {
  unclaimed: ['Khách để lại số trên fanpage, chưa ai gọi.'],
  order_claimed: [
    (c) => `Đã nhận đơn, khách cần vay ${c.requiredMillions} triệu, sẽ gọi lại xác nhận.`,
    'Đã gọi lần 1, khách hẹn gọi lại sau 30 phút.',
  ],
  waiting_for_more_info: [
    'Chờ khách gửi ảnh cà vẹt và CCCD qua Zalo.',
    (c) => `Khách chưa gửi ảnh thực tế ${shortAsset(c)}, đã nhắc qua Zalo.`,
  ],
  call_again_later: [
    'Khách đang bận, hẹn gọi lại theo lịch.',
    'Khách đi công tác, hẹn tuần sau liên hệ lại.',
  ],
  no_pick_up: ['Gọi 3 lần không nghe máy, đã nhắn tin Zalo.', 'Thuê bao không liên lạc được.'],
  not_pick_up: ['Gọi 2 lần không nghe máy.'],
  fraud: ['Giấy tờ xe có dấu hiệu làm giả, từ chối tiếp nhận.'],
  money_from_different_channel: ['Khách đã vay được bên khác, không còn nhu cầu.'],
  window_shopping: ['Khách chỉ hỏi thử lãi suất, chưa có nhu cầu.'],
  unable_to_appraise_or_liquidated: ['Tài sản khó thanh lý, không định giá được.'],
  not_eligible: ['Khách chưa đủ 18 tuổi / không chính chủ, không đủ điều kiện.'],
  terms_disagreement: ['Khách không đồng ý điều khoản giữ tài sản tại kho.'],
  not_in_service_region: ['Khách ở ngoài khu vực phục vụ, đã hướng dẫn liên hệ đối tác.'],
  waiting_for_rate: [
    (c) => `Đã gửi ảnh ${shortAsset(c)} cho thẩm định, chờ báo giá.`,
    'Chờ phòng thẩm định báo giá.',
  ],
  rate_disagreement: [
    (c) =>
      `Đã báo giá ${c.proposedMillions} triệu, khách muốn ${c.requiredMillions} triệu nên không đồng ý.`,
  ],
  appointment_1: [
    (c) => `Đã báo giá ${c.proposedMillions} triệu, lãi 2,5%/tháng. Khách hẹn mang tài sản qua.`,
  ],
  appointment_2: ['Khách lỡ hẹn lần 1, đã hẹn lại.'],
  appointment_3: ['Khách xin dời lịch hẹn lần nữa vì bận việc gia đình.'],
  appointment_4: ['Hẹn lần cuối, nếu khách không đến sẽ chuyển sang lead nguội.'],
  no_show: ['Khách không đến theo lịch hẹn, gọi không nghe máy.'],
  active_contract: [
    (c) => `Đã ký hợp đồng ${c.proposedMillions} triệu, giải ngân chuyển khoản.`,
    'Khách đã ký hợp đồng tại chi nhánh, tài sản nhập kho.',
  ],
  spam: ['Tin nhắn quảng cáo, không phải khách vay.'],
  duplicate: ['Trùng với đơn đã có của cùng số điện thoại.'],
  very_annoyed: ['Khách rất khó chịu, yêu cầu không gọi lại.'],
  annoyed: ['Khách không vui khi được gọi lại.'],
  not_interested: ['Khách nói không còn nhu cầu vay.'],
  not_called_yet: ['Lead cũ, chưa gọi lại lần nào.'],
  wrong_number: ['Sai số, người nghe máy không biết khách.'],
  unable_to_contact: ['Thuê bao tạm khoá, không liên lạc được.'],
  interested: ['Khách quan tâm, hẹn đầu tháng có nhu cầu sẽ gọi lại.'],
  very_interested: ['Khách rất quan tâm gói lãi trả trước, đang thu xếp giấy tờ.'],
  demand_in_the_future: ['Khách có nhu cầu vay sau Tết.'],
  close_sale: ['Khách sắp chốt, chờ vợ/chồng đồng ý.'],
  change_number: ['Khách đổi số điện thoại, đã cập nhật số mới trong ghi chú.'],
  considering: ['Khách đang cân nhắc giữa hai bên.'],
};

export const genericNotes: readonly NoteText[] = [
  'Đã gửi bảng lãi suất qua Zalo.',
  'Khách hỏi có hỗ trợ nhận tài sản tại nhà không.',
  'Khách hỏi thủ tục, đã hướng dẫn mang CCCD bản gốc.',
  (c) => `Khách cần ${c.requiredMillions} triệu trong tuần này.`,
];

export function noteText(text: NoteText, context: NoteContext): string {
  return typeof text === 'string' ? text : text(context);
}
