import { color, fontFamily, fontSize, fontWeight, radius, shadow, space } from './tokens';

const kebab = (name: string) => name.replace(/\./g, '-').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const px = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);
const same = (value: number | string) => String(value);

const GROUPS: readonly [prefix: string, tokens: Readonly<Record<string, number | string>>, unit: (v: number | string) => string][] = [
  ['color', color, same],
  ['space', space, px],
  ['radius', radius, px],
  ['font-size', fontSize, px],
  ['font-weight', fontWeight, same],
  ['font-family', fontFamily, same],
  ['shadow', shadow, same],
];

/** The CSS custom property of every token: `--color-primary-hover`, `--space-0-5`, `--font-size-2xl`… */
export function tokenVariables(): Record<string, string> {
  const variables: Record<string, string> = {};
  for (const [prefix, tokens, unit] of GROUPS) {
    for (const [name, value] of Object.entries(tokens)) variables[`--${prefix}-${kebab(name)}`] = unit(value);
  }
  return variables;
}

/** The tokens as custom properties on :root; scripts/build-antd-css.tsx writes it to .generated/tokens.css. */
export function tokensCss(): string {
  const lines = Object.entries(tokenVariables()).map(([name, value]) => `  ${name}: ${value};`);
  return `/* Generated from lib/theme/tokens.ts by scripts/build-antd-css.tsx: do not edit. */\n:root {\n${lines.join('\n')}\n}\n`;
}
