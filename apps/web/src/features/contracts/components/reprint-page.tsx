import type { ContractDto } from '@pawndesk/domain/contract-api';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { PdfPreview } from '../../../components/print/pdf-preview.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { usePrintArchived } from '../../../lib/print/use-print-archived.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useContract } from '../api/get-contract.ts';
import { usePrintContract } from '../api/print-contract.ts';
import { mortgageContractPreview } from '../api/print-previews.ts';
import '../contracts.css';

/** FLOW-6, B§2 Contract reprint: /contracts/{finfluxId}/reprint. */
export function ReprintPage() {
  const params = useParams();
  const finfluxId = Number(params.id);
  if (!Number.isInteger(finfluxId) || finfluxId <= 0) {
    return <Navigate to="/contracts" replace />;
  }
  return <ReprintLoader key={finfluxId} finfluxId={finfluxId} />;
}

function ReprintLoader({ finfluxId }: { finfluxId: number }) {
  const { t } = useTranslation();
  const contract = useContract(finfluxId);

  const heading = (
    <div className="pd-contract-heading">
      <h1 className="pd-page-title">{t('REPRINT_TITLE', { id: finfluxId })}</h1>
    </div>
  );
  if (contract.isError) {
    return (
      <div data-testid="reprint-page">
        {heading}
        <LoadFailed
          title={t('CONTRACT_LOAD_FAILED')}
          error={contract.error}
          onRetry={() => void contract.refetch()}
          testId="reprint-load-error"
        />
      </div>
    );
  }
  if (!contract.data) {
    return (
      <div data-testid="reprint-page">
        {heading}
        <Spin />
      </div>
    );
  }
  return (
    <div data-testid="reprint-page">
      {heading}
      <Reprint contract={contract.data} />
    </div>
  );
}

/**
 * The mortgage contract (terms on page 2, the vehicle authorization on page 3 for Car, Bike and
 * Truck, real-estate wording for Realestate) with back and print. Each print asks the server to
 * render and archive a new copy, then prints that copy's bytes.
 */
function Reprint({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const print = usePrintContract(contract);
  const [preview] = useState(() => mortgageContractPreview(contract.finfluxId));
  const printArchived = usePrintArchived();
  // A double click prints (and archives) once.
  const flight = useSingleFlight();

  const printContract = () =>
    flight.run(async () => {
      try {
        const archived = await print.mutateAsync();
        await printArchived(archived.id);
      } catch (error) {
        flash.error(errorText(error, t));
      }
    });

  return (
    <section className="pd-counter pd-counter-section" aria-label={t('MORTGAGE_CONTRACT')}>
      <PdfPreview request={preview} title={t('MORTGAGE_CONTRACT')} testId="reprint-preview" />
      <div className="pd-counter-buttons">
        <Button
          onClick={() => void navigate(`/contracts/${contract.finfluxId}`)}
          data-testid="reprint-back"
        >
          {t('BACK')}
        </Button>
        <Button
          type="primary"
          loading={flight.isRunning}
          onClick={() => void printContract()}
          data-testid="reprint-print"
        >
          {t('PRINT')}
        </Button>
      </div>
    </section>
  );
}
