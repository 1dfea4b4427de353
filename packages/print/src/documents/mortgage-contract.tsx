// @jsxRuntime automatic
// @jsxImportSource react

import type { MortgageContractData } from '@pawndesk/domain/print-documents';
import { contractPageCount } from '@pawndesk/domain/print-figures';
import { Document, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { ContractFirstPage } from './contract-first-page.tsx';
import { ContractTermsPage } from './contract-terms-page.tsx';
import { contractReference, contractWording } from './contract-wording.ts';
import { VehicleAuthorizationPage } from './vehicle-authorization-page.tsx';

/**
 * The mortgage contract (B§2 reprint and creation wizard print step): page 1 the parties, asset
 * valuation and pledge conditions, page 2 the terms, page 3 the vehicle authorization for Car,
 * Bike and Truck; real estate has its own wording and no page 3.
 */
export function mortgageContractDocument(data: MortgageContractData): ReactElement<DocumentProps> {
  const pageCount = contractPageCount(data.variant);
  return (
    <Document
      title={`${contractWording(data).title} ${contractReference(data)}`}
      author={data.issuer.companyName}
      language="vi"
    >
      <ContractFirstPage data={data} page={1} pageCount={pageCount} />
      <ContractTermsPage data={data} page={2} pageCount={pageCount} />
      {data.variant === 'VEHICLE' ? (
        <VehicleAuthorizationPage data={data} page={3} pageCount={pageCount} />
      ) : null}
    </Document>
  );
}
