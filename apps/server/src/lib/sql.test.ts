import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { containsPhrase } from './sql.ts';

function params(term: string): unknown[] {
  return new PgDialect().sqlToQuery(containsPhrase(sql`vn_norm(name)`, term)).params;
}

describe('containsPhrase', () => {
  it.each([
    ['nguyen van hung', 'nguyen%van%hung'],
    [' Nguyễn   Văn  Hùng ', 'Nguyễn%Văn%Hùng'],
    ['le van an', 'le van an'],
    ['Nguyễn Thị Hà', 'Nguyễn%Thị Hà'],
    ['Đỗ Thị Thu Hương', 'Đỗ Thị%Thu%Hương'],
    ['50% off_x', '50\\%%off\\_x'],
  ])('should ask the index for %j as %j and check the exact phrase', (term, pattern) => {
    expect(params(term)).toEqual([pattern, term.trim().replace(/\s+/g, ' ')]);
  });
});
