/** Top-level blocks of a stylesheet (rules, @-blocks), each with its prelude (selector or @-rule). */
export function cssBlocks(css: string): { prelude: string; text: string }[] {
  const blocks: { prelude: string; text: string }[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const ch = css[i];
    if (quote) {
      if (ch === '\\') i += 1;
      else if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '{') depth += 1;
    else if (ch === '}') {
      depth -= 1;
      if (depth === 0) {
        const text = css.slice(start, i + 1);
        blocks.push({ prelude: text.slice(0, text.indexOf('{')).trim(), text: text.trim() });
        start = i + 1;
      }
    }
  }
  const rest = css.slice(start).trim();
  if (rest) blocks.push({ prelude: rest, text: rest });
  return blocks;
}

/**
 * Splits a stylesheet in two, keeping the order: the rules every selector of which matches `moves` go to
 * `moved`, all else (including @-blocks) stays in `kept`.
 */
export function splitCss(css: string, moves: RegExp): { kept: string; moved: string } {
  const kept: string[] = [];
  const moved: string[] = [];
  for (const block of cssBlocks(css)) {
    const selectors = block.prelude.startsWith('@') ? [] : block.prelude.split(',');
    (selectors.length > 0 && selectors.every((s) => moves.test(s)) ? moved : kept).push(block.text);
  }
  return { kept: kept.join('\n'), moved: moved.join('\n') };
}
