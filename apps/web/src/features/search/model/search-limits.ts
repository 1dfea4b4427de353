/** A§9: at most 100 rows shown per kind; above 200 matches a notice says only 200 are returned. */
export const searchDisplayCap = 100;
export const searchNoticeThreshold = 200;

export type SearchKind = 'all' | 'clients' | 'contracts';

export function readSearchKind(value: string | null): SearchKind {
  return value === 'clients' || value === 'contracts' ? value : 'all';
}
