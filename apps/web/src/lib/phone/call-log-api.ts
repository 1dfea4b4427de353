import { callEndpoints } from '@pawndesk/domain/call-endpoints';
import type { CallLogDto } from '@pawndesk/domain/call-logs';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { errorCodes } from '@pawndesk/domain/errors';
import { phoneConstants } from '@pawndesk/domain/phone';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api.ts';
import { ApiError } from '../api-client.ts';
import type { CallLogInput } from './sip-phone.ts';

/** The call logs (A§7 Calls): every key is under `call-logs`, which the live channel refreshes. */
export const callLogKeys = {
  all: ['call-logs'] as const,
  mine: ['call-logs', 'mine'] as const,
  ofRemote: (remote: string) => ['call-logs', 'remote', remote] as const,
  contact: (phone: string) => ['call-logs', 'contact', phone] as const,
};

/** The header's list: my latest 100 calls. */
export function myCallLogsQuery() {
  return queryOptions({
    queryKey: callLogKeys.mine,
    queryFn: ({ signal }) =>
      api.call(callEndpoints.list, {
        query: { page: 1, pageSize: phoneConstants.headerCallLogPageSize },
        signal,
      }),
  });
}

/** The latest 20 calls with one number, whoever made them. */
export function remoteCallLogsQuery(remote: string) {
  return queryOptions({
    queryKey: callLogKeys.ofRemote(remote),
    queryFn: ({ signal }) =>
      api.call(callEndpoints.list, {
        query: { remote, page: 1, pageSize: phoneConstants.remoteCallLogPageSize },
        signal,
      }),
  });
}

/** The client with this phone, or null: a 404 is the common answer and stays silent. */
export function contactQuery(phone: string) {
  return queryOptions({
    queryKey: callLogKeys.contact(phone),
    queryFn: async ({ signal }) => {
      try {
        return await api.call(clientEndpoints.byPhone, { params: { phone }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) {
          return null;
        }
        throw error;
      }
    },
    retry: false,
    staleTime: 60_000,
  });
}

export const callLogApi = {
  create: (input: CallLogInput) => api.call(callEndpoints.create, { body: input }),
  async latest(remote: string): Promise<CallLogDto | undefined> {
    const page = await api.call(callEndpoints.list, {
      query: { remote, latest: 'true', page: 1, pageSize: 1 },
    });
    return page.items[0];
  },
  update: (
    id: number,
    body: { status: CallLogDto['status']; duration: number; extension: string },
  ) => api.call(callEndpoints.update, { params: { id }, body }),
  linkOrder: (orderId: number, callId: number) =>
    api.call(callEndpoints.linkOrder, { body: { orderId, callId } }),
};

export function isCallLogExists(error: unknown): boolean {
  return error instanceof ApiError && error.code === errorCodes.callLogExists;
}
