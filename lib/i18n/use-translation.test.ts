import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from './i18n-provider';
import { pickWords } from './resources';
import { useTranslation } from './use-translation';

// The server path of the hook (this project renders in Node): the same words react-i18next gives in the browser.
function Probe({ ns, keys, count }: { ns?: string | string[]; keys: string[]; count?: number }) {
  const { t, i18n } = useTranslation(ns);
  return createElement('p', null, [i18n.language, ...keys.map((key) => (count === undefined ? t(key) : t(key, { count })))].join('|'));
}

/** The provider over the probe (called as a function: a .ts test has no JSX). */
function Page({ lang, probe }: { lang: 'vi' | 'en'; probe: Parameters<typeof Probe>[0] }) {
  return I18nProvider({ lang, resources: pickWords(lang, ['common', 'orderLookup']), children: createElement(Probe, probe) });
}

const render = (lang: 'vi' | 'en', probe: Parameters<typeof Probe>[0]) =>
  renderToString(createElement(Page, { lang, probe }))
    .replace(/<\/?p>/g, '')
    .replace(/&amp;/g, '&');

describe('useTranslation on the server', () => {
  it('reads the first namespace, others by ns:key, in the page language', () => {
    expect(render('vi', { ns: 'orderLookup', keys: ['title', 'common:brand'] })).toBe('vi|Tra cứu đơn hàng|Vivu Travel');
    expect(render('en', { ns: ['orderLookup', 'common'], keys: ['title'] })).toBe('en|Find my order');
  });

  it('is common without a namespace, shows a missing key as itself, and passes options to i18next', () => {
    expect(render('vi', { keys: ['brand', 'no.such.key'] })).toBe('vi|Vivu Travel|no.such.key');
    expect(render('en', { ns: 'orderLookup', keys: ['title'], count: 2 })).toBe('en|Find my order');
  });

  it('outside any provider, every key shows as itself', () => {
    expect(renderToString(createElement(Probe, { ns: 'orders', keys: ['title'] }))).toContain('title');
  });
});
