/**
 * Writes .generated/tokens.css (the design tokens of lib/theme/tokens.ts as CSS custom properties, loaded by
 * the root layout), .generated/antd.css (components the first paint needs, loaded by the root layout) and
 * .generated/antd-overlays.css (popups, loaded with the first one that opens): the CSS of the antd
 * components we use, with our theme tokens, computed once at build time. The app runs antd in zero-runtime
 * mode, so no CSS-in-JS is computed per request.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import { ANTD_COMPONENTS, ANTD_OVERLAY_COMPONENTS, antdTheme } from '../lib/theme/antd-theme';
import { splitCss } from '../lib/theme/split-css';
import { tokensCss } from '../lib/theme/tokens-css';

function extract(includes: string[]): string {
  const extracted = extractStyle({
    includes,
    customTheme: (node) => <ConfigProvider theme={antdTheme}>{node}</ConfigProvider>,
  });
  // The design tokens come out scoped to a class made from React's useId during extraction
  // (".css-var-_R_hf_"), which no element carries at runtime: scope them to :root instead. Both files carry
  // the (identical) tokens, so either works alone.
  return extracted.replace(/\.css-var-_R_[A-Za-z0-9]+_/g, ':root');
}

function write(file: string, css: string) {
  const out = path.join(process.cwd(), '.generated', file);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, css);
  console.log(`theme css: ${(css.length / 1024).toFixed(0)} KB -> ${path.relative(process.cwd(), out)}`);
}

// The first paint shows the date fields as a closed RangePicker; the calendar popup's rules (about half of
// DatePicker's CSS) load with the picker, in the overlays file.
const PICKER_POPUP =
  /\.ant-picker-(dropdown|panel|cell|header|content|body|footer|ranges|presets|time|week|decade|year|month|quarter|date|datetime|now|ok)/;

write('tokens.css', tokensCss());
const started = Date.now();
const firstPaint = splitCss(extract(ANTD_COMPONENTS), PICKER_POPUP);
write('antd.css', firstPaint.kept);
write('antd-overlays.css', `${extract(ANTD_OVERLAY_COMPONENTS)}\n${firstPaint.moved}`);
console.log(`antd css extracted in ${Date.now() - started} ms`);
