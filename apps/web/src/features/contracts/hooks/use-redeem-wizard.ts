import type { RedeemInfoDto, SettlementDto } from '@pawndesk/domain/settlement-api';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import type { PdfRequest } from '../../../lib/print/pdf-request.ts';
import { usePrintArchived } from '../../../lib/print/use-print-archived.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { redeemBillPreview } from '../api/print-previews.ts';
import { useRedeemContract } from '../api/redeem-contract.ts';
import type { RedeemChoice } from '../model/redeem-bill.ts';
import { refusalOf, useLeaveToDetail } from './use-leave-to-detail.ts';

export type RedeemStep = 'form' | 'bill' | 'done';

/**
 * B§4 Redeem wizard: the form, the bill, the completion. The first print redeems (closes the
 * contract on the chosen date and archives the bill) and prints the archived bill; later prints
 * print it again. REDEEM_ERROR and REDEEM_CLOSED_ERROR send the user back to the detail.
 */
export function useRedeemWizard({
  info,
  onRedeemed,
}: {
  info: RedeemInfoDto;
  onRedeemed: () => void;
}) {
  const { t } = useTranslation();
  const redeem = useRedeemContract(info.finfluxId);
  const leave = useLeaveToDetail(info.finfluxId);
  const printArchived = usePrintArchived();
  const flight = useSingleFlight();
  const [step, setStep] = useState<RedeemStep>('form');
  const [choice, setChoice] = useState<RedeemChoice | null>(null);
  const [bill, setBill] = useState<PdfRequest | null>(null);
  const [settlement, setSettlement] = useState<SettlementDto | null>(null);

  const toBill = (next: RedeemChoice) => {
    setChoice(next);
    // Asked once, of the contract as it stands before redeeming: the preview keeps it after.
    setBill(
      redeemBillPreview(info.finfluxId, {
        submissionDate: next.transactionDate,
        paymentMethod: next.paymentMethod,
      }),
    );
    setStep('bill');
  };

  const redeemOnce = async (current: RedeemChoice): Promise<SettlementDto | null> => {
    if (settlement) {
      return settlement;
    }
    try {
      const done = await redeem.mutateAsync({
        submissionDate: current.transactionDate,
        paymentMethod: current.paymentMethod,
      });
      setSettlement(done);
      onRedeemed();
      flash.info(t('CONTRACT_REDEEMED'));
      return done;
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal) {
        leave(refusal);
      } else {
        flash.error(errorText(error, t));
      }
      return null;
    }
  };

  const print = () =>
    flight.run(async () => {
      if (!choice) {
        return;
      }
      const done = await redeemOnce(choice);
      if (done) {
        await printArchived(done.document.id);
      }
    });

  return {
    step,
    choice,
    bill,
    isRedeemed: settlement !== null,
    isPrinting: flight.isRunning,
    toBill,
    backToForm: () => setStep('form'),
    end: () => setStep('done'),
    print,
  };
}
