import { staffEndpoints } from '@pawndesk/domain/staff-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { staffKeys } from './query-keys.ts';

/** The next free extension, for the create form; asked afresh each time the form opens. */
export function useExtensionSuggestion(enabled: boolean) {
  return useQuery({
    queryKey: staffKeys.extensionSuggestion,
    queryFn: ({ signal }) => api.call(staffEndpoints.extensionSuggestion, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
