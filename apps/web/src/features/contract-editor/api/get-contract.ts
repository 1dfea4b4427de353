import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { contractKeys } from '../../../lib/query-keys.ts';

/** The contract the editor edits, reviews or renews, by its finflux id (the shared detail key). */
export function useEditorContract(finfluxId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: contractKeys.detail(finfluxId ?? 0),
      queryFn: ({ signal }) =>
        api.call(contractEndpoints.detailByFinflux, { params: { id: finfluxId ?? 0 }, signal }),
      enabled: finfluxId !== null && finfluxId > 0,
    }),
  );
}
