import type { LocationDto } from '@pawndesk/domain/reference';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { miscQuery } from '../../../lib/reference/get-misc.ts';
import { misc2Query } from '../../../lib/reference/get-misc2.ts';
import { type StaffOption, validatorsQuery } from '../../../lib/reference/list-validators.ts';

export type OrderReference = {
  assetTypes: readonly { id: number; name: string; description: string }[];
  validators: readonly StaffOption[];
  /** The legacy tree's provinces (A§5's form has city and district). */
  cities: readonly LocationDto[];
  districtsOf: (cityId: number | null) => readonly LocationDto[];
};

/** Reference lists for the order form; they change rarely, so they are loaded once a while. */
export function useOrderReference(): OrderReference {
  const misc = useQuery(miscQuery);
  const misc2 = useQuery(misc2Query);
  const validators = useQuery(validatorsQuery);
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
