import type { ContractDto } from '@pawndesk/domain/contract-api';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Steps from 'antd/es/steps';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Figure, FigureList } from '../../../components/figure-list.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { usePrintMortgageContract } from '../api/print-contract.ts';

type Step = 'inputs' | 'preview' | 'saved';

/**
 * B§2 Contract editor: step 0 the input forms; step 1 the preview, substep 0 "save and print"
 * (one save, then the saved contract's mortgage contract printed), substep 1 print again and
 * done → the contract's detail. `onNext` answers whether the inputs may go on; `onSave` answers
 * the saved contract, or null when the save failed (it said why).
 */
export function EditorSteps({
  inputs,
  preview,
  backTo,
  onNext,
  onSave,
  savedMessage,
  testId,
}: {
  inputs: ReactNode;
  preview: readonly Figure[];
  backTo: string;
  onNext: () => boolean;
  onSave: () => Promise<ContractDto | null>;
  savedMessage: (contract: ContractDto) => string;
  testId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const printContract = usePrintMortgageContract();
  const flight = useSingleFlight();
  const [step, setStep] = useState<Step>('inputs');
  const [saved, setSaved] = useState<ContractDto | null>(null);

  const save = () =>
    flight.run(async () => {
      if (saved) {
        return;
      }
      const contract = await onSave();
      if (!contract) {
        return;
      }
      setSaved(contract);
      setStep('saved');
      await printContract(contract.finfluxId);
    });

  const printAgain = () =>
    flight.run(async () => {
      if (saved) {
        await printContract(saved.finfluxId);
      }
    });

  return (
    <div className="pd-counter" data-testid={`${testId}-step-${step}`}>
      <Steps
        className="pd-counter-steps"
        size="small"
        responsive={false}
        current={step === 'inputs' ? 0 : 1}
        items={[{ title: t('EDITOR_STEP_INPUTS') }, { title: t('EDITOR_STEP_PREVIEW') }]}
      />
      {step === 'inputs' ? (
        <>
          {inputs}
          <div className="pd-counter-buttons">
            <Button onClick={() => void navigate(backTo)} data-testid={`${testId}-back`}>
              {t('BACK')}
            </Button>
            <Button
              type="primary"
              onClick={() => {
                if (onNext()) {
                  setStep('preview');
                }
              }}
              data-testid={`${testId}-next`}
            >
              {t('NEXT')}
            </Button>
          </div>
        </>
      ) : (
        <section className="pd-counter-section" aria-label={t('EDITOR_STEP_PREVIEW')}>
          <Card size="small" title={t('EDITOR_PREVIEW_TITLE')}>
            <FigureList testId={`${testId}-preview`} figures={preview} />
            {saved ? (
              <Alert
                type="success"
                showIcon
                message={savedMessage(saved)}
                data-testid={`${testId}-saved`}
              />
            ) : null}
          </Card>
          {step === 'preview' ? (
            <div className="pd-counter-buttons">
              <Button
                onClick={() => setStep('inputs')}
                disabled={flight.isRunning}
                data-testid={`${testId}-preview-back`}
              >
                {t('BACK')}
              </Button>
              <Button
                type="primary"
                loading={flight.isRunning}
                onClick={() => void save()}
                data-testid={`${testId}-save`}
              >
                {t('EDITOR_SAVE_AND_PRINT')}
              </Button>
            </div>
          ) : (
            <div className="pd-counter-buttons">
              <Button
                loading={flight.isRunning}
                onClick={() => void printAgain()}
                data-testid={`${testId}-print`}
              >
                {t('PRINT')}
              </Button>
              <Button
                type="primary"
                onClick={() => void navigate(`/contracts/${saved?.finfluxId ?? ''}`)}
                data-testid={`${testId}-done`}
              >
                {t('DONE')}
              </Button>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
