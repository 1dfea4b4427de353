import { type ClientDto, clientGenders } from '@pawndesk/domain/client-api';
import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { clientFormMessages, editorClientFormErrors } from '@pawndesk/domain/client-rules';
import { numberTextValue } from '@pawndesk/domain/number-text';
import type { Misc2Dto } from '@pawndesk/domain/reference';
import { displayDate, parseDisplayDate } from '@pawndesk/domain/settlement-checks';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useState } from 'react';
import { DateInput } from '../../../components/date-input.tsx';
import { GrowingTextArea } from '../../../components/growing-text-area.tsx';
import { LoadFailed, retryFailed } from '../../../components/load-failed.tsx';
import { NumberInput } from '../../../components/number-input.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useMisc2 } from '../../../lib/reference/get-misc2.ts';
import { type StaffOption, useValidators } from '../../../lib/reference/list-validators.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useCreateEditorContract } from '../api/save-contract.ts';
import {
  contractBody,
  type LoanContext,
  type LoanDraft,
  newLoanDraft,
  readLoan,
} from '../model/loan-draft.ts';
import { EditorSteps } from './editor-steps.tsx';
import { LoanFormFields } from './loan-form-fields.tsx';
import { useLoanPreview } from './loan-preview.tsx';

type ClientDraft = {
  /** The client found by phone or citizen id; null for a new client. */
  existing: ClientDto | null;
  primaryPhoneNumber: string;
  citizenId: string;
  firstName: string;
  lastName: string;
  gender: (typeof clientGenders)[number] | null;
  dateOfBirthText: string;
  locationId: number | null;
  address: string;
};

type AssetDraft = {
  categoryId: number | null;
  description: string;
  valuatedText: string;
  valuatorId: number | null;
  storageId: number | null;
};

const emptyClient: ClientDraft = {
  existing: null,
  primaryPhoneNumber: '',
  citizenId: '',
  firstName: '',
  lastName: '',
  gender: null,
  dateOfBirthText: '',
  locationId: null,
  address: '',
};

/** The client a lookup found, prefilled (B§5: a phone or citizen id finds an existing client). */
function clientDraftOf(client: ClientDto): ClientDraft {
  return {
    existing: client,
    primaryPhoneNumber: client.primaryPhoneNumber,
    citizenId: client.citizenId ?? '',
    firstName: client.firstName,
    lastName: client.lastName,
    gender: client.gender,
    dateOfBirthText: client.dateOfBirth ? displayDate(client.dateOfBirth) : '',
    locationId: client.locationId,
    address: client.address ?? '',
  };
}

/** FLOW-2: /contract-editor, a contract without an order. */
export function CreateEditor() {
  const { t } = useTranslation();
  const misc2 = useMisc2();
  const validators = useValidators();
  const heading = (
    <div className="pd-contract-heading">
      <h1 className="pd-page-title">{t('EDITOR_CREATE_TITLE')}</h1>
    </div>
  );
  const queries = [misc2, validators];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <div data-testid="contract-create">
        {heading}
        <LoadFailed
          title={t('EDITOR_LOAD_FAILED')}
          error={failed.error}
          onRetry={() => retryFailed(queries)}
          testId="contract-create-load-error"
        />
      </div>
    );
  }
  return (
    <div data-testid="contract-create">
      {heading}
      {misc2.data && validators.data ? (
        <CreateForm misc2={misc2.data} validators={validators.data} />
      ) : (
        <Spin />
      )}
    </div>
  );
}

/** Looks a client up by phone or citizen id; null when none has it. */
async function lookUpClient(by: 'phone' | 'citizenId', value: string): Promise<ClientDto | null> {
  try {
    return by === 'phone'
      ? await api.call(clientEndpoints.byPhone, { params: { phone: value } })
      : await api.call(clientEndpoints.byCitizenId, { params: { citizenId: value } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

/**
 * The editor's three forms for a new contract: the client (a phone or citizen id looks an
 * existing one up and prefills it; a new one is validated by B§5's rules), the asset (storage
 * defaults to one of the user's branch) and the loan.
 */
function CreateForm({
  misc2,
  validators,
}: {
  misc2: Misc2Dto;
  validators: readonly StaffOption[];
}) {
  const { t } = useTranslation();
  const today = useToday();
  const { principal, user } = useSession();
  const save = useCreateEditorContract();
  const loanPreview = useLoanPreview();
  const branchStorage = misc2.storages.find((storage) => storage.branchId === user?.branch.id);
  const [client, setClient] = useState<ClientDraft>(emptyClient);
  const [asset, setAsset] = useState<AssetDraft>(() => ({
    categoryId: null,
    description: '',
    valuatedText: '',
    valuatorId: null,
    storageId: branchStorage?.id ?? null,
  }));
  const [loan, setLoan] = useState<LoanDraft>(() => newLoanDraft(today));
  const [showErrors, setShowErrors] = useState(false);
  const [isLooking, setIsLooking] = useState(false);

  const valuatedAmount = numberTextValue(asset.valuatedText, 'millions') ?? 0;
  const context: LoanContext = {
    mode: 'CREATE',
    today,
    isSuperuser: principal?.isSuperuser ?? false,
    products: misc2.products,
    valuatedAmount,
  };
  const reading = readLoan(loan, context);
  const dateOfBirth = parseDisplayDate(client.dateOfBirthText);
  const clientErrors = client.existing
    ? {}
    : editorClientFormErrors(
        {
          ...client,
          dateOfBirth: dateOfBirth ?? (client.dateOfBirthText.trim() || null),
        },
        today,
      );
  const assetErrors = {
    ...(asset.categoryId === null ? { categoryId: true } : {}),
    ...(asset.description.trim() === '' ? { description: true } : {}),
    ...(valuatedAmount <= 0 ? { valuated: true } : {}),
    ...(asset.valuatorId === null ? { valuatorId: true } : {}),
    ...(asset.storageId === null ? { storageId: true } : {}),
  };
  const body = contractBody(reading, {
    client: 0,
    asset: 0,
    proposedAmount: valuatedAmount,
    requiredAmount: 0,
  });
  const isValid =
    body !== null &&
    Object.keys(clientErrors).length === 0 &&
    Object.keys(assetErrors).length === 0;

  const lookUp = async (by: 'phone' | 'citizenId') => {
    const value = (by === 'phone' ? client.primaryPhoneNumber : client.citizenId).trim();
    if (value === '' || client.existing) {
      return;
    }
    setIsLooking(true);
    try {
      const found = await lookUpClient(by, value);
      if (found) {
        setClient(clientDraftOf(found));
        flash.info(t('EDITOR_CLIENT_FOUND', { name: found.nameVi }));
      }
    } catch (error) {
      flash.error(errorText(error, t));
    } finally {
      setIsLooking(false);
    }
  };

  // One call: the server writes the client, the asset and the contract in one transaction.
  const saveAll = async () => {
    if (!body || !isValid) {
      return null;
    }
    const { client: _client, asset: _asset, ...contract } = body;
    try {
      return await save.mutateAsync({
        client: client.existing
          ? { id: client.existing.id }
          : {
              firstName: client.firstName,
              lastName: client.lastName,
              primaryPhoneNumber: client.primaryPhoneNumber,
              citizenId: client.citizenId,
              gender: client.gender,
              dateOfBirth: dateOfBirth ?? '',
              locationId: client.locationId ?? 0,
              address: client.address,
            },
        asset: {
          category: asset.categoryId ?? 0,
          storage: asset.storageId,
          valuatedAmount,
          valuator: asset.valuatorId ?? 0,
          description: asset.description,
          meta: {},
        },
        contract,
      });
    } catch (error) {
      flash.error(errorText(error, t));
      return null;
    }
  };

  const clientError = (field: keyof typeof clientErrors) => {
    const code = showErrors ? clientErrors[field] : undefined;
    return code ? clientFormMessages[code] : undefined;
  };
  const assetError = (field: keyof typeof assetErrors) =>
    showErrors && assetErrors[field] ? t('REQUIRED_FIELD') : undefined;
  const isExisting = client.existing !== null;
  const setC = (patch: Partial<ClientDraft>) => setClient({ ...client, ...patch });
  const setA = (patch: Partial<AssetDraft>) => setAsset({ ...asset, ...patch });
  const provinces = misc2.locations.filter(
    (location) => location.tree === 'current' && location.parent === null,
  );

  return (
    <EditorSteps
      testId="contract-create"
      backTo="/contracts"
      inputs={
        <div className="pd-editor-columns">
          <Card size="small" title={t('EDITOR_CLIENT')}>
            <Form layout="vertical" component="div" className="pd-editor-form">
              <div className="pd-editor-lookup">
                <Form.Item
                  label={t('CLIENT_PRIMARY_PHONE')}
                  required
                  validateStatus={clientError('primaryPhoneNumber') ? 'error' : undefined}
                  help={clientError('primaryPhoneNumber')}
                >
                  <Input.Search
                    value={client.primaryPhoneNumber}
                    disabled={isExisting}
                    loading={isLooking}
                    inputMode="tel"
                    onChange={(event) => setC({ primaryPhoneNumber: event.target.value })}
                    onSearch={() => void lookUp('phone')}
                    onBlur={() => void lookUp('phone')}
                    aria-label={t('CLIENT_PRIMARY_PHONE')}
                    data-testid="create-client-phone"
                  />
                </Form.Item>
                <Form.Item
                  label={t('CLIENT_CITIZEN_ID')}
                  required
                  validateStatus={clientError('citizenId') ? 'error' : undefined}
                  help={clientError('citizenId')}
                >
                  <Input.Search
                    value={client.citizenId}
                    disabled={isExisting}
                    loading={isLooking}
                    inputMode="numeric"
                    onChange={(event) => setC({ citizenId: event.target.value })}
                    onSearch={() => void lookUp('citizenId')}
                    onBlur={() => void lookUp('citizenId')}
                    aria-label={t('CLIENT_CITIZEN_ID')}
                    data-testid="create-client-citizen-id"
                  />
                </Form.Item>
              </div>
              {isExisting ? (
                <p className="pd-counter-note" data-testid="create-client-existing">
                  {t('EDITOR_CLIENT_EXISTING', { id: client.existing?.finfluxId })}{' '}
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setClient(emptyClient)}
                    data-testid="create-client-other"
                  >
                    {t('EDITOR_CLIENT_OTHER')}
                  </Button>
                </p>
              ) : null}
              <div className="pd-editor-lookup">
                <Form.Item
                  label={t('CLIENT_LAST_NAME')}
                  required
                  validateStatus={clientError('lastName') ? 'error' : undefined}
                  help={clientError('lastName')}
                >
                  <Input
                    value={client.lastName}
                    disabled={isExisting}
                    onChange={(event) => setC({ lastName: event.target.value })}
                    data-testid="create-client-last-name"
                  />
                </Form.Item>
                <Form.Item
                  label={t('CLIENT_FIRST_NAME')}
                  required
                  validateStatus={clientError('firstName') ? 'error' : undefined}
                  help={clientError('firstName')}
                >
                  <Input
                    value={client.firstName}
                    disabled={isExisting}
                    onChange={(event) => setC({ firstName: event.target.value })}
                    data-testid="create-client-first-name"
                  />
                </Form.Item>
              </div>
              <div className="pd-editor-lookup">
                <Form.Item
                  label={t('CLIENT_DATE_OF_BIRTH')}
                  required
                  validateStatus={clientError('dateOfBirth') ? 'error' : undefined}
                  help={clientError('dateOfBirth')}
                >
                  <DateInput
                    value={client.dateOfBirthText}
                    isDisabled={isExisting}
                    hasError={Boolean(clientError('dateOfBirth'))}
                    onChange={(text) => setC({ dateOfBirthText: text })}
                    ariaLabel={t('CLIENT_DATE_OF_BIRTH')}
                    testId="create-client-birth"
                  />
                </Form.Item>
                <Form.Item
                  label={t('CLIENT_GENDER')}
                  required
                  validateStatus={clientError('gender') ? 'error' : undefined}
                  help={clientError('gender')}
                >
                  <Select
                    value={client.gender ?? undefined}
                    disabled={isExisting}
                    onChange={(gender) => setC({ gender })}
                    options={clientGenders.map((gender) => ({
                      value: gender,
                      label: t(`GENDER_${gender}`),
                    }))}
                    data-testid="create-client-gender"
                  />
                </Form.Item>
              </div>
              <Form.Item
                label={t('CLIENT_PROVINCE')}
                required
                validateStatus={clientError('locationId') ? 'error' : undefined}
                help={clientError('locationId')}
              >
                <Select
                  value={client.locationId ?? undefined}
                  disabled={isExisting}
                  showSearch
                  optionFilterProp="label"
                  onChange={(locationId: number) => setC({ locationId })}
                  options={provinces.map((location) => ({
                    value: location.id,
                    label: location.name,
                  }))}
                  data-testid="create-client-province"
                />
              </Form.Item>
              <Form.Item
                label={t('CLIENT_ADDRESS')}
                required
                validateStatus={clientError('address') ? 'error' : undefined}
                help={clientError('address')}
              >
                <Input
                  value={client.address}
                  disabled={isExisting}
                  onChange={(event) => setC({ address: event.target.value })}
                  data-testid="create-client-address"
                />
              </Form.Item>
            </Form>
          </Card>
          <Card size="small" title={t('EDITOR_ASSET')}>
            <Form layout="vertical" component="div" className="pd-editor-form">
              <Form.Item
                label={t('ASSET_TYPE')}
                required
                validateStatus={assetError('categoryId') ? 'error' : undefined}
                help={assetError('categoryId')}
              >
                <Select
                  value={asset.categoryId ?? undefined}
                  onChange={(categoryId: number) => setA({ categoryId })}
                  options={misc2.assetCategories.map((category) => ({
                    value: category.id,
                    label: category.name,
                  }))}
                  data-testid="create-asset-category"
                />
              </Form.Item>
              <Form.Item
                label={t('ASSET_DESCRIPTION')}
                required
                validateStatus={assetError('description') ? 'error' : undefined}
                help={assetError('description')}
              >
                <GrowingTextArea
                  value={asset.description}
                  maxRows={4}
                  onChange={(event) => setA({ description: event.target.value })}
                  data-testid="create-asset-description"
                />
              </Form.Item>
              <Form.Item
                label={t('ASSET_VALUATED_AMOUNT')}
                required
                validateStatus={assetError('valuated') ? 'error' : undefined}
                help={assetError('valuated')}
              >
                <NumberInput
                  unit="millions"
                  value={asset.valuatedText}
                  onChange={(text) => setA({ valuatedText: text })}
                  ariaLabel={t('ASSET_VALUATED_AMOUNT')}
                  testId="create-asset-valuated"
                />
              </Form.Item>
              <Form.Item
                label={t('ASSET_VALUATOR')}
                required
                validateStatus={assetError('valuatorId') ? 'error' : undefined}
                help={assetError('valuatorId')}
              >
                <Select
                  value={asset.valuatorId ?? undefined}
                  showSearch
                  optionFilterProp="label"
                  onChange={(valuatorId: number) => setA({ valuatorId })}
                  options={validators.map((validator) => ({
                    value: validator.id,
                    label: `${validator.lastName} ${validator.firstName} (${validator.username})`,
                  }))}
                  data-testid="create-asset-valuator"
                />
              </Form.Item>
              <Form.Item
                label={t('ASSET_STORAGE')}
                required
                validateStatus={assetError('storageId') ? 'error' : undefined}
                help={assetError('storageId')}
              >
                <Select
                  value={asset.storageId ?? undefined}
                  onChange={(storageId: number) => setA({ storageId })}
                  options={misc2.storages.map((storage) => ({
                    value: storage.id,
                    label: storage.name,
                  }))}
                  data-testid="create-asset-storage"
                />
              </Form.Item>
            </Form>
          </Card>
          <Card size="small" title={t('EDITOR_LOAN')} extra={t('AMOUNT_UNIT_MILLIONS')}>
            <LoanFormFields
              draft={loan}
              reading={showErrors ? reading : { ...reading, errors: {} }}
              products={misc2.products}
              onChange={setLoan}
              testId="create-loan"
            />
          </Card>
        </div>
      }
      preview={[
        {
          key: 'client',
          label: t('EDITOR_CLIENT'),
          value: `${client.lastName} ${client.firstName}`.trim(),
        },
        { key: 'asset', label: t('EDITOR_ASSET'), value: asset.description },
        ...loanPreview(reading),
      ]}
      onNext={() => {
        setShowErrors(true);
        return isValid;
      }}
      onSave={saveAll}
      savedMessage={(contract) => t('EDITOR_CREATED', { id: contract.finfluxId })}
    />
  );
}
