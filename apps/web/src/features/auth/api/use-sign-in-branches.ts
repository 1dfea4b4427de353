import { nonOperatingBranchCodes } from '@pawndesk/domain/branches';
import type { BranchDto } from '@pawndesk/domain/reference';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api.ts';
import { isAbortError } from '../../../lib/api-client.ts';

function isOperating(branch: BranchDto): boolean {
  return !nonOperatingBranchCodes.some((code) => code === branch.code);
}

export type SignInBranches = {
  branches: readonly BranchDto[];
  loading: boolean;
  failed: boolean;
  retry: () => void;
};

/**
 * The branches offered at sign-in: every branch except HO, LVL and GD (A§2.3). A plain effect
 * rather than TanStack Query: this is the login page's only request, and the query library is
 * loaded with the signed-in shell so the first page stays small.
 */
export function useSignInBranches(): SignInBranches {
  const [branches, setBranches] = useState<readonly BranchDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const pending = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLoading(true);
    setFailed(false);
    api
      .call(referenceEndpoints.misc, { token: null, signal: controller.signal })
      .then((misc) => {
        setBranches(misc.branches.filter(isOperating));
        setLoading(false);
      })
      .catch((error: unknown) => {
        if (!isAbortError(error)) {
          setFailed(true);
          setLoading(false);
        }
      });
  }, []);

  useEffect(() => {
    load();
    return () => pending.current?.abort();
  }, [load]);

  return { branches, loading, failed, retry: load };
}
