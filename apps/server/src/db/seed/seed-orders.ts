/**
 * Demo orders (leads) and the clients some of them come back as: every step and every stage its
 * step allows, every source and status, spread over the last 60 days of business hours, with
 * notes, activity log entries, marketing campaigns, at-home visits and working-agent locks.
 *
 * Deterministic: a seeded PRNG picks everything, and every instant is relative to `now`, so the
 * same `now` gives the same rows. Rows are consistent with what the server would have written:
 * status follows the stage, claimed orders have an agent, a claim date and a branch, stages that
 * need an appointment have one, and an order whose phone is a client's points at that client.
 */
import { isOperatingBranch } from '@pawndesk/domain/branches';
import { businessDate, businessDayStart } from '@pawndesk/domain/dates';
import {
  claimChange,
  isAppointmentRequired,
  isAppointmentStage,
  type OrderSource,
  type OrderStage,
  type OrderStep,
  orderSteps,
  stagesByStep,
  statusOfStage,
  stepIndex,
} from '@pawndesk/domain/orders';
import { and, eq, inArray, like } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client.ts';
import {
  activityLogs,
  assetTypes,
  branches,
  clients,
  locations,
  orderNotes,
  orders,
  users,
} from '../schema.ts';
import { chunk } from './batches.ts';
import { createRandom, type Random } from './demo-random.ts';
import {
  type AssetTypeName,
  assetSeed,
  assetTypeWeights,
  channelSources,
  citizenId,
  genericNotes,
  marketingCampaigns,
  mobilePhone,
  type NoteContext,
  notesByStage,
  noteText,
  orderRemarks,
  type ProvinceSeed,
  personName,
  provinceSeeds,
  referralCode,
  sourceWeights,
  streetAddress,
} from './order-data.ts';

export type SeedOrdersOptions = {
  /** Every instant is relative to this one (createdAt within the 60 days before it, locks after it). */
  now: Date;
};

export type SeedOrdersResult = {
  clients: number;
  orders: number;
  orderNotes: number;
  activityLogs: number;
};

/** Sizes of the demo set; the orders cover every (step, stage) pair and fill up by weight. */
const demoOrderCount = 480;
export const demoClientCount = 40;
/** How many orders the 'valuator' user holds open right now, and how many locks have expired. */
const demoLockedOrders = 4;
const demoExpiredLocks = 2;
const demoOrderDays = 60;
/** One order in this many is an Old Customer's, with the client's phone and clientId. */
const oldCustomerEvery = 10;

const seed = 20_261_121;
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** Orders per step of the 480; each step gets its stages once first, the rest by stageWeights. */
const stepWeights: Readonly<Record<OrderStep, number>> = {
  unclaimed: 70,
  pending: 50,
  contact: 75,
  quoted: 50,
  appointment: 60,
  contract: 65,
  cold_lead: 55,
  warm_lead: 55,
};

/** The common stages of each step; any stage not listed weighs 1. */
const stageWeights: Partial<Record<OrderStep, Partial<Record<OrderStage, number>>>> = {
  unclaimed: { unclaimed: 14, spam: 1.5 },
  pending: { order_claimed: 12 },
  contact: { waiting_for_more_info: 5, call_again_later: 4, no_pick_up: 3 },
  quoted: { waiting_for_rate: 6, call_again_later: 3, rate_disagreement: 2 },
  appointment: {
    appointment_1: 6,
    appointment_2: 3,
    appointment_3: 1.5,
    call_again_later: 2,
    no_show: 2,
  },
  contract: { active_contract: 14 },
  cold_lead: { not_called_yet: 3, not_pick_up: 3, unable_to_contact: 2, not_interested: 2 },
  warm_lead: { interested: 4, demand_in_the_future: 3, very_interested: 2, call_again_later: 2 },
};

/** How long an order has typically been worked on after its claim, by step. */
const maxWorkSpan: Readonly<Record<OrderStep, number>> = {
  unclaimed: 0,
  pending: 2 * hour,
  contact: 5 * day,
  quoted: 7 * day,
  appointment: 10 * day,
  contract: 7 * day,
  cold_lead: 30 * day,
  warm_lead: 30 * day,
};

/** Leads of these steps are at least this old: a lead goes cold or warm after days of calls. */
const minAgeDays: Readonly<Record<OrderStep, number>> = {
  unclaimed: 0,
  pending: 0,
  contact: 0,
  quoted: 0,
  appointment: 1,
  contract: 1,
  cold_lead: 7,
  warm_lead: 5,
};

/** Steps at which a validator may visit the customer (at-home support). */
const atHomeSteps: readonly OrderStep[] = ['quoted', 'appointment', 'contract'];

/** Steps at which the valuator has put a price on the asset. */
const pricedSteps: readonly OrderStep[] = ['appointment', 'contract'];

/** Lending branches by weight (1 when not listed): the big cities' branches get most leads. */
const branchWeights: Readonly<Record<string, number>> = {
  HN01: 3,
  HN02: 2,
  HN03: 2,
  HCM01: 3,
  HCM02: 2,
  HCM03: 2,
  BD01: 1.5,
  DN01: 1.5,
  HP01: 1,
  CT01: 1,
  DNI01: 1,
  KH01: 1,
};

type Branch = { id: number; code: string; province: ProvinceSeed };
type Place = { id: number; name: string };
type District = Place & { wards: readonly Place[] };
type ClientSeed = {
  id: number;
  firstName: string;
  lastName: string;
  primaryPhone: string;
  secondaryPhone: string | null;
};

type Context = {
  random: Random;
  now: Date;
  staff: { sales: number; valuator: number; validator: number };
  branches: readonly Branch[];
  assetTypeIds: ReadonlyMap<string, number>;
  /** Current-tree wards (Phường …) per province code, for client addresses. */
  wards: ReadonlyMap<string, { provinceName: string; wards: readonly Place[] }>;
  /** Legacy-tree districts with their wards per province code, for at-home visits. */
  districts: ReadonlyMap<string, readonly District[]>;
  /** Phones already given out, so a random number never lands on someone else by chance. */
  phones: Set<string>;
};

type PlannedOrder = {
  row: typeof orders.$inferInsert & { phone: string; createdAt: Date; lastModify: Date };
  notes: { content: string; createdAt: Date; createdBy: number }[];
  logs: { key: string; data: Record<string, unknown>; actorId: number; at: Date }[];
};

function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) {
    throw new Error(
      `seedOrders: ${what} is missing; run seedReference, seedLocations and seedRolesAndUsers first`,
    );
  }
  return value;
}

function uniquePhone(ctx: Context): string {
  for (;;) {
    const phone = mobilePhone(ctx.random);
    if (!ctx.phones.has(phone)) {
      ctx.phones.add(phone);
      return phone;
    }
  }
}

/** minuteOfDay past the start of the business (Vietnam) day that contains `at`. */
function businessTime(at: Date, minuteOfDay: number): Date {
  return new Date(businessDayStart(businessDate(at)).getTime() + minuteOfDay * minute);
}

/** Minutes since the business day's start (Vietnam has no daylight saving). */
function businessMinuteOf(at: Date): number {
  return Math.floor((at.getTime() - businessDayStart(businessDate(at)).getTime()) / minute);
}

/** Moves an instant outside 08:00–21:00 to the next morning, as staff only work in those hours. */
function duringBusinessHours(random: Random, at: Date): Date {
  const minuteOfDay = businessMinuteOf(at);
  if (minuteOfDay >= 8 * 60 && minuteOfDay < 21 * 60) {
    return at;
  }
  const morning = minuteOfDay < 8 * 60 ? at : new Date(at.getTime() + day);
  return businessTime(morning, 8 * 60 + random.int(0, 90));
}

function clamp(at: Date, earliest: Date, latest: Date): Date {
  return new Date(Math.min(Math.max(at.getTime(), earliest.getTime()), latest.getTime()));
}

/** An appointment slot on the half hour between 08:30 and 17:30 on the business day of `at`. */
function appointmentSlot(random: Random, at: Date): Date {
  return businessTime(at, 8 * 60 + 30 + 30 * random.int(0, 18));
}

/** A slot at least an hour before `before`: the same business day if it has one, else the day before. */
function pastSlot(random: Random, before: Date): Date {
  const latest = Math.min(17 * 60 + 30, businessMinuteOf(before) - 60);
  if (latest >= 8 * 60 + 30) {
    return businessTime(
      before,
      8 * 60 + 30 + 30 * random.int(0, Math.floor((latest - 8 * 60 - 30) / 30)),
    );
  }
  return appointmentSlot(random, new Date(before.getTime() - day));
}

/** A future slot within the week, or (sometimes) one that has passed since the last change. */
function appointmentFor(ctx: Context, lastModify: Date, allowPast: boolean): Date {
  const { random, now } = ctx;
  if (allowPast && random.chance(0.35)) {
    const past = appointmentSlot(random, new Date(lastModify.getTime() + random.int(1, 3) * day));
    if (past < now) {
      return past;
    }
  }
  let future = appointmentSlot(random, new Date(now.getTime() + random.int(0, 7) * day));
  while (future <= now) {
    future = new Date(future.getTime() + day);
  }
  return future;
}

function deck<K extends string>(
  random: Random,
  weights: Readonly<Record<K, number>>,
  size: number,
) {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  const cards: K[] = [];
  for (const [key, weight] of entries) {
    const count = weight > 0 ? Math.max(1, Math.round((weight / total) * size)) : 0;
    cards.push(...Array<K>(count).fill(key));
  }
  while (cards.length < size) {
    cards.push(random.weighted(weights));
  }
  return random.shuffle(cards).slice(0, size);
}

/** Every (step, stage) pair once, then the step quotas filled by stage weight. */
function planSteps(random: Random): { step: OrderStep; stage: OrderStage }[] {
  const totalWeight = Object.values(stepWeights).reduce((sum, weight) => sum + weight, 0);
  const plan: { step: OrderStep; stage: OrderStage }[] = [];
  for (const step of orderSteps) {
    const stages = stagesByStep[step];
    const quota = Math.round((stepWeights[step] / totalWeight) * demoOrderCount);
    const weights = Object.fromEntries(
      stages.map((stage) => [stage, stageWeights[step]?.[stage] ?? 1]),
    ) as Record<OrderStage, number>;
    for (let index = 0; index < Math.max(quota, stages.length); index++) {
      plan.push({ step, stage: stages[index] ?? random.weighted(weights) });
    }
  }
  return random.shuffle(plan);
}

async function loadContext(db: DbOrTx, now: Date): Promise<Context> {
  const staffRows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['sales', 'valuator', 'validator']));
  const staffId = (username: string) =>
    required(staffRows.find((row) => row.username === username)?.id, `demo user '${username}'`);

  const branchRows = await db
    .select({ id: branches.id, code: branches.code, provinceCode: branches.provinceCode })
    .from(branches);
  const lending: Branch[] = branchRows.flatMap((row) => {
    const province = provinceSeeds.find((candidate) => candidate.code === row.provinceCode);
    return isOperatingBranch(row.code) && province
      ? [{ id: row.id, code: row.code, province }]
      : [];
  });
  if (lending.length === 0) {
    throw new Error('seedOrders: no operating branch in a known province; run seedReference first');
  }

  const typeRows = await db.select({ id: assetTypes.id, name: assetTypes.name }).from(assetTypes);

  const provinceCodes = provinceSeeds.map((province) => province.code);
  const parent = alias(locations, 'parent');
  const currentWards = await db
    .select({
      id: locations.id,
      name: locations.name,
      provinceCode: parent.code,
      provinceName: parent.name,
    })
    .from(locations)
    .innerJoin(parent, eq(parent.id, locations.parentId))
    .where(
      and(
        eq(locations.tree, 'current'),
        eq(locations.level, 3),
        like(locations.name, 'Phường %'),
        inArray(parent.code, provinceCodes),
      ),
    )
    .orderBy(locations.id);
  const wards = new Map<string, { provinceName: string; wards: Place[] }>();
  for (const row of currentWards) {
    const entry = wards.get(row.provinceCode) ?? { provinceName: row.provinceName, wards: [] };
    entry.wards.push({ id: row.id, name: row.name });
    wards.set(row.provinceCode, entry);
  }

  // Legacy city districts (Quận …, or the provincial city itself) and their wards.
  const legacyDistricts = await db
    .select({ id: locations.id, name: locations.name, provinceCode: parent.code })
    .from(locations)
    .innerJoin(parent, eq(parent.id, locations.parentId))
    .where(
      and(
        eq(locations.tree, 'legacy'),
        eq(locations.level, 2),
        inArray(locations.type, ['urban_district', 'city']),
        inArray(parent.code, provinceCodes),
      ),
    )
    .orderBy(locations.id);
  const legacyWards =
    legacyDistricts.length === 0
      ? []
      : await db
          .select({ id: locations.id, name: locations.name, parentId: locations.parentId })
          .from(locations)
          .where(
            and(
              eq(locations.level, 3),
              like(locations.name, 'Phường %'),
              inArray(
                locations.parentId,
                legacyDistricts.map((district) => district.id),
              ),
            ),
          )
          .orderBy(locations.id);
  const districts = new Map<string, District[]>();
  for (const row of legacyDistricts) {
    const districtWards = legacyWards
      .filter((ward) => ward.parentId === row.id)
      .map(({ id, name }) => ({ id, name }));
    if (districtWards.length > 0) {
      districts.set(row.provinceCode, [
        ...(districts.get(row.provinceCode) ?? []),
        { id: row.id, name: row.name, wards: districtWards },
      ]);
    }
  }

  return {
    random: createRandom(seed),
    now,
    staff: {
      sales: staffId('sales'),
      valuator: staffId('valuator'),
      validator: staffId('validator'),
    },
    branches: lending,
    assetTypeIds: new Map(typeRows.map((row) => [row.name, row.id])),
    wards,
    districts,
    phones: new Set(),
  };
}

function pickBranch(ctx: Context): Branch {
  const code = ctx.random.weighted(
    Object.fromEntries(
      ctx.branches.map((branch) => [branch.code, branchWeights[branch.code] ?? 1]),
    ),
  );
  return required(
    ctx.branches.find((branch) => branch.code === code),
    `branch ${code}`,
  );
}

function planClients(ctx: Context): (typeof clients.$inferInsert)[] {
  const { random, now } = ctx;
  return Array.from({ length: demoClientCount }, () => {
    const branch = pickBranch(ctx);
    const name = personName(random);
    const birthYear = random.int(1965, 2004);
    const dateOfBirth = `${birthYear}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
    const place = ctx.wards.get(branch.province.code);
    const ward = place && place.wards.length > 0 ? random.pick(place.wards) : undefined;
    const street = streetAddress(random, branch.province.streets);
    const createdAt = businessTime(
      new Date(now.getTime() - random.int(90, 900) * day),
      random.int(8 * 60, 20 * 60),
    );
    const modifiedAt = new Date(
      Math.min(createdAt.getTime() + random.int(0, 60) * day, now.getTime() - day),
    );
    const author = random.chance(0.6) ? ctx.staff.sales : ctx.staff.valuator;
    return {
      firstName: name.firstName,
      lastName: name.lastName,
      citizenId: citizenId(random, branch.province, name.gender, birthYear),
      primaryPhone: uniquePhone(ctx),
      secondaryPhone: random.chance(0.15) ? uniquePhone(ctx) : null,
      gender: name.gender,
      dateOfBirth,
      address: ward && place ? `${street}, ${ward.name}, ${place.provinceName}` : street,
      locationId: ward?.id ?? null,
      branchId: branch.id,
      createdAt,
      createdBy: author,
      modifiedAt: modifiedAt < createdAt ? createdAt : modifiedAt,
      modifiedBy: author,
    };
  });
}

function planSources(ctx: Context, size: number): OrderSource[] {
  // Old Customer weighs 0 here: it is handed out separately, since it needs a client.
  return deck(ctx.random, sourceWeights, size);
}

function createdAtFor(ctx: Context, step: OrderStep): Date {
  const { random, now } = ctx;
  // New leads are claimed within days, so the unclaimed ones are mostly from the last week.
  const dayOffset =
    step === 'unclaimed'
      ? Math.floor(random.next() ** 2 * 14)
      : random.int(minAgeDays[step], demoOrderDays - 2);
  const at = new Date(
    businessTime(
      new Date(now.getTime() - dayOffset * day),
      random.int(8 * 60, 20 * 60 + 30),
    ).getTime() +
      random.int(0, 59) * 1000,
  );
  return at > now ? new Date(at.getTime() - day) : at;
}

type OrderDraft = {
  step: OrderStep;
  stage: OrderStage;
  source: OrderSource;
  client?: ClientSeed;
};

function planOrder(ctx: Context, draft: OrderDraft): PlannedOrder {
  const { random, now, staff } = ctx;
  const { step, stage, source, client } = draft;
  const claimed = step !== 'unclaimed';
  const branch = pickBranch(ctx);
  const isChannel = channelSources.includes(source);

  // Who: a client's own details, else a new name and number.
  let phone: string;
  let firstName: string | null;
  let lastName: string | null;
  if (client) {
    phone =
      client.secondaryPhone && random.chance(0.2) ? client.secondaryPhone : client.primaryPhone;
    firstName = client.firstName;
    lastName = client.lastName;
  } else {
    const name = personName(random);
    phone = uniquePhone(ctx);
    firstName = name.firstName;
    // A chat or fanpage lead often only gives the name on their profile.
    lastName = isChannel && random.chance(0.12) ? null : name.lastName;
  }

  // What: the asset and the amounts, in whole millions of VND.
  const assetType = random.weighted(assetTypeWeights) as AssetTypeName;
  const asset = assetSeed(random, assetType, branch.province);
  let proposedMillions = 0;
  if (
    pricedSteps.includes(step) ||
    (step === 'quoted' && stage !== 'waiting_for_rate') ||
    (step === 'warm_lead' && random.chance(0.4))
  ) {
    // Never above what was asked; well below it when the customer turned the price down.
    const share = (stage === 'rate_disagreement' ? 0.6 : 0.8) + random.next() * 0.2;
    proposedMillions = Math.max(
      1,
      Math.min(asset.requiredMillions, Math.floor(asset.requiredMillions * share)),
    );
  }

  // When: created in business hours, claimed minutes to hours later, worked on since.
  const createdAt = createdAtFor(ctx, step);
  const agentId = claimed ? (random.chance(0.6) ? staff.sales : staff.valuator) : null;
  let dateClaim: Date | null = null;
  let lastModify = createdAt;
  if (claimed) {
    dateClaim = clamp(
      duringBusinessHours(random, new Date(createdAt.getTime() + random.int(3, 240) * minute)),
      createdAt,
      now,
    );
    const span = Math.min(now.getTime() - dateClaim.getTime(), maxWorkSpan[step]);
    lastModify =
      step === 'pending' && stage === 'order_claimed' && random.chance(0.7)
        ? dateClaim
        : clamp(
            duringBusinessHours(random, new Date(dateClaim.getTime() + random.next() * span)),
            dateClaim,
            now,
          );
  } else if (stage !== 'unclaimed') {
    // Spam or not eligible, marked without claiming.
    lastModify = clamp(new Date(createdAt.getTime() + random.int(5, 120) * minute), createdAt, now);
  }

  // At-home support: a validator and a helper visit the customer, at an address in a legacy district.
  const districts = ctx.districts.get(branch.province.code) ?? [];
  const atHome =
    districts.length > 0 &&
    atHomeSteps.includes(step) &&
    (isAppointmentStage(stage) || stage === 'waiting_for_rate' || stage === 'active_contract') &&
    ['Car', 'Truck', 'Realestate', 'Luxury', 'Bike'].includes(assetType) &&
    random.chance(0.22);
  const district = atHome ? random.pick(districts) : undefined;

  let appointment: Date | null = null;
  if (isAppointmentRequired(stage)) {
    appointment = appointmentFor(ctx, lastModify, true);
  } else if (stage === 'no_show' || (atHome && stage === 'active_contract')) {
    // The visit that happened (or was missed) shortly before the last change.
    appointment = clamp(pastSlot(random, lastModify), dateClaim ?? createdAt, lastModify);
  } else if (atHome) {
    appointment = appointmentFor(ctx, lastModify, false);
  }

  const status = stage === 'unclaimed' ? 'open' : statusOfStage(stage);
  const creator = isChannel
    ? null
    : (agentId ?? (random.chance(0.5) ? staff.sales : staff.valuator));
  const row: PlannedOrder['row'] = {
    phone,
    firstName,
    lastName,
    source,
    assetTypeId: required(ctx.assetTypeIds.get(asset.type), `asset type ${asset.type}`),
    assetDescription: asset.description,
    requiredAmount: asset.requiredMillions * 1_000_000,
    proposedAmount: proposedMillions * 1_000_000,
    referralCode: source === 'Referral' ? referralCode(random) : null,
    isAtHomeSupport: atHome,
    validatorId: atHome ? staff.validator : null,
    supportingValidatorId: atHome ? staff.valuator : null,
    locationId: district?.id ?? null,
    address: district
      ? `${streetAddress(random, branch.province.streets)}, ${random.pick(district.wards).name}`
      : null,
    appointment,
    step,
    stepIndex: stepIndex(step),
    stage,
    status,
    agentId,
    branchId: claimed || creator !== null ? branch.id : null,
    marketingCampaign:
      isChannel && random.chance(source === 'Affiliate' ? 0.5 : 0.22)
        ? random.pick(marketingCampaigns)
        : null,
    clientId: client?.id ?? null,
    note: random.chance(0.15) ? random.pick(orderRemarks) : null,
    dateClaim,
    lastModify,
    createdAt,
    createdBy: creator,
  };

  const noteContext: NoteContext = {
    asset: asset.description,
    requiredMillions: asset.requiredMillions,
    proposedMillions,
  };
  return {
    row,
    notes: planNotes(ctx, row, noteContext),
    logs: planLogs(row),
  };
}

function planNotes(
  ctx: Context,
  row: PlannedOrder['row'],
  context: NoteContext,
): PlannedOrder['notes'] {
  const { random, staff, now } = ctx;
  const stage = row.stage as OrderStage;
  if (!row.agentId || !row.dateClaim) {
    if (stage === 'unclaimed' && random.chance(0.1)) {
      const texts = notesByStage.unclaimed ?? [];
      return [
        {
          content: noteText(random.pick(texts), context),
          createdAt: clamp(
            new Date(row.createdAt.getTime() + random.int(2, 30) * minute),
            row.createdAt,
            now,
          ),
          createdBy: staff.sales,
        },
      ];
    }
    return [];
  }
  const count = Number(random.weighted({ '0': 2, '1': 4, '2': 3, '3': 1 }));
  const from = row.dateClaim.getTime();
  const to = row.lastModify.getTime();
  const notes: PlannedOrder['notes'] = [];
  for (let index = 0; index < count; index++) {
    const isLast = index === count - 1;
    // The last note explains the stage the order is in; earlier ones are the calls before it.
    const texts = isLast
      ? (notesByStage[stage] ?? genericNotes)
      : index === 0 && stage !== 'order_claimed'
        ? (notesByStage.order_claimed ?? genericNotes)
        : genericNotes;
    const at = isLast ? to : from + ((to - from) * (index + random.next())) / count;
    // The valuator writes the pricing notes; otherwise mostly whoever holds the order.
    const author =
      stage === 'waiting_for_rate' || stage === 'rate_disagreement'
        ? staff.valuator
        : random.chance(0.85)
          ? row.agentId
          : row.agentId === staff.sales
            ? staff.valuator
            : staff.sales;
    notes.push({
      content: noteText(random.pick(texts), context),
      createdAt: new Date(at),
      createdBy: author,
    });
  }
  return notes;
}

/** The activity log the server writes: order_claimed at the claim, order_updated at the last change. */
function planLogs(row: PlannedOrder['row']): PlannedOrder['logs'] {
  const logs: PlannedOrder['logs'] = [];
  const actor = row.agentId ?? row.createdBy;
  if (row.agentId && row.dateClaim) {
    logs.push({
      key: 'order_claimed',
      data: { ...claimChange },
      actorId: row.agentId,
      at: row.dateClaim,
    });
  }
  const before: Record<string, unknown> = row.agentId
    ? { ...claimChange, stepIndex: stepIndex(claimChange.step) }
    : { step: 'unclaimed', stepIndex: 0, stage: 'unclaimed', status: 'open' };
  const after: Record<string, unknown> = {
    step: row.step,
    stepIndex: row.stepIndex,
    stage: row.stage,
    status: row.status,
  };
  const changed = Object.fromEntries(
    Object.entries(after).filter(([key, value]) => before[key] !== value),
  );
  if (row.appointment) {
    changed.appointment = row.appointment.toISOString();
  }
  if (actor && Object.keys(changed).length > 0) {
    logs.push({ key: 'order_updated', data: changed, actorId: actor, at: row.lastModify });
  }
  return logs;
}

/** Working-agent locks: a few held right now by 'valuator', a couple left to expire by 'sales'. */
function applyLocks(ctx: Context, planned: PlannedOrder[]): void {
  const { random, now, staff } = ctx;
  const open = random.shuffle(
    planned.filter((order) => order.row.status === 'in_progress' && order.row.agentId !== null),
  );
  open.slice(0, demoLockedOrders).forEach((order) => {
    order.row.workingAgentId = staff.valuator;
    order.row.workingUntil = new Date(now.getTime() + 5 * minute);
  });
  open.slice(demoLockedOrders, demoLockedOrders + demoExpiredLocks).forEach((order) => {
    order.row.workingAgentId = staff.sales;
    order.row.workingUntil = new Date(now.getTime() - random.int(20, 600) * minute);
  });
}

export async function seedOrders(
  db: DbOrTx,
  options: SeedOrdersOptions,
): Promise<SeedOrdersResult> {
  const ctx = await loadContext(db, options.now);
  const { random } = ctx;

  const clientRows = planClients(ctx);
  const insertedClients: ClientSeed[] = [];
  for (const batch of chunk(clientRows)) {
    insertedClients.push(
      ...(await db.insert(clients).values(batch).returning({
        id: clients.id,
        firstName: clients.firstName,
        lastName: clients.lastName,
        primaryPhone: clients.primaryPhone,
        secondaryPhone: clients.secondaryPhone,
      })),
    );
  }

  // About one lead in ten is a returning customer (some clients come back more than once); the
  // others take their source from a shuffled deck, so every source shows up.
  const steps = planSteps(random);
  const returning = steps.map(
    (_, index) => index % oldCustomerEvery === 3 && insertedClients.length > 0,
  );
  const sources = planSources(ctx, returning.filter((isReturning) => !isReturning).length);
  const planned = steps.map(({ step, stage }, index) => {
    if (returning[index]) {
      const client = random.pick(insertedClients);
      return planOrder(ctx, { step, stage, source: 'Old Customer', client });
    }
    return planOrder(ctx, { step, stage, source: required(sources.pop(), 'a source') });
  });
  applyLocks(ctx, planned);
  // Oldest first, so ids grow with createdAt as they would in production.
  planned.sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime());

  const orderIds: number[] = [];
  for (const batch of chunk(planned)) {
    const rows = await db
      .insert(orders)
      .values(batch.map((order) => order.row))
      .returning({ id: orders.id, phone: orders.phone });
    // RETURNING of a multi-row VALUES insert comes back in VALUES order; check rather than trust.
    rows.forEach((row, index) => {
      if (row.phone !== batch[index]?.row.phone) {
        throw new Error('seedOrders: inserted orders came back out of order');
      }
      orderIds.push(row.id);
    });
  }

  const notes = planned.flatMap((order, index) =>
    order.notes.map((note) => ({ ...note, orderId: required(orderIds[index], 'order id') })),
  );
  for (const batch of chunk(notes)) {
    await db.insert(orderNotes).values(batch);
  }
  const logs = planned.flatMap((order, index) => {
    const orderId = required(orderIds[index], 'order id');
    return order.logs.map((log) => ({ ...log, orderId, data: { orderId, ...log.data } }));
  });
  for (const batch of chunk(logs)) {
    await db.insert(activityLogs).values(batch);
  }

  return {
    clients: insertedClients.length,
    orders: orderIds.length,
    orderNotes: notes.length,
    activityLogs: logs.length,
  };
}
