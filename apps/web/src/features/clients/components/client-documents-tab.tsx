import { DocumentsPanel } from '../../../components/documents-panel.tsx';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';

/** DOCUMENT: list, upload (a type and one file), view, archive. */
export function ClientDocumentsTab({ clientId }: { clientId: number }) {
  const misc2 = useMisc2();
  return (
    <DocumentsPanel
      owner="clients"
      ownerId={clientId}
      types={misc2.data?.clientDocTypes ?? []}
      isLoadingTypes={misc2.isPending}
      defaultTypeId={null}
      testId="client-documents"
    />
  );
}
