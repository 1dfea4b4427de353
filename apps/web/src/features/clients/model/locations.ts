import type { LocationDto, LocationPathDto } from '@pawndesk/domain/reference';

export type LocationTree = LocationDto['tree'];

/**
 * What the address pickers hold: the current tree as province → commune, the legacy tree (old ID
 * cards and documents) as province → district → ward. `ids` runs from the province down.
 */
export type LocationChoice = { tree: LocationTree; ids: (number | null)[] };

export const emptyChoice = (tree: LocationTree): LocationChoice => ({
  tree,
  ids: [null, null, null],
});

/** How many levels each tree's picker has. */
export function depthOf(tree: LocationTree): number {
  return tree === 'legacy' ? 3 : 2;
}

/** The pickers' state for a saved location and its ancestors. */
export function choiceOf(path: LocationPathDto): LocationChoice {
  const ids = [...path.ancestors.map((item) => item.id), path.location.id];
  return { tree: path.location.tree, ids: [...ids, null, null, null].slice(0, 3) };
}

/** Picking at one level keeps the levels above and clears those below. */
export function pick(choice: LocationChoice, level: number, id: number | null): LocationChoice {
  return {
    tree: choice.tree,
    ids: choice.ids.map((value, index) => (index < level ? value : index === level ? id : null)),
  };
}

/** The payload's locationId: the most precise level chosen. */
export function locationIdOf(choice: LocationChoice): number | null {
  return [...choice.ids].reverse().find((id): id is number => id !== null) ?? null;
}
