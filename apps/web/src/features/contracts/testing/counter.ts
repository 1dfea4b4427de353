import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import type { ContractDto } from '@pawndesk/domain/contract-api';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import { documentEndpoints } from '@pawndesk/domain/document-endpoints';
import { endpointUrl } from '@pawndesk/domain/endpoint';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { clientFixture } from '../../../testing/fixtures/client.ts';
import { fixtureToday } from '../../../testing/fixtures/contract.ts';
import { misc2Fixture, miscFixture } from '../../../testing/fixtures/reference.ts';
import type { StubApi } from '../../../testing/handlers.ts';

/**
 * What the counter tests share: the console's clock on the fixtures' day (the contract fixtures
 * answer "as of" it), the reference data, and the calls the contract detail makes when a counter
 * screen sends the user back to it.
 */
export function onFixtureDay(): void {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${fixtureToday}T03:00:00.000Z`));
}

export function serveReference(api: StubApi): void {
  api.respond(referenceEndpoints.misc, miscFixture());
  api.respond(referenceEndpoints.misc2, misc2Fixture());
}

/** The detail page's own calls, answered empty, and the contract itself. */
export function serveDetail(api: StubApi, contract: ContractDto): void {
  api.respond(contractEndpoints.detailByFinflux, { id: contract.finfluxId }, contract);
  api.respond(contractEndpoints.transactions, { items: [], total: 0 });
  api.respond(contractEndpoints.notes, { items: [], total: 0 });
  api.respond(documentEndpoints.contractDocuments, { items: [], total: 0 });
}

/** The contract's client in full (the printed documents' client block). */
export function serveClient(api: StubApi): void {
  api.respond(clientEndpoints.detailByFinflux, clientFixture());
}

/** The archived document's signed link (the frame that prints it opens that URL). */
export function serveArchivedDocument(api: StubApi, id: number): void {
  api.respond(
    documentEndpoints.link,
    { id },
    {
      url: `${endpointUrl(documentEndpoints.file, { id })}?sig=signed&exp=1`,
      expiresAt: '2026-02-02T03:05:00.000Z',
    },
  );
}

/** Types a date into a DateInput (DD/MM/YYYY) and leaves the field, as staff do. */
export function typeDate(testId: string, text: string): void {
  const input = screen.getByTestId(testId);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
}
