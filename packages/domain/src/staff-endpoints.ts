import { itemsOf } from './api.ts';
import { auditListDto, auditListQuery } from './audit-api.ts';
import { meDto } from './auth.ts';
import { endpoint } from './endpoint.ts';
import {
  oneTimePasswordDto,
  roleCreateInput,
  roleDto,
  roleUpdateInput,
  staffActiveInput,
  staffCreateInput,
  staffDto,
  staffListDto,
  staffListQuery,
  staffUpdateInput,
} from './staff-api.ts';
import { extensionSuggestionDto, profilePictureLinkQuery } from './staff-profile.ts';

/** Staff administration (issue 19), base B: staff_admin or a superuser. The paths are ours. */
export const staffEndpoints = {
  list: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/staff/',
    query: staffListQuery,
    response: staffListDto,
  }),
  create: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/staff/',
    body: staffCreateInput,
    response: oneTimePasswordDto,
  }),
  update: endpoint({
    method: 'PATCH',
    base: 'B',
    path: '/v1/staff/{id}/',
    body: staffUpdateInput,
    response: staffDto,
  }),
  /** Disabling ends every sign-in of the user at once (decisions/0014). */
  setActive: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v1/staff/{id}/active/',
    body: staffActiveInput,
    response: staffDto,
  }),
  /** A new one-time password, answered once; every sign-in of the user ends. */
  resetPassword: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/staff/{id}:reset-password/',
    response: oneTimePasswordDto,
  }),
  /** The next free extension, offered in the create form (decisions/0024). */
  extensionSuggestion: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/staff/extension-suggestion/',
    response: extensionSuggestionDto,
  }),
  /** Multipart, one file field `file`: JPEG, PNG or WebP up to 2 MB (decisions/0029). */
  setPicture: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v1/staff/{id}/picture/',
    response: staffDto,
  }),
  removePicture: endpoint({
    method: 'DELETE',
    base: 'B',
    path: '/v1/staff/{id}/picture/',
    response: staffDto,
  }),
  roles: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/roles/',
    response: itemsOf(roleDto),
  }),
  createRole: endpoint({
    method: 'POST',
    base: 'B',
    path: '/v1/roles/',
    body: roleCreateInput,
    response: roleDto,
  }),
  /** Takes effect for each holder at their next token refresh. */
  updateRole: endpoint({
    method: 'PATCH',
    base: 'B',
    path: '/v1/roles/{id}/',
    body: roleUpdateInput,
    response: roleDto,
  }),
} as const;

/** The signed-in user's own picture (any staff member), and the signed picture file. */
export const profilePictureEndpoints = {
  /** Multipart, one file field `file`; answers the new profile. */
  setMine: endpoint({
    method: 'PUT',
    base: 'B',
    path: '/v1/me/picture/',
    response: meDto,
  }),
  removeMine: endpoint({
    method: 'DELETE',
    base: 'B',
    path: '/v1/me/picture/',
    response: meDto,
  }),
  /** The image, by a signed link from `pictureUrl` or `profilePicture`: no Bearer header needed. */
  file: endpoint({
    method: 'GET',
    base: 'files',
    path: '/pictures/{id}',
    query: profilePictureLinkQuery,
  }),
} as const;

/** The audit trail (issue 19), base B: staff_admin. */
export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/audit-events/',
    query: auditListQuery,
    response: auditListDto,
  }),
  /** The same route with `xlsx=true`: the matching rows as audit__{from}__{to}.xlsx. */
  exportXlsx: endpoint({
    method: 'GET',
    base: 'B',
    path: '/v1/audit-events/',
    query: auditListQuery,
  }),
} as const;
