import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tokenVariables } from './tokens-css';

/**
 * The rule of lib/theme/tokens.ts: a colour is written there only. CSS reads it as `var(--color-…)`, TSX
 * imports it. Scans the CSS, TS and TSX of app/, components/, features/ and lib/.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const FOLDERS = ['app', 'components', 'features', 'lib'];
const ALLOWED = new Set([
  'lib/theme/tokens.ts',
  // the generated hotel pictures' own palette (sky, walls, roofs): artwork served as images, not the UI's colours
  'features/hotels/media/hotel-image-svg.ts',
]);

const NAMED_COLORS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet brown burlywood
  cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue darkcyan darkgoldenrod darkgray
  darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange darkorchid darkred darksalmon darkseagreen
  darkslateblue darkslategray darkslategrey darkturquoise darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue
  firebrick floralwhite forestgreen fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew
  hotpink indianred indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen lightskyblue lightslategray
  lightslategrey lightsteelblue lightyellow lime limegreen linen magenta maroon mediumaquamarine mediumblue
  mediumorchid mediumpurple mediumseagreen mediumslateblue mediumspringgreen mediumturquoise mediumvioletred
  midnightblue mintcream mistyrose moccasin navajowhite navy oldlace olive olivedrab orange orangered orchid
  palegoldenrod palegreen paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple
  rebeccapurple red rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue
  slateblue slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen`.split(/\s+/),
);
const NAMES = [...NAMED_COLORS].join('|');
const HEX = /(?<![\w&/])#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})\b/gi;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;
const CSS_DECLARATION = /(?<=[{;\s])[a-z-]+\s*:\s*([^;{}]+)/g;
const TS_NAMED = new RegExp(
  `\\b(?:fill|stroke|color|stopColor|floodColor|background|backgroundColor|borderColor|outlineColor)\\s*[=:]\\s*\\{?\\s*['"\`](?:${NAMES})['"\`]`,
  'gi',
);

/** The colour literals of a file's text; CSS is read declaration by declaration (selectors may hold `#id`). */
function colorLiterals(file: string, text: string): string[] {
  if (file.endsWith('.css')) {
    const values = [...text.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(CSS_DECLARATION)].map((m) => m[1]!);
    return values.flatMap((value) => {
      const plain = value.replace(/url\([^)]*\)|'[^']*'|"[^"]*"/g, '');
      const named = plain.match(/[a-z]+/gi)?.filter((word) => NAMED_COLORS.has(word.toLowerCase())) ?? [];
      return [...(plain.match(HEX) ?? []), ...(plain.match(FUNCTION) ?? []), ...named];
    });
  }
  return [...(text.match(HEX) ?? []), ...(text.match(FUNCTION) ?? []), ...(text.match(TS_NAMED) ?? [])];
}

function sourceFiles(): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(folder, file).split(path.sep).join('/'))
      .filter((file) => /\.(css|tsx?)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('lib/lint/fixtures/')),
  );
}

describe('colour literals', () => {
  it('are found in CSS values and in TS/TSX, and not in selectors, entities or comments', () => {
    expect(colorLiterals('a.css', '#main .x { color: #0b63ce; border: 1px solid rgba(0, 0, 0, 0.1); } /* #fff */')).toEqual([
      '#0b63ce',
      'rgba(',
    ]);
    expect(colorLiterals('a.css', '.x { background: white url(/red.svg); white-space: nowrap; color: currentColor; }')).toEqual(['white']);
    expect(colorLiterals('a.tsx', `<path fill="#fff" stroke='red' /> <p>&#160;</p> <a href="/x#abc">`)).toEqual(['#fff', "stroke='red'"]);
    expect(colorLiterals('a.ts', `const shadow = 'rgb(15 23 42 / 16%)'; const s = { color: 'navy' };`)).toEqual(['rgb(', "color: 'navy'"]);
  });

  it('are written in lib/theme/tokens.ts only', () => {
    const found = sourceFiles()
      .filter((file) => !ALLOWED.has(file))
      .flatMap((file) => colorLiterals(file, readFileSync(path.join(ROOT, file), 'utf8')).map((literal) => `${file}: ${literal}`));
    expect(found).toEqual([]);
  });

  it('CSS names only tokens that exist', () => {
    const defined = new Set(Object.keys(tokenVariables()));
    const tokenPrefix = /^--(color|space|radius|font-size|font-weight|font-family|shadow)-/;
    const unknown = sourceFiles()
      .filter((file) => file.endsWith('.css'))
      .flatMap((file) =>
        [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/var\((--[\w-]+)/g)]
          .map((m) => m[1]!)
          .filter((name) => tokenPrefix.test(name) && !defined.has(name))
          .map((name) => `${file}: ${name}`),
      );
    expect(unknown).toEqual([]);
  });
});
