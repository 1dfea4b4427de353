import { describe, expect, it } from 'vitest';
import { fullName } from './names.ts';

describe('fullName', () => {
  it.each([
    [{ lastName: 'Nguyễn Văn', firstName: 'An' }, 'Nguyễn Văn An'],
    [{ lastName: '  Trần  Thị ', firstName: ' Hương ' }, 'Trần Thị Hương'],
    [{ lastName: '', firstName: 'An' }, 'An'],
    [{ lastName: 'Lê', firstName: '' }, 'Lê'],
    [{ lastName: ' ', firstName: '' }, ''],
  ])('%o → %s', (person, expected) => {
    expect(fullName(person)).toBe(expected);
  });
});
