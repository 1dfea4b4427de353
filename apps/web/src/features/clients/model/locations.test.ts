import { describe, expect, it } from 'vitest';
import { choiceOf, emptyChoice, locationIdOf, pick } from './locations.ts';

const location = (id: number, level: number, tree: 'legacy' | 'current' = 'legacy') => ({
  id,
  code: String(id),
  name: `L${id}`,
  parent: null,
  tree,
  type: { level },
});

describe('address choice', () => {
  it('should read a saved legacy ward with its ancestors, and send the ward', () => {
    const choice = choiceOf({
      location: location(3, 3),
      ancestors: [location(1, 1), location(2, 2)],
    });
    expect(choice).toEqual({ tree: 'legacy', ids: [1, 2, 3] });
    expect(locationIdOf(choice)).toBe(3);
  });

  it('should clear the lower levels when a higher one changes, and send the most precise level', () => {
    const choice = pick({ tree: 'legacy', ids: [1, 2, 3] }, 0, 7);
    expect(choice.ids).toEqual([7, null, null]);
    expect(locationIdOf(choice)).toBe(7);
    expect(locationIdOf(pick(choice, 1, 8))).toBe(8);
    expect(locationIdOf(emptyChoice('current'))).toBeNull();
  });
});
