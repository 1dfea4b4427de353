import type { OrderDto } from '@pawndesk/domain/order-api';
import type { OrderReference } from '../hooks/use-order-reference.ts';
import type { OrderDraft } from './order-draft.ts';

export type LocationOption = { value: number; label: string };

function withFallback(
  options: LocationOption[],
  fallback: LocationOption | null,
): LocationOption[] {
  if (!fallback || options.some((option) => option.value === fallback.value)) {
    return options;
  }
  return [...options, fallback];
}

function locationFallbacks(order: OrderDto | undefined): {
  city: LocationOption | null;
  district: LocationOption | null;
} {
  const location = order?.location;
  if (!location) {
    return { city: null, district: null };
  }
  if (location.parent && location.level >= 2) {
    return {
      city: { value: location.parent.id, label: location.parent.name },
      district: { value: location.id, label: location.name },
    };
  }
  return { city: { value: location.id, label: location.name }, district: null };
}

/**
 * The city and district choices. The order being edited lends its own location names until (or
 * if never) the reference lists have them, so a saved value is never shown as a bare id.
 */
export function locationOptions(
  reference: OrderReference,
  draft: OrderDraft,
  order: OrderDto | undefined,
): { cities: LocationOption[]; districts: LocationOption[] } {
  const fallbacks = locationFallbacks(order);
  return {
    cities: withFallback(
      reference.cities.map((city) => ({ value: city.id, label: city.name })),
      fallbacks.city,
    ),
    districts: withFallback(
      reference
        .districtsOf(draft.cityId)
        .map((district) => ({ value: district.id, label: district.name })),
      fallbacks.district?.value === draft.districtId ? fallbacks.district : null,
    ),
  };
}
