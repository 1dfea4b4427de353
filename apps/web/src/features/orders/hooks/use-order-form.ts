import type { OrderDto } from '@pawndesk/domain/order-api';
import type { OrderFieldError, OrderFormErrors } from '@pawndesk/domain/order-form';
import { cleanPhone } from '@pawndesk/domain/validation';
import { useEffect, useMemo, useRef, useState } from 'react';
import { draftErrors, draftFromOrder, emptyDraft, type OrderDraft } from '../model/order-draft.ts';
import { useClientLookup } from './use-client-lookup.ts';

export type OrderFormMode = 'create' | 'edit';

export type OrderFormModel = {
  mode: OrderFormMode;
  draft: OrderDraft;
  /** The order's values as last loaded (edit mode); changes are sent relative to it. */
  baseline: OrderDraft | null;
  set: <K extends keyof OrderDraft>(field: K, value: OrderDraft[K]) => void;
  /** The error to show for a field: once it has been changed, or after a save was tried. */
  errorOf: (field: keyof OrderDraft) => OrderFieldError | undefined;
  /** Marks every field as shown and answers whether the form may be sent. */
  check: (draft: OrderDraft) => boolean;
  /** The existing client the phone belongs to, if any. */
  clientName: string | null;
  phoneMatchesClient: boolean;
  lookUpNow: () => void;
  isDirty: boolean;
  /** After a save: the answer becomes the new baseline and what is shown. */
  reset: (order: OrderDto) => void;
};

function isSameDraft(a: OrderDraft, b: OrderDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The order form's state. Rules are validateOrderForm's (via draftErrors); this adds what the
 * screen does around them: a changed step clears the stage, leaving Referral drops the code,
 * another city drops the district, and a refetched order replaces the values only while nothing
 * typed would be lost.
 */
export function useOrderForm(
  mode: OrderFormMode,
  order: OrderDto | undefined,
  isReadOnly: boolean,
): OrderFormModel {
  const [baseline, setBaseline] = useState<OrderDraft | null>(() =>
    order ? draftFromOrder(order) : null,
  );
  const [draft, setDraft] = useState<OrderDraft>(() =>
    order ? draftFromOrder(order) : emptyDraft(),
  );
  const [touched, setTouched] = useState<ReadonlySet<keyof OrderDraft>>(new Set());
  const [isChecked, setChecked] = useState(false);
  const isDirty = baseline ? !isSameDraft(draft, baseline) : !isSameDraft(draft, emptyDraft());

  const latest = useRef({ isDirty, isReadOnly });
  latest.current = { isDirty, isReadOnly };
  useEffect(() => {
    if (!order || mode !== 'edit') {
      return;
    }
    const { isDirty: hasTyped, isReadOnly: readOnly } = latest.current;
    if (readOnly || !hasTyped) {
      const next = draftFromOrder(order);
      setBaseline(next);
      setDraft(next);
    }
  }, [order, mode]);

  // An order's own phone was matched by the server when it was saved (order.client); only a
  // changed or new phone is looked up.
  const isOwnPhone = baseline !== null && cleanPhone(draft.phone) === cleanPhone(baseline.phone);
  const { client, lookUpNow } = useClientLookup(draft.phone, !isReadOnly && !isOwnPhone);
  const knownClient = isOwnPhone ? (order?.client ?? null) : null;
  const phoneMatchesClient = client !== null || knownClient !== null;

  const errors: OrderFormErrors = useMemo(
    () => draftErrors(draft, baseline, { mode, phoneMatchesClient }),
    [draft, baseline, mode, phoneMatchesClient],
  );

  const set = <K extends keyof OrderDraft>(field: K, value: OrderDraft[K]) => {
    setDraft((current) => {
      const next: OrderDraft = { ...current, [field]: value };
      if (field === 'step' && value !== current.step) {
        next.stage = null;
      }
      if (field === 'source' && value !== 'Referral') {
        next.referralCode = '';
      }
      if (field === 'cityId' && value !== current.cityId) {
        next.districtId = null;
      }
      return next;
    });
    setTouched((current) => new Set(current).add(field));
  };

  return {
    mode,
    draft,
    baseline,
    set,
    errorOf: (field) =>
      isChecked || touched.has(field) ? errors[field as keyof OrderFormErrors] : undefined,
    check: (candidate) => {
      setChecked(true);
      const candidateErrors = draftErrors(candidate, baseline, { mode, phoneMatchesClient });
      return Object.keys(candidateErrors).length === 0;
    },
    clientName: client?.name ?? knownClient?.name ?? null,
    phoneMatchesClient,
    lookUpNow,
    isDirty,
    reset: (saved) => {
      const next = draftFromOrder(saved);
      setBaseline(next);
      setDraft(next);
      setTouched(new Set());
      setChecked(false);
    },
  };
}
