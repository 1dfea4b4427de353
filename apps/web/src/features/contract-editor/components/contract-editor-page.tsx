import type { ContractDto } from '@pawndesk/domain/contract-api';
import type { Misc2Dto } from '@pawndesk/domain/reference';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import { useEffect, useMemo, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadFailed, retryFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useEditorContract } from '../api/get-contract.ts';
import { useSaveEditorContract } from '../api/save-contract.ts';
import {
  contractBody,
  draftOfContract,
  type LoanContext,
  type LoanDraft,
  readLoan,
  valuatedAmountOf,
} from '../model/loan-draft.ts';
import { CreateEditor } from './create-editor.tsx';
import { EditorSteps } from './editor-steps.tsx';
import { LoanFormFields } from './loan-form-fields.tsx';
import { PartiesCard, useLoanPreview } from './loan-preview.tsx';
import '../contract-editor.css';

/**
 * FLOW-2, B§2: /contract-editor creates a contract without an order; /contract-editor/{finfluxId}
 * edits a pending one (no parent, created within 3 days — else back to its detail).
 */
export function ContractEditorPage() {
  const params = useParams();
  if (params.id === undefined) {
    return <CreateEditor />;
  }
  const finfluxId = Number(params.id);
  if (!Number.isInteger(finfluxId) || finfluxId <= 0) {
    return <Navigate to="/contracts" replace />;
  }
  return <ContractLoader key={finfluxId} finfluxId={finfluxId} mode="EDIT" />;
}

/** FLOW-2, B§2: /contracts/{finfluxId}/review, the editor read-only (from "view contract"). */
export function ContractReviewPage() {
  const params = useParams();
  const finfluxId = Number(params.id);
  if (!Number.isInteger(finfluxId) || finfluxId <= 0) {
    return <Navigate to="/contracts" replace />;
  }
  return <ContractLoader key={finfluxId} finfluxId={finfluxId} mode="REVIEW" />;
}

function ContractLoader({ finfluxId, mode }: { finfluxId: number; mode: 'EDIT' | 'REVIEW' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contract = useEditorContract(finfluxId);
  const misc2 = useMisc2();
  const [isSaved, setIsSaved] = useState(false);
  const loaded = contract.data;
  // B§4: the editor edits only what the state machine allows (`edit`); else back to the detail.
  const canEdit = mode === 'REVIEW' || (loaded?.allowedActions.includes('edit') ?? false);
  useEffect(() => {
    if (loaded && !canEdit && !isSaved) {
      flash.error(t('EDITOR_NOT_EDITABLE'));
      void navigate(`/contracts/${finfluxId}`, { replace: true });
    }
  }, [loaded, canEdit, isSaved, navigate, finfluxId, t]);

  const testId = mode === 'EDIT' ? 'contract-editor' : 'contract-review';
  const heading = (
    <div className="pd-contract-heading">
      <h1 className="pd-page-title">
        {t(mode === 'EDIT' ? 'EDITOR_EDIT_TITLE' : 'EDITOR_REVIEW_TITLE', { id: finfluxId })}
      </h1>
    </div>
  );
  const queries = [contract, misc2];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <div data-testid={testId}>
        {heading}
        <LoadFailed
          title={t('CONTRACT_LOAD_FAILED')}
          error={failed.error}
          onRetry={() => retryFailed(queries)}
          testId={`${testId}-load-error`}
        />
      </div>
    );
  }
  if (!contract.data || !misc2.data || (!canEdit && !isSaved)) {
    return (
      <div data-testid={testId}>
        {heading}
        <Spin />
      </div>
    );
  }
  return (
    <div data-testid={testId}>
      {heading}
      {mode === 'EDIT' ? (
        <EditEditor contract={contract.data} misc2={misc2.data} onSaved={() => setIsSaved(true)} />
      ) : (
        <Review contract={contract.data} misc2={misc2.data} />
      )}
    </div>
  );
}

/** B§4: a pending contract's loan form, saved by ONE update (PUT contracts/{id}). */
function EditEditor({
  contract,
  misc2,
  onSaved,
}: {
  contract: ContractDto;
  misc2: Misc2Dto;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const today = useToday();
  const { principal } = useSession();
  const save = useSaveEditorContract(contract);
  const loanPreview = useLoanPreview();
  const [base] = useState(() => contract);
  const [draft, setDraft] = useState<LoanDraft>(() => draftOfContract(base));
  const [showErrors, setShowErrors] = useState(false);
  const context: LoanContext = {
    mode: 'EDIT',
    today,
    isSuperuser: principal?.isSuperuser ?? false,
    products: misc2.products,
    valuatedAmount: valuatedAmountOf(base),
  };
  const reading = readLoan(draft, context);
  const body = contractBody(reading, {
    client: base.client.id,
    asset: base.asset.id,
    branch: base.branch.id,
    proposedAmount: base.proposedAmount,
    requiredAmount: base.requiredAmount,
  });
  return (
    <EditorSteps
      testId="contract-editor"
      backTo={`/contracts/${base.finfluxId}`}
      inputs={
        <div className="pd-counter-columns">
          <PartiesCard contract={base} />
          <Card size="small" title={t('EDITOR_LOAN')} extra={t('AMOUNT_UNIT_MILLIONS')}>
            <LoanFormFields
              draft={draft}
              reading={showErrors ? reading : { ...reading, errors: {} }}
              products={misc2.products}
              onChange={setDraft}
              testId="editor-loan"
            />
          </Card>
        </div>
      }
      preview={[
        { key: 'client', label: t('EDITOR_CLIENT'), value: base.client.name },
        { key: 'asset', label: t('EDITOR_ASSET'), value: base.asset.description },
        ...loanPreview(reading),
      ]}
      onNext={() => {
        setShowErrors(true);
        return body !== null;
      }}
      onSave={async () => {
        if (!body) {
          return null;
        }
        try {
          const saved = await save.mutateAsync(body);
          onSaved();
          return saved;
        } catch (error) {
          flash.error(errorText(error, t));
          return null;
        }
      }}
      savedMessage={() => t('UPDATE_CONTRACT_SUCCESSFULLY')}
    />
  );
}

/** Review (B§2): the editor's forms, every field read-only, and back to the detail. */
function Review({ contract, misc2 }: { contract: ContractDto; misc2: Misc2Dto }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = useToday();
  const draft = useMemo(() => draftOfContract(contract), [contract]);
  const reading = readLoan(draft, {
    mode: 'EDIT',
    today,
    isSuperuser: true,
    products: misc2.products,
    valuatedAmount: Number.MAX_SAFE_INTEGER,
  });
  return (
    <div className="pd-counter" data-testid="contract-review-form">
      <div className="pd-counter-columns">
        <PartiesCard contract={contract} />
        <Card size="small" title={t('EDITOR_LOAN')} extra={t('AMOUNT_UNIT_MILLIONS')}>
          <LoanFormFields
            draft={draft}
            reading={{ ...reading, errors: {}, maturesOn: contract.maturesOn }}
            products={misc2.products}
            onChange={() => undefined}
            isReadOnly
            testId="review-loan"
          />
        </Card>
      </div>
      <div className="pd-counter-buttons">
        <Button
          onClick={() => void navigate(`/contracts/${contract.finfluxId}`)}
          data-testid="contract-review-back"
        >
          {t('BACK')}
        </Button>
      </div>
    </div>
  );
}
