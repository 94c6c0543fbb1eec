import { describe, expect, it } from 'vitest';
import {
  allocateFifo,
  creditExpiry,
  levelFor,
  levelProgressPercent,
  nextExpiringPoints,
  nextLevelOf,
  pointsForAmount,
  type LevelRule,
} from './rules';

const level = (code: string, minRoomNights: number, pointsPer100kVnd = 10): LevelRule => ({
  code,
  name: code,
  nameEn: code,
  minRoomNights,
  loyaltyDiscountPercent: minRoomNights / 10,
  pointsPer100kVnd,
});
// deliberately out of order: the rules sort by threshold
const LEVELS = [level('GOLD', 10), level('SILVER', 0), level('DIAMOND', 60), level('PLATINUM', 30)];

describe('level by room nights', () => {
  it('is the highest level reached, at and around each threshold', () => {
    const at = (nights: number) => levelFor(LEVELS, nights).code;
    expect([at(0), at(9), at(10), at(29), at(30), at(59), at(60), at(500)]).toEqual([
      'SILVER',
      'SILVER',
      'GOLD',
      'GOLD',
      'PLATINUM',
      'PLATINUM',
      'DIAMOND',
      'DIAMOND',
    ]);
  });

  it('knows the next level and the nights still needed', () => {
    expect(nextLevelOf(LEVELS, 9)).toMatchObject({ level: { code: 'GOLD' }, roomNightsNeeded: 1 });
    expect(nextLevelOf(LEVELS, 10)).toMatchObject({ level: { code: 'PLATINUM' }, roomNightsNeeded: 20 });
    expect(nextLevelOf(LEVELS, 60)).toBeNull();
    expect(levelProgressPercent(LEVELS, 20)).toBe(50);
    expect(levelProgressPercent(LEVELS, 60)).toBe(100);
  });
});

describe('earning', () => {
  it('gives whole points per 100,000 VND, rounded down', () => {
    expect(pointsForAmount(1_250_000, 12)).toBe(150);
    expect(pointsForAmount(99_999, 10)).toBe(9);
    expect(pointsForAmount(0, 10)).toBe(0);
  });

  it('expires credits 12 months after posting', () => {
    expect(creditExpiry(new Date('2026-01-31T02:00:00Z')).toISOString()).toBe('2027-01-31T02:00:00.000Z');
  });
});

const d = (iso: string) => new Date(iso);

describe('FIFO redemption', () => {
  const credits = [
    { id: 3, remaining: 1500, expiredAt: d('2027-08-01T00:00:00Z') },
    { id: 1, remaining: 200, expiredAt: d('2026-12-05T00:00:00Z') },
    { id: 2, remaining: 800, expiredAt: d('2027-10-01T00:00:00Z') },
  ];

  it('takes from the earliest-expiring credits first', () => {
    expect(allocateFifo(credits, 1000)).toEqual([
      { id: 1, take: 200 },
      { id: 3, take: 800 },
    ]);
    expect(allocateFifo(credits, 200)).toEqual([{ id: 1, take: 200 }]);
    expect(allocateFifo(credits, 2500)).toEqual([
      { id: 1, take: 200 },
      { id: 3, take: 1500 },
      { id: 2, take: 800 },
    ]);
  });

  it('refuses a cost the credits do not cover', () => {
    expect(allocateFifo(credits, 2501)).toBeNull();
    expect(allocateFifo([], 1)).toBeNull();
  });
});

describe('next expiring points', () => {
  const now = d('2026-11-23T10:00:00Z');
  it('adds the credits expiring on the soonest day (Vietnam time) and skips past and empty ones', () => {
    const result = nextExpiringPoints(
      [
        { id: 1, remaining: 50, expiredAt: d('2026-11-01T00:00:00Z') },
        { id: 2, remaining: 0, expiredAt: d('2026-11-30T00:00:00Z') },
        { id: 3, remaining: 200, expiredAt: d('2026-12-05T02:00:00Z') },
        { id: 4, remaining: 100, expiredAt: d('2026-12-05T16:00:00Z') },
        { id: 5, remaining: 300, expiredAt: d('2026-12-05T18:00:00Z') },
        { id: 6, remaining: 900, expiredAt: null },
      ],
      now,
    );
    // 16:00Z is 23:00 on the 5th in Vietnam; 18:00Z is already the 6th
    expect(result).toEqual({ points: 300, expiredAt: d('2026-12-05T02:00:00Z') });
  });

  it('is null without an open credit', () => {
    expect(nextExpiringPoints([{ id: 1, remaining: 10, expiredAt: null }], now)).toBeNull();
  });
});
