import type { LocationDto } from '@pawndesk/domain/reference';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getMisc, getMisc2, getValidators, type StaffOption } from '../api/order-reference-api.ts';
import { referenceKeys } from '../api/query-keys.ts';

export type OrderReference = {
  assetTypes: readonly { id: number; name: string; description: string }[];
  validators: readonly StaffOption[];
  /** The legacy tree's provinces (A§5's form has city and district). */
  cities: readonly LocationDto[];
  districtsOf: (cityId: number | null) => readonly LocationDto[];
};

const referenceStaleMs = 10 * 60 * 1000;

/** Reference lists for the order form; they change rarely, so they are loaded once a while. */
export function useOrderReference(): OrderReference {
  const misc = useQuery({
    queryKey: referenceKeys.misc,
    queryFn: ({ signal }) => getMisc(signal),
    staleTime: referenceStaleMs,
  });
  const misc2 = useQuery({
    queryKey: referenceKeys.misc2,
    queryFn: ({ signal }) => getMisc2(signal),
    staleTime: referenceStaleMs,
  });
  const validators = useQuery({
    queryKey: referenceKeys.validators,
    queryFn: ({ signal }) => getValidators(signal),
    staleTime: referenceStaleMs,
  });
  const locations = misc2.data?.locations;
  return useMemo(() => {
    const legacy = (locations ?? []).filter((location) => location.tree === 'legacy');
    const cities = legacy.filter((location) => location.type.level === 1);
    const districts = legacy.filter((location) => location.type.level === 2);
    return {
      assetTypes: misc.data?.assetTypes ?? [],
      validators: validators.data ?? [],
      cities,
      districtsOf: (cityId) =>
        cityId === null ? [] : districts.filter((district) => district.parent === cityId),
    };
  }, [locations, misc.data, validators.data]);
}
