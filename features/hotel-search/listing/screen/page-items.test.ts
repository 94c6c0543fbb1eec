import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

const labels = (current: number, total: number) =>
  pageItems(current, total, 20).map((item) =>
    item.kind === 'page' ? (item.active ? `[${item.page}]` : String(item.page)) : item.kind === 'jump-prev' ? '<<' : '>>',
  );

describe('pageItems (the layout of antd Pagination)', () => {
  it('lists every page up to 7 pages', () => {
    expect(labels(1, 40)).toEqual(['[1]', '2']);
    expect(labels(4, 140)).toEqual(['1', '2', '3', '[4]', '5', '6', '7']);
  });

  it('shows the first pages and a jump forward near the start', () => {
    expect(labels(1, 300)).toEqual(['[1]', '2', '3', '4', '5', '>>', '15']);
    expect(labels(3, 300)).toEqual(['1', '2', '[3]', '4', '5', '>>', '15']);
    expect(labels(4, 300)).toEqual(['1', '2', '3', '[4]', '5', '>>', '15']);
  });

  it('shows both jumps in the middle and the last pages near the end', () => {
    expect(labels(5, 300)).toEqual(['1', '<<', '4', '[5]', '6', '>>', '15']);
    expect(labels(12, 300)).toEqual(['1', '<<', '11', '[12]', '13', '14', '15']);
    expect(labels(15, 300)).toEqual(['1', '<<', '11', '12', '13', '14', '[15]']);
  });

  it('jumps 5 pages, within the bounds', () => {
    const items = pageItems(5, 300, 20);
    expect(items.find((i) => i.kind === 'jump-prev')?.page).toBe(1);
    expect(items.find((i) => i.kind === 'jump-next')?.page).toBe(10);
  });
});
