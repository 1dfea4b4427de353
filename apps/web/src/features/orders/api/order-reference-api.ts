import type { Misc2Dto, MiscDto } from '@pawndesk/domain/reference';
import { api } from '../../../lib/api.ts';
import { ApiError, baseA, baseB } from '../../../lib/api-client.ts';

export type StaffOption = { id: number; username: string; firstName: string; lastName: string };

export type ClientMatch = { id: number; name: string; phone: string };

export function getMisc(signal?: AbortSignal): Promise<MiscDto> {
  return api.get(`${baseA}/v1/misc/`, { signal });
}

export function getMisc2(signal?: AbortSignal): Promise<Misc2Dto> {
  return api.get(`${baseB}/v2/misc/`, { signal });
}

export async function getValidators(signal?: AbortSignal): Promise<StaffOption[]> {
  const list = await api.get<{ items: StaffOption[] }>(`${baseB}/v1/users/validators/`, {
    signal,
  });
  return list.items;
}

/** The client owning this phone, or null: no match (404) is an answer, not an error. */
export async function findClientByPhone(
  phone: string,
  signal?: AbortSignal,
): Promise<ClientMatch | null> {
  try {
    return await api.get<ClientMatch>(`${baseB}/v2/clients/phone-${encodeURIComponent(phone)}/`, {
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return null;
    }
    throw error;
  }
}
