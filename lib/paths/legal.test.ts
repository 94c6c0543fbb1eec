import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LEGAL_PAGES, LEGAL_PATHS, conditionsPath, legalPageOf, type PaidProduct } from './legal';
import { localePath } from './locale';
import { sitePageOf } from './site-map';

describe('the terms and policies addresses', () => {
  it('are Vietnamese ASCII slugs, each its own, English under /en', () => {
    expect(LEGAL_PATHS).toEqual({
      terms: '/dieu-khoan-su-dung',
      privacy: '/chinh-sach-bao-mat',
      hotel: '/dieu-kien-dat-phong',
      flight: '/dieu-kien-ve-may-bay',
      voucher: '/dieu-kien-voucher',
      combo: '/dieu-kien-combo',
    });
    for (const page of LEGAL_PAGES) expect(LEGAL_PATHS[page]).toMatch(/^\/[a-z-]+$/);
    expect(new Set(Object.values(LEGAL_PATHS)).size).toBe(LEGAL_PAGES.length);
    expect(localePath('en', LEGAL_PATHS.terms)).toBe('/en/dieu-khoan-su-dung');
    expect(localePath('vi', LEGAL_PATHS.privacy)).toBe('/chinh-sach-bao-mat');
  });

  it('names each product its own conditions', () => {
    const products: [PaidProduct, string][] = [
      ['hotel', '/dieu-kien-dat-phong'],
      ['flight', '/dieu-kien-ve-may-bay'],
      ['voucher', '/dieu-kien-voucher'],
      ['combo', '/dieu-kien-combo'],
    ];
    for (const [product, address] of products) expect(conditionsPath(product)).toBe(address);
  });

  it('parses back to its page, with or without /en and a trailing slash; nothing else is one', () => {
    for (const page of LEGAL_PAGES) {
      expect(legalPageOf(LEGAL_PATHS[page])).toBe(page);
      expect(sitePageOf(LEGAL_PATHS[page])).toEqual({ kind: 'legal', page });
      expect(sitePageOf(`/en${LEGAL_PATHS[page]}/`)).toEqual({ kind: 'legal', page });
    }
    for (const address of ['/dieu-khoan-su-dung/x', '/vi/dieu-khoan-su-dung', '/dieu-kien', '/dieu-kien-khac', '/terms'])
      expect(sitePageOf(address), address).toBeNull();
    expect(legalPageOf('/dieu-khoan-su-dung/')).toBeNull();
  });

  it('has a route module for every page', () => {
    for (const page of LEGAL_PAGES) {
      const file = path.join(__dirname, '../../app/[lang]', LEGAL_PATHS[page].slice(1), 'page.tsx');
      expect(existsSync(file), file).toBe(true);
    }
  });
});
