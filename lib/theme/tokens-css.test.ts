import { describe, expect, it } from 'vitest';
import { color, fontFamily, fontSize, fontWeight, radius, shadow, space } from './tokens';
import { tokensCss } from './tokens-css';

/** The declarations of the generated :root block, read back from the CSS text. */
function declarations(css: string): Map<string, string> {
  const body = /:root\s*\{([^}]*)\}/.exec(css)?.[1] ?? '';
  const entries = body
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => [d.slice(0, d.indexOf(':')).trim(), d.slice(d.indexOf(':') + 1).trim()] as const);
  return new Map(entries);
}

describe('tokensCss', () => {
  const css = tokensCss();
  const declared = declarations(css);

  it('declares every token once, with its value', () => {
    const groups = [color, space, radius, fontSize, fontWeight, fontFamily, shadow];
    const count = groups.reduce((sum, group) => sum + Object.keys(group).length, 0);
    expect(declared.size).toBe(count);
    expect(css.match(/^\s*--/gm)).toHaveLength(count);
    const values = [...declared.values()];
    for (const value of Object.values(color)) expect(values).toContain(value);
    for (const value of Object.values(shadow)) expect(values).toContain(value);
  });

  it('names the properties by group and token, px for the sizes', () => {
    expect(declared.get('--color-primary')).toBe(color.primary);
    expect(declared.get('--color-text-muted')).toBe(color.textMuted);
    expect(declared.get('--space-3')).toBe(`${space['3']}px`);
    expect(declared.get('--space-0-5')).toBe(`${space['0.5']}px`);
    expect(declared.get('--radius-md')).toBe(`${radius.md}px`);
    expect(declared.get('--radius-circle')).toBe('50%');
    expect(declared.get('--font-size-sm')).toBe(`${fontSize.sm}px`);
    expect(declared.get('--font-size-2xl')).toBe(`${fontSize['2xl']}px`);
    expect(declared.get('--font-weight-semibold')).toBe(String(fontWeight.semibold));
    expect(declared.get('--font-family-base')).toBe(fontFamily.base);
    expect(declared.get('--shadow-card-hover')).toBe(shadow.cardHover);
  });
});
