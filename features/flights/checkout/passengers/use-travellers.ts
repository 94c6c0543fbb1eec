'use client';

import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/features/auth/index';
import { emailError, nameError, phoneError } from '@/features/checkout/index';
import type { FlightBookingRequest } from '../../schemas';
import { passengerProblems, type PassengerProblems } from './passenger-problems';
import { titlesFor, travelDates, type ContactDraft, type PassengerDraft, type TravellersDraft } from './travellers-draft';
import { readStoredTravellers, restoreTravellers, toStoredTravellers, writeStoredTravellers } from './travellers-storage';

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** The contact's problems as keys of the booking namespace's `errors.*` (the hotel receiver form's rules). */
export type ContactProblems = Partial<Record<keyof ContactDraft, string>>;

function contactProblems(contact: ContactDraft): ContactProblems {
  const problems: ContactProblems = {};
  const name = nameError(contact.fullName);
  const email = emailError(contact.email);
  const phone = phoneError(contact.phone);
  if (name) problems.fullName = name;
  if (email) problems.email = email;
  if (phone) problems.phone = phone;
  return problems;
}

/**
 * Step 1's data for the whole checkout: restored from `booker_and_passengers` (spec 3 local data), saved back on
 * every change, the contact prefilled from a signed-in profile when nothing was stored; the problems of every
 * passenger and of the contact, recomputed as they type.
 */
export function useTravellers(request: FlightBookingRequest) {
  const { user } = useAuth();
  // what was kept before this visit: passengers beyond this party's slots stay kept
  const [previous] = useState(() => readStoredTravellers(browserStorage()));
  const [draft, setDraft] = useState<TravellersDraft>(() => restoreTravellers(request, previous, user));
  useEffect(() => writeStoredTravellers(browserStorage(), toStoredTravellers(draft, previous)), [draft, previous]);

  const dates = useMemo(() => travelDates(request), [request]);
  const passengers: PassengerProblems[] = useMemo(
    () => draft.passengers.map((p) => passengerProblems(p, dates, !request.isDomestic, titlesFor(p.type))),
    [draft.passengers, dates, request.isDomestic],
  );
  const contact = useMemo(() => contactProblems(draft.contact), [draft.contact]);
  const complete = Object.keys(contact).length === 0 && passengers.every((p) => Object.keys(p).length === 0);

  const setPassenger = useCallback((index: number, patch: Partial<PassengerDraft>) => {
    setDraft((current) => ({ ...current, passengers: current.passengers.map((p, i) => (i === index ? { ...p, ...patch } : p)) }));
  }, []);
  const setContact = useCallback(
    (patch: Partial<ContactDraft>) => setDraft((current) => ({ ...current, contact: { ...current.contact, ...patch } })),
    [],
  );

  return { draft, problems: { passengers, contact }, complete, setPassenger, setContact };
}

export type TravellersState = ReturnType<typeof useTravellers>;
