import type { BankAccountDto, ClientDto, ClientNoteDto } from '@pawndesk/domain/client-api';
import type { BankAccountRow, ClientView } from './clients.repo.ts';

type NameColumns = { firstName: string | null; lastName: string | null } | null;

function person(row: NameColumns): { firstName: string; lastName: string } | null {
  if (!row || row.firstName === null || row.lastName === null) {
    return null;
  }
  return { firstName: row.firstName, lastName: row.lastName };
}

/** The address, then each name of its location chain that the address does not already spell. */
export function fullAddress(address: string | null, chain: (string | null)[]): string {
  const parts = address?.trim() ? [address.trim()] : [];
  const lower = parts.join(', ').toLowerCase();
  for (const name of chain) {
    if (name && !lower.includes(name.toLowerCase())) {
      parts.push(name);
    }
  }
  return parts.join(', ');
}

export function toClientDto(view: ClientView): ClientDto {
  const { client } = view;
  const nameVi = `${client.lastName} ${client.firstName}`;
  return {
    id: client.id,
    finfluxId: client.finfluxId,
    mifosId: client.mifosId,
    nameVi,
    name: nameVi,
    firstName: client.firstName,
    lastName: client.lastName,
    citizenId: client.citizenId,
    zaloId: client.zaloId,
    primaryPhoneNumber: client.primaryPhone,
    secondaryPhoneNumber: client.secondaryPhone,
    branchId: client.branchId,
    branchName: view.branchName,
    numberOfActiveContracts: client.activeContracts,
    numberOfContracts: Number(view.numberOfContracts),
    fullAddress: fullAddress(client.address, [
      view.locationNames?.own ?? null,
      view.locationNames?.parent ?? null,
      view.locationNames?.grandparent ?? null,
    ]),
    address: client.address,
    dateOfBirth: client.dateOfBirth,
    gender: client.gender,
    locationId: client.locationId,
    createdAt: client.createdAt.toISOString(),
    createdBy: person(view.createdBy),
    modifiedAt: client.modifiedAt.toISOString(),
    modifiedBy: person(view.modifiedBy),
  };
}

export function toNoteDto(row: {
  id: number;
  content: string;
  createdAt: Date;
  createdBy: NameColumns;
}): ClientNoteDto {
  return {
    id: row.id,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    createdBy: person(row.createdBy),
  };
}

export function toBankAccountDto(row: BankAccountRow): BankAccountDto {
  return {
    id: row.id,
    bankAccountName: row.bankAccountName,
    bankName: row.bankName,
    bankAccountNo: row.bankAccountNo,
    bankBranch: row.bankBranch,
    client: row.clientId,
  };
}
