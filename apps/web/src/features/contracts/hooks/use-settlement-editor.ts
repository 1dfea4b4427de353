import type { ClientDto } from '@pawndesk/domain/client-api';
import type { ContractDto, TransactionDto } from '@pawndesk/domain/contract-api';
import { printClientOf } from '@pawndesk/domain/print-documents';
import type { Misc2Dto, MiscDto } from '@pawndesk/domain/reference';
import type { SettleInput, SettlementDto, SettlementMode } from '@pawndesk/domain/settlement-api';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import type { PdfRequest } from '../../../lib/print/pdf-request.ts';
import { commitmentTerms, contractIssuer } from '../../../lib/print/print-context.ts';
import { usePrintArchived } from '../../../lib/print/use-print-archived.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useToday } from '../../../lib/use-today.ts';
import { settlementReceiptPreview } from '../api/print-previews.ts';
import { useSettleContract } from '../api/settle-contract.ts';
import {
  checkSettlement,
  newSettlementForm,
  type SettlementContext,
  type SettlementErrors,
  type SettlementForm,
  settlementReceipt,
} from '../model/settlement-form.ts';

/** Step 0 the inputs; step 1 the receipt before saving (substep 0) and after (substep 1). */
export type SettlementStep = 'inputs' | 'preview' | 'saved';

/**
 * B§4 Repayment editor: the form, its checks, the receipt's preview, ONE settle call (a second
 * click while it runs does nothing; a refusal leaves everything typed in place), then printing
 * the archived receipt.
 */
export function useSettlementEditor({
  mode,
  contract,
  transactions,
  misc,
  misc2,
  client,
  onSaved,
}: {
  mode: SettlementMode;
  contract: ContractDto;
  transactions: readonly TransactionDto[];
  misc: MiscDto;
  misc2: Misc2Dto;
  client: ClientDto | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const today = useToday();
  const { principal } = useSession();
  const settle = useSettleContract(contract.finfluxId);
  const printArchived = usePrintArchived();
  const flight = useSingleFlight();
  // The contract as it stood when the editor opened: saving replaces it in the cache, and the
  // receipt is the one of this settlement.
  const [base] = useState(() => ({
    mode,
    contract,
    transactions,
    terms: commitmentTerms(contract, misc2),
    client: printClientOf(contract, client),
    issuer: contractIssuer(contract, misc),
  }));
  const context: SettlementContext = {
    ...base,
    today,
    isSuperuser: principal?.isSuperuser ?? false,
  };
  const [form, setForm] = useState<SettlementForm>(() => {
    const due = settlementReceipt(newSettlementForm(today, 0), context).lines.total;
    return newSettlementForm(today, due);
  });
  const [errors, setErrors] = useState<SettlementErrors>({ payments: {} });
  const [step, setStep] = useState<SettlementStep>('inputs');
  const [receipt, setReceipt] = useState<PdfRequest | null>(null);
  const [input, setInput] = useState<SettleInput | null>(null);
  const [settlement, setSettlement] = useState<SettlementDto | null>(null);

  const next = () => {
    const check = checkSettlement(form, context);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors({ payments: {} });
    setInput(check.input);
    setReceipt(settlementReceiptPreview(contract.finfluxId, check.input));
    setStep('preview');
  };

  const save = () =>
    flight.run(async () => {
      if (input === null || settlement !== null) {
        return;
      }
      let done: SettlementDto;
      try {
        done = await settle.mutateAsync(input);
      } catch (error) {
        flash.error(errorText(error, t));
        return;
      }
      setSettlement(done);
      onSaved();
      setStep('saved');
      flash.info(t('CONTRACT_REPAYMENT_SUCCEEDED'));
      await printArchived(done.document.id);
    });

  const printAgain = () =>
    flight.run(async () => {
      if (settlement) {
        await printArchived(settlement.document.id);
      }
    });

  return {
    context,
    form,
    setForm,
    errors,
    step,
    receipt,
    isWorking: flight.isRunning,
    next,
    backToInputs: () => setStep('inputs'),
    save,
    printAgain,
  };
}
