import type { ContractDto, PromotionDto } from '@pawndesk/domain/contract-api';
import {
  isRealEstateAssetType,
  isVehicleAssetType,
  nextWizardStep,
  previousWizardStep,
  sortWizardProducts,
  type WizardStep,
  wizardAssetErrors,
  wizardAuthorizationErrors,
  wizardClientErrors,
  wizardContractErrors,
  wizardProgressIndex,
  wizardPurchaseErrors,
  wizardStepSequence,
} from '@pawndesk/domain/contract-wizard';
import type { OrderDto } from '@pawndesk/domain/order-api';
import type { ProductDto } from '@pawndesk/domain/reference';
import { parseDisplayDate } from '@pawndesk/domain/settlement-checks';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Spin from 'antd/es/spin';
import Steps from 'antd/es/steps';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { LoadFailed, retryFailed } from '../../../components/load-failed.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useToday } from '../../../lib/use-today.ts';
import {
  createFromOrder,
  useOrderPromotion,
  useProducts,
  useWizardOrder,
} from '../api/wizard-api.ts';
import {
  clientValues,
  createPayload,
  initialDraft,
  vnd,
  type WizardDraft,
} from '../model/wizard-state.ts';
import { AssetStep, AuthorizationStep, PurchaseStep } from './asset-steps.tsx';
import {
  type CheckSection,
  type CheckState,
  CheckStep,
  initialCheckState,
  isCheckDone,
} from './check-step.tsx';
import { ClientStep } from './client-step.tsx';
import { ContractStep } from './contract-step.tsx';
import { CompleteStep, PrintStep } from './print-step.tsx';
import { WizardSummary } from './wizard-summary.tsx';
import '../contract-wizard.css';

function parseId(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** FLOW-1, B§2 Contract creation wizard: /contracts/new?orderId={id}. */
export function ContractWizardPage() {
  const [params] = useSearchParams();
  const orderId = parseId(params.get('orderId'));
  if (orderId === null) {
    return <Navigate to="/orders" replace />;
  }
  // A new order starts a new wizard: leaving (or another order) resets every step.
  return <WizardLoader key={orderId} orderId={orderId} />;
}

function WizardLoader({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const order = useWizardOrder(orderId);
  const products = useProducts();
  const promotion = useOrderPromotion(orderId);
  const heading = <h1 className="pd-page-title">{t('WIZARD_TITLE')}</h1>;
  const queries = [order, products, promotion];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <div data-testid="contract-wizard">
        {heading}
        <LoadFailed
          title={t('WIZARD_LOAD_FAILED')}
          error={failed.error}
          onRetry={() => retryFailed(queries)}
          testId="wizard-load-error"
        />
      </div>
    );
  }
  if (!order.data || !products.data || promotion.data === undefined) {
    return (
      <div data-testid="contract-wizard">
        {heading}
        <Spin />
      </div>
    );
  }
  return <Wizard order={order.data} products={products.data} promotion={promotion.data} />;
}

const progressKeys = [
  'WIZARD_PROGRESS_CLIENT',
  'WIZARD_PROGRESS_COLLATERAL',
  'WIZARD_PROGRESS_CONTRACT',
  'WIZARD_PROGRESS_CONFIRM',
];

function Wizard({
  order,
  products,
  promotion,
}: {
  order: OrderDto;
  products: ProductDto[];
  promotion: PromotionDto | null;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = useToday();
  const assetTypeName = order.assetType?.name ?? null;
  const sequence = useMemo(() => wizardStepSequence(assetTypeName), [assetTypeName]);
  const isVehicle = isVehicleAssetType(assetTypeName);
  const isRealEstate = isRealEstateAssetType(assetTypeName);
  const sortedProducts = useMemo(() => sortWizardProducts(products), [products]);
  // An order that already has its contract is done: the contracts list (B§4).
  const [hadContract] = useState(() => order.contract !== null);
  const [step, setStep] = useState<WizardStep>('client');
  const [draft, setDraft] = useState<WizardDraft>(() => initialDraft(order, today));
  const [check, setCheck] = useState<CheckState>(initialCheckState);
  const [snapshot, setSnapshot] = useState<WizardDraft | null>(null);
  const [contract, setContract] = useState<ContractDto | null>(null);

  const isFirstStep = useRef(true);
  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    // The page starts at its top on every step (B§2), whichever element scrolls.
    document
      .querySelector(`[data-testid="contract-wizard"][data-step="${step}"]`)
      ?.scrollIntoView?.({ block: 'start' });
  }, [step]);

  const product = sortedProducts.find((item) => item.id === draft.contract.productId) ?? null;
  const errors = {
    client: wizardClientErrors(clientValues(draft.client), { assetTypeName, today }),
    authorization: wizardAuthorizationErrors(draft.authorization),
    asset: wizardAssetErrors(draft.asset),
    purchase: wizardPurchaseErrors(draft.purchase),
    contract: {
      ...wizardContractErrors(
        {
          product,
          interestRate: draft.contract.interestRate,
          approvedAmount: draft.contract.approvedAmount,
        },
        vnd(draft.asset.proposedAmount),
      ),
      ...(parseDisplayDate(draft.contract.createdOnText) ? {} : { createdOn: 'REQUIRED' as const }),
    },
  };
  const isEmpty = (value: object) => Object.keys(value).length === 0;
  const sectionsOf: CheckSection[] = [
    'client',
    'collateral',
    ...(isVehicle ? (['authorization'] as const) : []),
    ...(isRealEstate ? (['purchase'] as const) : []),
    'contract',
  ];
  const isSectionValid = (section: CheckSection) =>
    section === 'collateral' ? isEmpty(errors.asset) : isEmpty(errors[section]);
  const isStepValid = (current: WizardStep): boolean => {
    switch (current) {
      case 'client':
      case 'authorization':
      case 'asset':
      case 'purchase':
      case 'contract':
        return isEmpty(errors[current]);
      case 'check':
        return isCheckDone(check, sectionsOf);
      default:
        return true;
    }
  };

  if (hadContract) {
    return <Navigate to="/contracts" replace />;
  }

  const go = (next: WizardStep | undefined) => {
    if (!next) {
      return;
    }
    if (next === 'contract' && !draft.contract.approvedAmount) {
      setDraft({
        ...draft,
        contract: { ...draft.contract, approvedAmount: draft.asset.approvedAmount },
      });
    }
    setStep(next);
  };

  const create = async (): Promise<ContractDto | null> => {
    if (!product) {
      return null;
    }
    try {
      const result = await createFromOrder(
        order.id,
        createPayload(draft, {
          product,
          promotionId: promotion && draft.contract.usePromotion ? promotion.id : null,
          isVehicle,
          isRealEstate,
        }),
      );
      setContract(result.contract);
      flash.info(t('WIZARD_NEW_SUCCESSFULLY'));
      return result.contract;
    } catch (error) {
      flash.error(errorText(error, t));
      return null;
    }
  };

  const formOf = (section: WizardStep | CheckSection) => {
    switch (section) {
      case 'client':
        return (
          <ClientStep
            value={draft.client}
            onChange={(client) => setDraft({ ...draft, client })}
            errors={errors.client}
            showErrors={step === 'check'}
            assetTypeName={assetTypeName}
          />
        );
      case 'authorization':
        return (
          <AuthorizationStep
            value={draft.authorization}
            onChange={(authorization) => setDraft({ ...draft, authorization })}
            errors={errors.authorization}
            showErrors={step === 'check'}
          />
        );
      case 'asset':
      case 'collateral':
        return (
          <AssetStep
            value={draft.asset}
            onChange={(asset) => setDraft({ ...draft, asset })}
            errors={errors.asset}
            showErrors={step === 'check'}
            assetTypeLabel={order.assetType?.description ?? ''}
          />
        );
      case 'purchase':
        return (
          <PurchaseStep
            value={draft.purchase}
            onChange={(purchase) => setDraft({ ...draft, purchase })}
            errors={errors.purchase}
            showErrors={step === 'check'}
          />
        );
      case 'contract':
        return (
          <ContractStep
            value={draft.contract}
            onChange={(next) => setDraft({ ...draft, contract: next })}
            errors={errors.contract}
            showErrors={step === 'check'}
            products={sortedProducts}
            product={product}
            promotion={promotion}
          />
        );
      default:
        return null;
    }
  };

  const summaryOf = (sections: readonly CheckSection[]) => (
    <WizardSummary
      draft={draft}
      product={product}
      promotion={promotion}
      assetTypeLabel={order.assetType?.description ?? ''}
      sections={sections}
    />
  );

  let body: React.ReactNode;
  if (step === 'check') {
    body = (
      <CheckStep
        sections={sectionsOf}
        state={check}
        onStateChange={setCheck}
        summary={(section) => summaryOf([section])}
        form={formOf}
        isValid={isSectionValid}
        onEditStart={() => setSnapshot(draft)}
        onEditCancel={() => {
          if (snapshot) {
            setDraft(snapshot);
          }
        }}
      />
    );
  } else if (step === 'print') {
    body = (
      <PrintStep
        contract={contract}
        create={create}
        onBack={() => go(previousWizardStep(sequence, step))}
        onApproved={() => setStep('complete')}
        summary={summaryOf(sectionsOf)}
      />
    );
  } else if (step === 'complete') {
    body = <CompleteStep contract={contract} />;
  } else {
    body = formOf(step);
  }

  const isFormStep = step !== 'print' && step !== 'complete';
  return (
    <div className="pd-wizard" data-testid="contract-wizard" data-step={step}>
      <div className="pd-wizard-header">
        <h1 className="pd-page-title">{t('WIZARD_TITLE')}</h1>
        <span className="pd-wizard-order" data-testid="wizard-order">
          {t('WIZARD_ORDER', { id: order.id })}
        </span>
      </div>
      <div className="pd-wizard-progress-compact" data-testid="wizard-progress-compact">
        {t('WIZARD_PROGRESS_OF', {
          step: wizardProgressIndex(step) + 1,
          title: t(progressKeys[wizardProgressIndex(step)] ?? ''),
        })}
      </div>
      <Steps
        className="pd-wizard-progress"
        size="small"
        responsive={false}
        current={wizardProgressIndex(step)}
        items={progressKeys.map((key) => ({ title: t(key) }))}
        data-testid="wizard-progress"
      />
      <Card
        size="small"
        title={t(`WIZARD_STEP_${step.toUpperCase()}`)}
        data-testid={`wizard-step-${step}`}
      >
        {body}
      </Card>
      {isFormStep ? (
        <div className="pd-wizard-buttons">
          <Button
            onClick={() =>
              step === 'client' ? void navigate('/orders') : go(previousWizardStep(sequence, step))
            }
            data-testid="wizard-back"
          >
            {t('BACK')}
          </Button>
          <Button
            type="primary"
            disabled={!isStepValid(step)}
            onClick={() => go(nextWizardStep(sequence, step))}
            data-testid="wizard-next"
          >
            {t('NEXT')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
