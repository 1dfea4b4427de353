import { clientEndpoints } from '@pawndesk/domain/client-endpoints';
import { contractEndpoints } from '@pawndesk/domain/contract-endpoints';
import type { CancelReason } from '@pawndesk/domain/contract-states';
import type { CreateFromOrderInput } from '@pawndesk/domain/contract-wizard-api';
import { contractWizardEndpoints } from '@pawndesk/domain/contract-wizard-endpoints';
import { orderEndpoints } from '@pawndesk/domain/order-endpoints';
import { referenceEndpoints } from '@pawndesk/domain/reference-endpoints';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { referenceStaleMs } from '../../../lib/query-keys.ts';

/** The creation wizard's reads and writes (B§7 "Creation wizard": get order, products, ...). */
const wizardKeys = {
  order: (id: number) => ['contract-wizard', 'order', id] as const,
  products: ['contract-wizard', 'products'] as const,
  promotion: (orderId: number) => ['contract-wizard', 'promotion', orderId] as const,
  locations: (parent: number | null) => ['contract-wizard', 'locations', parent] as const,
};

export function useWizardOrder(orderId: number | null) {
  return useQuery({
    queryKey: wizardKeys.order(orderId ?? 0),
    queryFn: ({ signal }) =>
      api.call(orderEndpoints.detail, { params: { id: orderId ?? 0 }, signal }),
    enabled: orderId !== null,
    // The order is read once: the wizard owns it until it leaves.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useProducts() {
  return useQuery({
    queryKey: wizardKeys.products,
    queryFn: ({ signal }) => api.call(contractEndpoints.products, { signal }),
    select: (data) => data.items,
    staleTime: referenceStaleMs,
  });
}

/** The order's promotion when it is in force (the contract step shows it only then). */
export function useOrderPromotion(orderId: number) {
  return useQuery({
    queryKey: wizardKeys.promotion(orderId),
    queryFn: ({ signal }) =>
      api.call(contractWizardEndpoints.orderPromotion, { params: { id: orderId }, signal }),
    select: (data) => data.promotion,
  });
}

/** The legacy tree's provinces (no parent) or a province's districts (B§3 Location). */
export function useLocations(parent: number | null, enabled = true) {
  return useQuery({
    queryKey: wizardKeys.locations(parent),
    queryFn: ({ signal }) =>
      api.call(referenceEndpoints.locations, {
        query: parent === null ? { tree: 'legacy' } : { tree: 'legacy', parent },
        signal,
      }),
    select: (data) => data.items,
    enabled,
    staleTime: referenceStaleMs,
  });
}

/** The client with this national id, or null when there is none (404). */
export async function findClientByNationalId(citizenId: string, signal?: AbortSignal) {
  try {
    return await api.call(clientEndpoints.byCitizenId, { params: { citizenId }, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      return null;
    }
    throw error;
  }
}

/** A location's province and district (the prefill of an existing client's address). */
export async function placeOf(locationId: number | null) {
  if (locationId === null) {
    return { cityId: null, districtId: null };
  }
  const path = await api.call(referenceEndpoints.locationPath, { params: { id: locationId } });
  const chain = [...path.ancestors, path.location];
  return {
    cityId: chain.find((location) => location.type.level === 1)?.id ?? null,
    districtId: chain.find((location) => location.type.level === 2)?.id ?? null,
  };
}

export function createFromOrder(orderId: number, body: CreateFromOrderInput) {
  return api.call(contractWizardEndpoints.createFromOrder, { params: { id: orderId }, body });
}

/** Prints the mortgage contract: the server renders and keeps it on the contract (B§2). */
export function printMortgageContract(finfluxId: number) {
  return api.call(contractEndpoints.print, {
    params: { id: finfluxId },
    body: { kind: 'MORTGAGE_CONTRACT' },
  });
}

/** Approve = status active (B§4); the server moves the order and logs contract_approved. */
export function approveContract(contractId: number) {
  return api.call(contractEndpoints.statusB, {
    params: { id: contractId },
    body: { status: 'ACTIVE' },
  });
}

export function cancelContract(finfluxId: number, cancelReason: CancelReason) {
  return api.call(contractEndpoints.reject, {
    params: { id: finfluxId },
    body: { cancelReason },
  });
}
