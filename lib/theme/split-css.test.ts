import { describe, expect, it } from 'vitest';
import { cssBlocks, splitCss } from './split-css';

describe('splitCss', () => {
  const css =
    ':root{--a:1;}.x{color:red;}.x-dropdown .y,.x-panel{content:"}";}@keyframes k{0%{opacity:0;}100%{opacity:1;}}.x-dropdown,.x{top:0;}';

  it('reads top-level blocks, with nested @-blocks and braces in strings', () => {
    expect(cssBlocks(css).map((b) => b.prelude)).toEqual([':root', '.x', '.x-dropdown .y,.x-panel', '@keyframes k', '.x-dropdown,.x']);
  });

  it('moves the rules whose every selector matches, keeping the order and nothing lost', () => {
    const { kept, moved } = splitCss(css, /x-(dropdown|panel)/);
    expect(moved).toBe('.x-dropdown .y,.x-panel{content:"}";}');
    expect(kept).toBe(':root{--a:1;}\n.x{color:red;}\n@keyframes k{0%{opacity:0;}100%{opacity:1;}}\n.x-dropdown,.x{top:0;}');
  });
});
