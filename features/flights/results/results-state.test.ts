import { describe, expect, it } from 'vitest';
import { fare } from './test-fixtures';
import { directionOf, displayPrice, readResultsState, resultsQuery, searchApiQuery, serverSort, toggled } from './results-state';

const SEARCH = 'ap=HAN.DAD&dt=10-12-2026.14-12-2026&ps=2.0.1&leg=1';

describe('results address state', () => {
  it('reads filters, sort, price view and the chosen outbound, and writes them back', () => {
    const query = `${SEARCH}&airlines=VN%2CVJ&times=before_8h%2Cafter_18h&sort=time_desc&pv=noTaxFee_all&out=101-20261210.1011`;
    const state = readResultsState(new URLSearchParams(query));
    expect(state).toMatchObject({
      airlines: ['VN', 'VJ'],
      times: ['before_8h', 'after_18h'],
      sort: 'time_desc',
      priceView: 'noTaxFee_all',
      out: { offerId: '101-20261210', fareClassId: 1011 },
    });
    expect(resultsQuery(state).toString()).toBe(query);
    expect(directionOf(state)).toBe(1);
  });

  it('falls back to the defaults on unknown values and leaves defaults out of the address', () => {
    const state = readResultsState(new URLSearchParams(`${SEARCH}&sort=cheap&pv=x&times=noon&airlines=vietnam&out=1.2`));
    expect(state).toMatchObject({ airlines: [], times: [], sort: 'price', priceView: 'taxFee_one', out: null });
    expect(resultsQuery(state).toString()).toBe(SEARCH);
    expect(directionOf(state)).toBe(0);
  });

  it('asks the outbound list of a one-way search even with an out parameter', () => {
    const state = readResultsState(new URLSearchParams('ap=HAN.DAD&dt=10-12-2026&ps=1.0.0&out=101-20261210.1011'));
    expect(directionOf(state)).toBe(0);
  });

  it('maps the sort and price view to the server sort modes (spec 9)', () => {
    expect(serverSort('time_asc', 'noTaxFee_all')).toBe('time_asc');
    expect(serverSort('time_desc', 'taxFee_one')).toBe('time_desc');
    expect(serverSort('price', 'taxFee_one')).toBe('price_asc');
    expect(serverSort('price', 'taxFee_all')).toBe('price_asc_taxFee_all');
    expect(serverSort('price', 'noTaxFee_one')).toBe('price_asc_noTaxFee_one');
    expect(serverSort('price', 'noTaxFee_all')).toBe('price_asc_noTaxFee_all');
  });

  it('builds the API query of a list', () => {
    const state = readResultsState(new URLSearchParams(`${SEARCH}&airlines=VN&sort=time_asc&out=101-20261210.1011`));
    expect(searchApiQuery(state).toString()).toBe(`${SEARCH}&direction=1&sort=time_asc&airlines=VN`);
    expect(searchApiQuery(state, 0).get('direction')).toBe('0');
  });

  it('shows the price each view names', () => {
    const f = fare(1, 1_000_000);
    const adult = f.fareAdt + f.taxAdt + f.feeAdt + f.serviceFeeAdt;
    expect(displayPrice(f, 'taxFee_one')).toBe(adult);
    expect(displayPrice(f, 'noTaxFee_one')).toBe(1_000_000);
    expect(displayPrice(f, 'taxFee_all')).toBe(f.totalPrice);
    expect(displayPrice(f, 'noTaxFee_all')).toBe(2 * 1_000_000 + f.fareInf);
  });

  it('toggles a value in a list', () => {
    expect(toggled(['VN'], 'VJ')).toEqual(['VN', 'VJ']);
    expect(toggled(['VN', 'VJ'], 'VN')).toEqual(['VJ']);
  });
});
