'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/features/auth/index';
import type { BookingRequest } from '../../schemas';
import { prefillBooker, readStoredDetails, restoreDetails, toStoredDetails, writeStoredDetails } from './booker-storage';
import {
  editBooker,
  editReceiverName,
  editReceiverPhone,
  receiverFromBooker,
  validateGuestDetails,
  type GuestDetails,
  type Receiver,
} from './guest-details';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const replaceAt = (receivers: Receiver[], index: number, change: (receiver: Receiver) => Receiver) =>
  receivers.map((receiver, i) => (i === index ? change(receiver) : receiver));

/**
 * Step 1's data for the whole checkout (step 2 reviews it): restored from `booker_and_receiver`, saved back
 * on every change, the booker prefilled from a signed-in profile when empty. "Same as booker" keeps receiver 1
 * following the booker until receiver 1 is edited.
 */
export function useGuestDetails(request: BookingRequest) {
  const { user } = useAuth();
  const [details, setDetails] = useState<GuestDetails>(() => restoreDetails(request, readStoredDetails(browserStorage()), user));

  useEffect(() => writeStoredDetails(browserStorage(), toStoredDetails(request.id, details)), [details, request.id]);
  // a profile that arrives after the first render (the auth call is still running) prefills an empty booker
  const [profileSeen, setProfileSeen] = useState(user);
  if (user !== profileSeen) {
    setProfileSeen(user);
    if (user) setDetails((current) => prefillBooker(current, user));
  }

  const setBooker = useCallback((field: 'full_name' | 'email' | 'phone', value: string) => {
    setDetails((current) => {
      const booker = editBooker(current.booker, field, value);
      const receivers =
        current.same_as_booker && field !== 'email'
          ? replaceAt(current.receivers, 0, (r) => receiverFromBooker(r, booker))
          : current.receivers;
      return { ...current, booker, receivers };
    });
  }, []);

  const setReceiverName = useCallback((index: number, value: string) => {
    setDetails((current) => ({
      ...current,
      receivers: replaceAt(current.receivers, index, (r) => editReceiverName(r, value)),
      same_as_booker: index === 0 ? false : current.same_as_booker,
    }));
  }, []);

  const setReceiverPhone = useCallback((index: number, value: string) => {
    setDetails((current) => ({
      ...current,
      receivers: replaceAt(current.receivers, index, (r) => editReceiverPhone(r, value)),
      same_as_booker: index === 0 ? false : current.same_as_booker,
    }));
  }, []);

  const setBed = useCallback((index: number, groupId: number) => {
    setDetails((current) => ({ ...current, receivers: replaceAt(current.receivers, index, (r) => ({ ...r, bed_group_id: groupId })) }));
  }, []);

  const setSameAsBooker = useCallback((checked: boolean) => {
    setDetails((current) => ({
      ...current,
      same_as_booker: checked,
      receivers: checked ? replaceAt(current.receivers, 0, (r) => receiverFromBooker(r, current.booker)) : current.receivers,
    }));
  }, []);

  const setSpecialRequests = useCallback((text: string) => {
    setDetails((current) => ({ ...current, special_requests: text, special_requests_text: '' }));
  }, []);

  /** Checks every field, shows the messages, and says whether step 1 is complete. */
  const validate = useCallback((): boolean => {
    const result = validateGuestDetails(details);
    setDetails(result.details);
    return result.valid;
  }, [details]);

  const complete = useMemo(() => validateGuestDetails(details).valid, [details]);

  return { details, complete, validate, setBooker, setReceiverName, setReceiverPhone, setBed, setSameAsBooker, setSpecialRequests };
}

export type GuestDetailsState = ReturnType<typeof useGuestDetails>;
