/**
 * Writes .generated/antd.css: the CSS of the antd components we use, with our theme tokens, computed once
 * at build time. The app runs antd in zero-runtime mode, so no CSS-in-JS is computed per request.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { ANTD_COMPONENTS, antdTheme } from '../lib/theme/antd-theme';

const started = Date.now();
const extracted = extractStyle({
  includes: ANTD_COMPONENTS,
  customTheme: (node) => <ConfigProvider theme={antdTheme}>{node}</ConfigProvider>,
});
// The design tokens come out scoped to a class made from React's useId during extraction
// (".css-var-_R_hf_"), which no element carries at runtime: scope them to :root instead.
const css = extracted.replace(/\.css-var-_R_[A-Za-z0-9]+_/g, ':root');
const out = path.join(process.cwd(), '.generated/antd.css');
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, css);
console.log(`antd css: ${(css.length / 1024).toFixed(0)} KB in ${Date.now() - started} ms -> ${path.relative(process.cwd(), out)}`);
