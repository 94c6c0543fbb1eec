import { describe, expect, it } from 'vitest';
import { needsReread } from './use-auth-reread';

describe('when the checkout re-reads its request on a sign-in change', () => {
  it('re-reads a guest-priced request when the visitor becomes a member (the server lets them claim it)', () => {
    expect(needsReread('guest', 'member', false)).toBe(true);
    expect(needsReread('loading', 'member', false)).toBe(true);
  });

  it('does not re-read a request already priced for the member, nor while the member stays a member', () => {
    expect(needsReread('guest', 'member', true)).toBe(false);
    expect(needsReread('member', 'member', false)).toBe(false);
  });

  it('re-reads a member-priced request when the browser says guest (signed out elsewhere)', () => {
    expect(needsReread('member', 'guest', true)).toBe(true);
    expect(needsReread('guest', 'guest', true)).toBe(true);
    expect(needsReread('member', 'guest', false)).toBe(false);
  });

  it('waits while the sign-in state is still loading', () => {
    expect(needsReread('guest', 'loading', true)).toBe(false);
    expect(needsReread('guest', 'loading', false)).toBe(false);
  });
});
