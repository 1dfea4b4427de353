import type { ClientDto, ClientGender, ClientInput } from '@pawndesk/domain/client-api';
import {
  type ClientFormError,
  type ClientFormValues,
  clientFormErrors,
} from '@pawndesk/domain/client-rules';
import { errorCodes } from '@pawndesk/domain/errors';
import { cleanPhone } from '@pawndesk/domain/validation';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { flash } from '../../../lib/flash.ts';
import { useToday } from '../../../lib/use-today.ts';
import { useUpdateClient } from '../api/update-client.ts';

export type ClientDraft = {
  firstName: string;
  lastName: string;
  primaryPhoneNumber: string;
  secondaryPhoneNumber: string;
  citizenId: string;
  zaloId: string;
  address: string;
  gender: ClientGender | null;
  dateOfBirth: string;
};

export type ClientFieldName = keyof ClientDraft | 'locationId';
/** A rule's code (translated) or a server message shown as is. */
type FieldErrors = Partial<Record<ClientFieldName, { code: ClientFormError } | { text: string }>>;

function draftOf(client: ClientDto): ClientDraft {
  return {
    firstName: client.firstName,
    lastName: client.lastName,
    primaryPhoneNumber: client.primaryPhoneNumber,
    secondaryPhoneNumber: client.secondaryPhoneNumber ?? '',
    citizenId: client.citizenId ?? '',
    zaloId: client.zaloId ?? '',
    address: client.address ?? '',
    gender: client.gender,
    dateOfBirth: client.dateOfBirth ?? '',
  };
}

const errorKeys: Record<ClientFormError, string> = {
  REQUIRED: 'FIELD_REQUIRED',
  INVALID_PHONE: 'INVALID_PHONENUMBER',
  INVALID_CITIZEN_ID: 'INVALID_CITIZEN_ID',
  INVALID_DATE_FORMAT: 'INVALID_DATE_FORMAT',
  INVALID_AGE: 'INVALID_AGE',
};

function inputOf(draft: ClientDraft, locationId: number | null): ClientInput {
  return {
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    // Sent as the A§5 spelling: "0912 345 678" and "+84 912 345 678" are 0912345678.
    primaryPhoneNumber: cleanPhone(draft.primaryPhoneNumber),
    secondaryPhoneNumber: cleanPhone(draft.secondaryPhoneNumber) || null,
    citizenId: draft.citizenId.trim(),
    zaloId: draft.zaloId.trim() || null,
    address: draft.address.trim() || null,
    gender: draft.gender,
    dateOfBirth: draft.dateOfBirth,
    locationId: locationId ?? 0,
  };
}

export type ClientEditFormModel = {
  draft: ClientDraft;
  /** Today's business date: the date of birth is checked against it. */
  today: string;
  set: <K extends keyof ClientDraft>(field: K, value: ClientDraft[K]) => void;
  setLocation: (locationId: number | null) => void;
  /** The text to show under a field, if it has an error. */
  messageOf: (name: ClientFieldName) => string | undefined;
  save: () => Promise<void>;
  isSaving: boolean;
};

/**
 * The edit client form's state (B§5): the rules come from @pawndesk/domain/client-rules; a field
 * loses its error once edited, and 3002 (phone or citizen id used) lands on the field.
 */
export function useClientEditForm(client: ClientDto, onSaved: () => void): ClientEditFormModel {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ClientDraft>(() => draftOf(client));
  const [locationId, setLocationId] = useState<number | null>(client.locationId);
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = useUpdateClient(client);
  const today = useToday();

  const save = async () => {
    const values: ClientFormValues = { ...draft, locationId };
    const found = clientFormErrors(values, today);
    if (Object.keys(found).length > 0) {
      setErrors(
        Object.fromEntries(Object.entries(found).map(([field, code]) => [field, { code }])),
      );
      return;
    }
    const input = inputOf(draft, locationId);
    try {
      await update.mutateAsync(input);
      flash.info(t('CLIENT_UPDATED'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === errorCodes.clientInfoUsed) {
        // The server does not say which one clashed: mark the ones that changed (both if neither).
        const text = t('CLIENT_INFO_USED');
        const phoneChanged = input.primaryPhoneNumber !== client.primaryPhoneNumber;
        const citizenChanged = input.citizenId !== client.citizenId;
        const both = !phoneChanged && !citizenChanged;
        setErrors({
          ...(phoneChanged || both ? { primaryPhoneNumber: { text } } : {}),
          ...(citizenChanged || both ? { citizenId: { text } } : {}),
        });
        return;
      }
      flash.error(errorText(error, t));
    }
  };

  return {
    draft,
    today,
    set: (field, value) => {
      setDraft((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    setLocation: (next) => {
      setLocationId(next);
      setErrors((current) => ({ ...current, locationId: undefined }));
    },
    messageOf: (name) => {
      const error = errors[name];
      return error ? ('code' in error ? t(errorKeys[error.code]) : error.text) : undefined;
    },
    save,
    isSaving: update.isPending,
  };
}
