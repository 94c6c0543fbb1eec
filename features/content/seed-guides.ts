/**
 * The seeded travel guides: one city each, written as a short article of its own (when to go, getting there,
 * what to see, how long to stay). Plain data (no server import) so the unit test reads it.
 * The guides are seed-guides.json, checked by the schema when loaded (data is JSON, as the regions' seed is: record 095);
 * a body there is its list of [tag, text] parts, which html() writes out.
 */
import { z } from 'zod';
import data from './seed-guides.json';

const textSchema = z.object({ vi: z.string(), en: z.string() });
const partsSchema = z.array(z.tuple([z.enum(['p', 'h2', 'li']), z.string()]));
const guideDataSchema = z.object({
  slug: z.string(),
  title: textSchema,
  excerpt: textSchema,
  image: z.string(),
  imageAlt: textSchema,
  body: z.object({ vi: partsSchema, en: partsSchema }),
});
type Text = z.infer<typeof textSchema>;
type GuideSeed = Omit<z.infer<typeof guideDataSchema>, 'body'> & { body: Text };

const html = (parts: z.infer<typeof partsSchema>) =>
  parts
    .map(([tag, text], i) => {
      const li = tag === 'li' ? `<li>${text}</li>` : `<${tag}>${text}</${tag}>`;
      const open = tag === 'li' && parts[i - 1]?.[0] !== 'li' ? '<ul>' : '';
      const close = tag === 'li' && parts[i + 1]?.[0] !== 'li' ? '</ul>' : '';
      return open + li + close;
    })
    .join('');

export const GUIDES: readonly GuideSeed[] = z
  .array(guideDataSchema)
  .parse(data)
  .map((guide) => ({ ...guide, body: { vi: html(guide.body.vi), en: html(guide.body.en) } }));
