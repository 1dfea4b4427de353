import type {
  BankAccountDto,
  ClientDto,
  ClientInput,
  ClientListDto,
  ClientListQueryA,
  ClientLookupDto,
  ClientNoteDto,
  CreateBankAccountInput,
  UpdateBankAccountInput,
} from '@pawndesk/domain/client-api';
import { clientFormMessages, dateOfBirthError } from '@pawndesk/domain/client-rules';
import { businessDate } from '@pawndesk/domain/dates';
import { normalizePhone } from '@pawndesk/domain/validation';
import { AppError } from '../../errors.ts';
import { audit } from '../../lib/audit.ts';
import { inIdOrder, pageOfMatches } from '../../lib/sql.ts';
import { requireActor } from '../../plugins/access.ts';
import type { RequestContext } from '../../plugins/context.ts';
import { toBankAccountDto, toClientDto, toNoteDto } from './clients.mapper.ts';
import * as repo from './clients.repo.ts';

const clientNotFound = () => new AppError('notFound', 'Không tìm thấy khách hàng');
const bankAccountNotFound = () => new AppError('notFound', 'Không tìm thấy tài khoản ngân hàng');
const clientInfoUsed = () =>
  new AppError('clientInfoUsed', 'Thông tin KH đã có khách hàng khác sử dụng');

export async function listClients(
  ctx: RequestContext,
  query: ClientListQueryA,
): Promise<ClientListDto> {
  const filter = { term: query.term, phone: query.phoneNumber };
  const { ids, total } = await pageOfMatches(
    query,
    filter.term,
    repo.clientMatches(ctx.db, filter),
  );
  const views = await repo.findClientViews(ctx.db, ids);
  return { items: inIdOrder(ids, views, (view) => view.client.id).map(toClientDto), total };
}

export async function getClient(ctx: RequestContext, key: repo.ClientKey): Promise<ClientDto> {
  const view = await repo.findClientView(ctx.db, key);
  if (!view) {
    throw clientNotFound();
  }
  return toClientDto(view);
}

/** The order form's lookup reads `name` and `phone` (apps/web order-reference-api.ts). */
export async function findClientByPhone(
  ctx: RequestContext,
  phone: string,
): Promise<ClientLookupDto> {
  const client = await getClient(ctx, { phone });
  return { ...client, phone: client.primaryPhoneNumber };
}

/** The stored values of an edit payload, after the rules that need the business date. */
/** The stored values of a client payload, its rules checked (INVALID_AGE, location, phones). */
export async function valuesOf(ctx: RequestContext, input: ClientInput) {
  const error = dateOfBirthError(input.dateOfBirth, businessDate(ctx.now()));
  if (error) {
    throw new AppError(
      error === 'INVALID_AGE' ? 'invalidAge' : 'invalidDateFormat',
      clientFormMessages[error],
    );
  }
  if (!(await repo.findLocation(ctx.db, input.locationId))) {
    throw new AppError('invalidRequest', 'Tỉnh/thành hoặc quận/huyện không tồn tại');
  }
  const primaryPhone = normalizePhone(input.primaryPhoneNumber);
  const secondaryPhone = input.secondaryPhoneNumber
    ? normalizePhone(input.secondaryPhoneNumber)
    : null;
  if (secondaryPhone === primaryPhone) {
    throw new AppError('invalidRequest', 'Số điện thoại 2 trùng số điện thoại chính');
  }
  return {
    firstName: input.firstName,
    lastName: input.lastName,
    primaryPhone,
    secondaryPhone,
    citizenId: input.citizenId,
    zaloId: input.zaloId,
    address: input.address,
    gender: input.gender,
    dateOfBirth: input.dateOfBirth,
    locationId: input.locationId,
  };
}

export type ClientValues = Awaited<ReturnType<typeof valuesOf>>;

async function assertInfoFree(tx: repo.Tx, values: ClientValues, exceptId?: number): Promise<void> {
  const phones = [values.primaryPhone, values.secondaryPhone].filter(
    (phone): phone is string => phone !== null,
  );
  const conflicts = await repo.findConflicts(tx, { phones, citizenId: values.citizenId }, exceptId);
  if (conflicts.length > 0) {
    throw clientInfoUsed();
  }
}

/** The unique indexes are the last word when two saves race past the check. */
function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') {
      return true;
    }
  }
  return false;
}

export async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw clientInfoUsed();
    }
    throw error;
  }
}

export async function createClient(ctx: RequestContext, input: ClientInput): Promise<ClientDto> {
  const values = await valuesOf(ctx, input);
  const id = await guardUnique(() => ctx.db.transaction((tx) => createClientIn(tx, ctx, values)));
  return getClient(ctx, { id });
}

/** Creates a client inside the caller's transaction, with its audit row; answers its id. */
export async function createClientIn(
  tx: repo.Tx,
  ctx: RequestContext,
  values: ClientValues,
): Promise<number> {
  const actor = requireActor(ctx.actor);
  const now = ctx.now();
  await assertInfoFree(tx, values);
  const row = await repo.insertClient(tx, {
    ...values,
    branchId: actor.branchId,
    createdAt: now,
    createdBy: actor.userId,
    modifiedAt: now,
    modifiedBy: actor.userId,
  });
  await audit(tx, ctx, {
    action: 'client.created',
    entity: 'client',
    entityId: row.id,
    after: values,
  });
  return row.id;
}

export async function updateClient(
  ctx: RequestContext,
  id: number,
  input: ClientInput,
): Promise<ClientDto> {
  const values = await valuesOf(ctx, input);
  await guardUnique(() => ctx.db.transaction((tx) => updateClientIn(tx, ctx, id, values)));
  return getClient(ctx, { id });
}

/** Replaces a client's fields inside the caller's transaction, with its audit row. */
export async function updateClientIn(
  tx: repo.Tx,
  ctx: RequestContext,
  id: number,
  values: ClientValues,
): Promise<void> {
  const actor = requireActor(ctx.actor);
  const before = await repo.findClientForUpdate(tx, id);
  if (!before) {
    throw clientNotFound();
  }
  await assertInfoFree(tx, values, id);
  const changed = Object.fromEntries(
    Object.entries(values).filter(([key, value]) => before[key as keyof typeof values] !== value),
  );
  await repo.updateClient(tx, id, {
    ...values,
    modifiedAt: ctx.now(),
    modifiedBy: actor.userId,
  });
  await audit(tx, ctx, {
    action: 'client.updated',
    entity: 'client',
    entityId: id,
    before: Object.fromEntries(
      Object.keys(changed).map((key) => [key, before[key as keyof typeof values]]),
    ),
    after: changed,
  });
}

async function assertClientExists(ctx: RequestContext, id: number): Promise<void> {
  if (!(await repo.findClient(ctx.db, id))) {
    throw clientNotFound();
  }
}

export async function listNotes(
  ctx: RequestContext,
  clientId: number,
  page: { page: number; pageSize: number },
): Promise<{ items: ClientNoteDto[]; total: number }> {
  await assertClientExists(ctx, clientId);
  const [rows, total] = await Promise.all([
    repo.listNotes(ctx.db, clientId, page),
    repo.countNotes(ctx.db, clientId),
  ]);
  return { items: rows.map(toNoteDto), total };
}

export async function addNote(
  ctx: RequestContext,
  clientId: number,
  content: string,
): Promise<ClientNoteDto> {
  const actor = requireActor(ctx.actor);
  await assertClientExists(ctx, clientId);
  const { id } = await repo.insertNote(ctx.db, {
    clientId,
    content,
    createdAt: ctx.now(),
    createdBy: actor.userId,
  });
  const note = await repo.findNote(ctx.db, id);
  if (!note) {
    throw new Error('note vanished');
  }
  return toNoteDto(note);
}

export async function listBankAccounts(
  ctx: RequestContext,
  clientId: number,
): Promise<{ items: BankAccountDto[]; total: number }> {
  await assertClientExists(ctx, clientId);
  const rows = await repo.listBankAccounts(ctx.db, clientId);
  return { items: rows.map(toBankAccountDto), total: rows.length };
}

export async function createBankAccount(
  ctx: RequestContext,
  input: CreateBankAccountInput,
): Promise<BankAccountDto> {
  const actor = requireActor(ctx.actor);
  await assertClientExists(ctx, input.client);
  const now = ctx.now();
  const { client, ...fields } = input;
  const row = await ctx.db.transaction(async (tx) => {
    const inserted = await repo.insertBankAccount(tx, {
      ...fields,
      clientId: client,
      createdAt: now,
      createdBy: actor.userId,
      modifiedAt: now,
      modifiedBy: actor.userId,
    });
    await audit(tx, ctx, {
      action: 'client_bank_account.created',
      entity: 'client_bank_account',
      entityId: inserted.id,
      after: toBankAccountDto(inserted),
    });
    return inserted;
  });
  return toBankAccountDto(row);
}

export async function updateBankAccount(
  ctx: RequestContext,
  id: number,
  input: UpdateBankAccountInput,
): Promise<BankAccountDto> {
  const actor = requireActor(ctx.actor);
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findBankAccount(tx, id);
    if (!before) {
      throw bankAccountNotFound();
    }
    const changes = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    );
    const after = await repo.updateBankAccount(tx, id, {
      ...changes,
      modifiedAt: ctx.now(),
      modifiedBy: actor.userId,
    });
    await audit(tx, ctx, {
      action: 'client_bank_account.updated',
      entity: 'client_bank_account',
      entityId: id,
      before: toBankAccountDto(before),
      after: toBankAccountDto(after),
    });
    return after;
  });
  return toBankAccountDto(row);
}

export async function deleteBankAccount(ctx: RequestContext, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const before = await repo.findBankAccount(tx, id);
    if (!before) {
      throw bankAccountNotFound();
    }
    await repo.deleteBankAccount(tx, id);
    await audit(tx, ctx, {
      action: 'client_bank_account.deleted',
      entity: 'client_bank_account',
      entityId: id,
      before: toBankAccountDto(before),
    });
  });
}
