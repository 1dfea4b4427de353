import type { ClientDto } from '@pawndesk/domain/client-api';
import type { CollateralInfoDto, ContractDto } from '@pawndesk/domain/contract-api';
import { mortgageContractData, printClientOf } from '@pawndesk/domain/print-documents';
import type { Misc2Dto, MiscDto } from '@pawndesk/domain/reference';
import Button from 'antd/es/button';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed, retryFailed } from '../../../components/load-failed.tsx';
import { PdfPreview } from '../../../components/print/pdf-preview.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { commitmentTerms, contractIssuer } from '../../../lib/print/print-context.ts';
import type { PrintableDocument } from '../../../lib/print/printable-document.ts';
import { usePrintArchived } from '../../../lib/print/use-print-archived.ts';
import { useMisc } from '../../../lib/reference/get-misc.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { useSingleFlight } from '../../../lib/use-single-flight.ts';
import { useCollateralInfo } from '../api/get-collateral-info.ts';
import { useContract } from '../api/get-contract.ts';
import { useContractClient } from '../api/get-contract-client.ts';
import { usePrintContract } from '../api/print-contract.ts';
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
  const collateral = useCollateralInfo(contract.data?.id ?? 0);
  const client = useContractClient(contract.data?.client.finfluxId ?? 0);
  const misc = useMisc();
  const misc2 = useMisc2();

  const heading = (
    <div className="pd-contract-heading">
      <h1 className="pd-page-title">{t('REPRINT_TITLE', { id: finfluxId })}</h1>
    </div>
  );
  const queries = [contract, collateral, client, misc, misc2];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <div data-testid="reprint-page">
        {heading}
        <LoadFailed
          title={t('CONTRACT_LOAD_FAILED')}
          error={failed.error}
          onRetry={() => retryFailed(queries)}
          testId="reprint-load-error"
        />
      </div>
    );
  }
  if (!contract.data || !collateral.data || !client.data || !misc.data || !misc2.data) {
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
      <Reprint
        contract={contract.data}
        collateral={collateral.data}
        client={client.data}
        misc={misc.data}
        misc2={misc2.data}
      />
    </div>
  );
}

/**
 * The mortgage contract (terms on page 2, the vehicle authorization on page 3 for Car, Bike and
 * Truck, real-estate wording for Realestate) with back and print. Each print asks the server to
 * render and archive a new copy, then prints that copy's bytes.
 */
function Reprint({
  contract,
  collateral,
  client,
  misc,
  misc2,
}: {
  contract: ContractDto;
  collateral: CollateralInfoDto;
  client: ClientDto;
  misc: MiscDto;
  misc2: Misc2Dto;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const print = usePrintContract(contract);
  const [document] = useState<PrintableDocument>(() => ({
    kind: 'MORTGAGE_CONTRACT',
    data: mortgageContractData({
      contract,
      client: printClientOf(contract, client),
      issuer: contractIssuer(contract, misc),
      printedAt: new Date(),
      product: commitmentTerms(contract, misc2),
      valuatedAmount: collateral.valuatedAmount,
    }),
  }));
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
      <PdfPreview document={document} title={t('MORTGAGE_CONTRACT')} testId="reprint-preview" />
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
