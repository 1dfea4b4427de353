import type { CashClosureInput, CashLogInput } from '@pawndesk/domain/cash-log-api';
import { cashLogPageSize, pendingPageSize } from '@pawndesk/domain/cash-log-api';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  closuresOn,
  createClosure,
  createEntry,
  deleteClosure,
  getCategories,
  getMisc,
  getSummary,
  listClosures,
  listEntries,
  listPending,
  setEntryStatus,
} from '../api/cash-log-api.ts';
import { cashLogKeys } from '../api/query-keys.ts';
import type { FilterParams } from '../model/filters.ts';

const referenceStaleMs = 10 * 60 * 1000;
export const closurePageSize = 20;

export function useMisc() {
  return useQuery({
    queryKey: cashLogKeys.misc,
    queryFn: ({ signal }) => getMisc(signal),
    staleTime: referenceStaleMs,
  });
}

export function useCategories() {
  return useQuery({
    queryKey: cashLogKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: referenceStaleMs,
  });
}

/** The list tab: pages of 200, newest first; the screen shows them oldest at the top (B§9). */
export function useEntryPages(params: FilterParams, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: cashLogKeys.list(params),
    queryFn: ({ pageParam, signal }) =>
      listEntries({ ...params, page: pageParam, pageSize: cashLogPageSize }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? pages.length + 1 : undefined;
    },
    enabled,
  });
}

/** The pending tab: pages of 20. */
export function usePending(params: FilterParams, page: number, enabled: boolean) {
  return useQuery({
    queryKey: cashLogKeys.pending(params, page),
    queryFn: ({ signal }) => listPending({ ...params, page, pageSize: pendingPageSize }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSummary(params: FilterParams, enabled: boolean) {
  return useQuery({
    queryKey: cashLogKeys.summary(params),
    queryFn: ({ signal }) => getSummary(params, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useClosures(page: number, enabled: boolean) {
  return useQuery({
    queryKey: cashLogKeys.closures(page),
    queryFn: ({ signal }) => listClosures({ page, pageSize: closurePageSize }, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The closures of the last day of the previous month (the month-end check, B§7). */
export function useClosuresOn(date: string) {
  return useQuery({
    queryKey: cashLogKeys.closuresOn(date),
    queryFn: ({ signal }) => closuresOn(date, signal),
  });
}

/** Every cash log change reloads the lists, the summary and the closures from page 1. */
function useInvalidateAll() {
  const queryClient = useQueryClient();
  return () =>
    queryClient.resetQueries({ queryKey: cashLogKeys.all }).catch(() => {
      // A reload that fails shows its own error on the screen.
    });
}

export function useCreateEntry() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: CashLogInput) => createEntry(input),
    onSuccess: invalidate,
  });
}

export function useSetEntryStatus() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: ({ id, status }: { id: number; status: 'registered' | 'retracted' }) =>
      setEntryStatus(id, status),
    onSuccess: invalidate,
  });
}

export function useCreateClosure() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (input: CashClosureInput) => createClosure(input),
    onSuccess: invalidate,
  });
}

export function useDeleteClosure() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: (id: number) => deleteClosure(id),
    onSuccess: invalidate,
  });
}

export function useInvalidateCashLog() {
  return useInvalidateAll();
}
