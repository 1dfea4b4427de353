import type { ClientDto } from '@pawndesk/domain/client-api';
import {
  authorizationFields,
  type WizardAuthorizationValues,
  type WizardClientValues,
  type WizardProduct,
  type WizardPurchaseValues,
  wizardAmountVnd,
} from '@pawndesk/domain/contract-wizard';
import type { CreateFromOrderInput } from '@pawndesk/domain/contract-wizard-api';
import { numberTextValue } from '@pawndesk/domain/number-text';
import type { OrderDto } from '@pawndesk/domain/order-api';
import { parseDisplayDate } from '@pawndesk/domain/settlement-checks';

/** The client step as typed: the birth date in the screen's DD/MM/YYYY. */
export type ClientDraft = Omit<WizardClientValues, 'dateOfBirth'> & {
  /** The existing client found by national id; null for a new one. */
  id: number | null;
  dateOfBirthText: string;
  source: string;
};

export type AssetDraft = {
  description: string;
  expectedAmount: string;
  proposedAmount: string;
  approvedAmount: string;
  accessories: string;
  validatorId: number | null;
};

export type ContractDraft = {
  /** The contract's created date, DD/MM/YYYY (today by default). */
  createdOnText: string;
  productId: number | null;
  interestRate: string;
  approvedAmount: string;
  storageFee: string;
  /** The order's promotion applies (the checkbox shown only when one exists). */
  usePromotion: boolean;
};

export type WizardDraft = {
  client: ClientDraft;
  authorization: WizardAuthorizationValues;
  asset: AssetDraft;
  purchase: WizardPurchaseValues;
  contract: ContractDraft;
};

/** YYYY-MM-DD → DD/MM/YYYY. */
export function displayDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return year && month && day ? `${day}/${month}/${year}` : '';
}

/** Millions as the inputs hold them ("12,5" for 12,500,000). */
function millionsText(vnd: number): string {
  return vnd > 0 ? String(vnd / 1_000_000).replace('.', ',') : '';
}

/** The wizard's start: the order's phone, name, description and amounts. */
export function initialDraft(order: OrderDto, today: string): WizardDraft {
  return {
    client: {
      id: null,
      primaryPhone: order.phone,
      nationalId: '',
      firstName: order.firstName ?? '',
      lastName: order.lastName ?? '',
      dateOfBirthText: '',
      alternativePhone: '',
      address: order.address ?? '',
      gender: '',
      cityId: null,
      districtId: null,
      source: order.source,
    },
    authorization: Object.fromEntries(
      authorizationFields.map((field) => [field, '']),
    ) as WizardAuthorizationValues,
    asset: {
      description: order.assetDescription,
      expectedAmount: millionsText(order.requiredAmount),
      proposedAmount: millionsText(order.proposedAmount),
      approvedAmount: '',
      accessories: '',
      validatorId: order.validator?.id ?? null,
    },
    purchase: { coOwner: '', coOwnerCitizenId: '' },
    contract: {
      createdOnText: displayDate(today),
      productId: null,
      interestRate: '',
      approvedAmount: '',
      storageFee: '',
      usePromotion: true,
    },
  };
}

/** An existing client found by national id fills the client step (B§5 prefill). */
export function prefilledClient(
  draft: ClientDraft,
  client: ClientDto,
  place: { cityId: number | null; districtId: number | null },
): ClientDraft {
  return {
    ...draft,
    id: client.id,
    firstName: client.firstName,
    lastName: client.lastName,
    primaryPhone: client.primaryPhoneNumber,
    alternativePhone: client.secondaryPhoneNumber ?? '',
    dateOfBirthText: displayDate(client.dateOfBirth ?? ''),
    gender: client.gender ?? '',
    address: client.address ?? '',
    cityId: place.cityId,
    districtId: place.districtId,
  };
}

/** A new national id after a prefill starts a new client again (name and birth date editable). */
export function clearedClient(draft: ClientDraft, nationalId: string): ClientDraft {
  return draft.id === null ? { ...draft, nationalId } : { ...draft, id: null, nationalId };
}

export function clientValues(draft: ClientDraft): WizardClientValues {
  return {
    ...draft,
    dateOfBirth: parseDisplayDate(draft.dateOfBirthText) ?? draft.dateOfBirthText,
  };
}

export function vnd(text: string): number {
  return wizardAmountVnd(text) ?? 0;
}

export function rateOf(text: string): number | undefined {
  return numberTextValue(text.trim(), 'percent');
}

/** The print step's one call (B§4): client, asset with the authorization/purchase meta, contract. */
export function createPayload(
  draft: WizardDraft,
  context: {
    product: WizardProduct;
    promotionId: number | null;
    isVehicle: boolean;
    isRealEstate: boolean;
  },
): CreateFromOrderInput {
  const { client, asset, contract } = draft;
  const meta: Record<string, string> = {};
  if (asset.accessories.trim()) {
    meta.accessories = asset.accessories.trim();
  }
  if (context.isVehicle) {
    Object.assign(meta, draft.authorization);
  }
  if (context.isRealEstate) {
    Object.assign(meta, draft.purchase);
  }
  const proposed = vnd(asset.proposedAmount);
  return {
    client: {
      id: client.id,
      firstName: client.firstName.trim(),
      lastName: client.lastName.trim(),
      primaryPhoneNumber: client.primaryPhone.trim(),
      secondaryPhoneNumber: client.alternativePhone.trim() || null,
      citizenId: client.nationalId.trim(),
      address: client.address.trim() || null,
      gender: client.gender || null,
      dateOfBirth: parseDisplayDate(client.dateOfBirthText) ?? '',
      locationId: client.districtId ?? client.cityId ?? 0,
    },
    asset: {
      description: asset.description.trim(),
      expectedAmount: vnd(asset.expectedAmount),
      valuatedAmount: proposed,
      valuator: asset.validatorId ?? 0,
      meta,
    },
    contract: {
      product: context.product.id,
      promotion: context.promotionId,
      validator: asset.validatorId,
      requiredAmount: vnd(asset.expectedAmount),
      proposedAmount: proposed,
      approvedAmount: vnd(contract.approvedAmount),
      warehousingFee: vnd(contract.storageFee),
      specialInterestValue: rateOf(contract.interestRate) ?? 0,
      submittedOn: parseDisplayDate(contract.createdOnText),
    },
  };
}
