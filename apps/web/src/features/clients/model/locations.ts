import type { LocationDto } from '@pawndesk/domain/reference';

export type LocationTree = LocationDto['tree'];

/**
 * What the address pickers hold: the current tree is offered at province level (no commune call
 * exists yet), the legacy tree as province → district.
 */
export type LocationChoice = {
  tree: LocationTree;
  provinceId: number | null;
  districtId: number | null;
};

export function provincesOf(locations: readonly LocationDto[], tree: LocationTree): LocationDto[] {
  return locations
    .filter((location) => location.tree === tree && location.type.level === 1)
    .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
}

export function districtsOf(
  locations: readonly LocationDto[],
  provinceId: number | null,
): LocationDto[] {
  if (provinceId === null) {
    return [];
  }
  return locations
    .filter((location) => location.parent === provinceId && location.type.level === 2)
    .sort((a, b) => a.name.localeCompare(b.name, 'vi'));
}

/** The pickers' state for a saved locationId (a district, else a province, of either tree). */
export function choiceOf(
  locations: readonly LocationDto[],
  locationId: number | null,
): LocationChoice {
  const location = locations.find((item) => item.id === locationId);
  if (!location) {
    return { tree: 'current', provinceId: null, districtId: null };
  }
  if (location.type.level === 1 || location.parent === null) {
    return { tree: location.tree, provinceId: location.id, districtId: null };
  }
  return { tree: location.tree, provinceId: location.parent, districtId: location.id };
}

/** The payload's locationId: the district when one is chosen, else the province. */
export function locationIdOf(choice: LocationChoice): number | null {
  return choice.districtId ?? choice.provinceId;
}
