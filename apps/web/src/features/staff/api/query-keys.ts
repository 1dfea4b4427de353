import type { AuditParams } from './list-audit-events.ts';
import type { StaffListParams } from './list-staff.ts';

/** TanStack Query keys of the staff and audit screens. */
export const staffKeys = {
  all: ['staff'] as const,
  list: (params: StaffListParams) => ['staff', 'list', params] as const,
  roles: ['staff', 'roles'] as const,
  extensionSuggestion: ['staff', 'extension-suggestion'] as const,
  branches: ['staff', 'branches'] as const,
  audit: (params: AuditParams) => ['audit', params] as const,
};
