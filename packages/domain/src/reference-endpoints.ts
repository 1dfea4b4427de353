import { itemsOf } from './api.ts';
import { endpoint } from './endpoint.ts';
import {
  cashLogCategoryDto,
  docTypeDto,
  locationChildrenQuery,
  locationDto,
  locationEquivalentDto,
  locationPathDto,
  misc2Dto,
  miscDto,
  staffDto,
} from './reference.ts';

/** Reference data: branches, funds, categories, locations and staff lists. */
export const referenceEndpoints = {
  /** Public: the login page needs the branches. */
  misc: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/misc/',
    response: miscDto,
  }),
  cashLogCategories: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/cash-log-categories/',
    response: itemsOf(cashLogCategoryDto),
  }),
  misc2: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/misc/',
    response: misc2Dto,
  }),
  /** A tree's provinces (no parent), or the children of one location. */
  locations: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/locations/',
    query: locationChildrenQuery,
    response: itemsOf(locationDto),
  }),
  /** A location with its ancestors, province first. */
  locationPath: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/locations/{id}/',
    response: locationPathDto,
  }),
  /** The current commune(s) that replaced a legacy ward (REF-2). */
  currentEquivalents: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/locations/{id}/current-equivalents/',
    response: itemsOf(locationEquivalentDto),
  }),
  validators: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/users/validators/',
    response: itemsOf(staffDto),
  }),
  valuators: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v2/valuators/',
    response: itemsOf(staffDto),
  }),
  clientDocTypes: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/client-doc-types/',
    response: itemsOf(docTypeDto),
  }),
  /** The same list on base A, where the main document also puts it (A§7 Clients). */
  clientDocTypesA: endpoint({
    method: 'GET',
    base: 'A',
    path: '/v1/client-doc-types/',
    response: itemsOf(docTypeDto),
  }),
} as const;
