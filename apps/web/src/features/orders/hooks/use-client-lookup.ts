import { cleanPhone, isValidPhone } from '@pawndesk/domain/validation';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type ClientMatch, clientByPhoneQuery } from '../api/find-client-by-phone.ts';

/** A§5 / A§9: the phone lookup runs 2 s after typing stops, or at once on Enter. */
export const phoneLookupDelayMs = 2000;

export type ClientLookup = {
  /** The client owning the phone as it is now; null while unknown or without a match. */
  client: ClientMatch | null;
  lookUpNow: () => void;
};

export function useClientLookup(phone: string, isEnabled: boolean): ClientLookup {
  // "0912 345 678" and "0912345678" are one number: the lookup runs on the cleaned spelling.
  const current = cleanPhone(phone);
  const [settled, setSettled] = useState<string | null>(null);

  useEffect(() => {
    if (!isEnabled) {
      return;
    }
    const timer = window.setTimeout(() => setSettled(current), phoneLookupDelayMs);
    return () => window.clearTimeout(timer);
  }, [current, isEnabled]);

  // Only a finished, well-formed number is looked up; a match for an older number does not count.
  const target = isEnabled && settled === current && isValidPhone(current) ? current : null;
  const lookup = useQuery(clientByPhoneQuery(target));

  return {
    client: target !== null ? (lookup.data ?? null) : null,
    lookUpNow: () => setSettled(current),
  };
}
