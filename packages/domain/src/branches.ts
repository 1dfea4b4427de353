/** Branches that exist for accounting and head-office work and are never offered at sign-in. */
export const nonOperatingBranchCodes = ['HO', 'LVL', 'GD'] as const;

export function isOperatingBranch(code: string): boolean {
  return !(nonOperatingBranchCodes as readonly string[]).includes(code);
}
