import { errorCodes } from '@pawndesk/domain/errors';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { flash } from '../../../lib/flash.ts';

/** Why a counter screen cannot serve the contract (B§8): not active, or already closed. */
export type Refusal = 'REDEEM_ERROR' | 'REDEEM_CLOSED_ERROR';

/** The refusal an error stands for, by its code (never by its text); null for any other error. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) {
    return null;
  }
  if (error.code === errorCodes.redeemError) {
    return 'REDEEM_ERROR';
  }
  return error.code === errorCodes.redeemClosedError ? 'REDEEM_CLOSED_ERROR' : null;
}

/** B§4, B§8: back to the contract's detail with the refusal's message. */
export function useLeaveToDetail(finfluxId: number) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (refusal: Refusal) => {
      flash.error(t(refusal));
      void navigate(`/contracts/${finfluxId}`, { replace: true });
    },
    [t, navigate, finfluxId],
  );
}
