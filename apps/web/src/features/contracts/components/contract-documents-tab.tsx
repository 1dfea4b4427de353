import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import type { ContractDto } from '@pawndesk/domain/contract-api';
import Button from 'antd/es/button';
import { useNavigate } from 'react-router';
import { DocumentsPanel } from '../../../components/documents-panel.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';

/** Contract documents take type 4 unless another is chosen (B§5 Upload). */
export const defaultContractDocType = 4;

/** CON-6: upload, view, archive, and "view contract" → the review route. */
export function ContractDocumentsTab({ contract }: { contract: ContractDto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const misc2 = useMisc2();
  return (
    <DocumentsPanel
      owner="contracts"
      ownerId={contract.id}
      types={misc2.data?.contractDocTypes ?? []}
      isLoadingTypes={misc2.isPending}
      defaultTypeId={defaultContractDocType}
      testId="contract-documents"
      extra={
        <Button
          icon={<FileSearchOutlined />}
          onClick={() => navigate(`/contracts/${contract.finfluxId}/review`)}
          data-testid="contract-review"
        >
          {t('CONTRACT_VIEW_CONTRACT')}
        </Button>
      }
    />
  );
}
