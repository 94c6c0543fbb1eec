/**
 * The seeded "what to eat" posts: one city each, its real dishes with a sentence each and where to find them.
 * Plain data (no server import) so the unit test reads it; seed-posts.ts turns it into rows.
 * The posts are seed-food.json, checked by the schema when loaded (data is JSON, as the regions' seed is: record 095).
 */
import { z } from 'zod';
import data from './seed-food.json';

const textSchema = z.object({ vi: z.string(), en: z.string() });
const dishSchema = z.object({ name: textSchema, about: textSchema });
const foodSeedSchema = z.object({
  slug: z.string(),
  title: textSchema,
  excerpt: textSchema,
  image: z.string(),
  imageAlt: textSchema,
  intro: textSchema,
  dishes: z.array(dishSchema),
  where: textSchema,
  tip: textSchema,
});
type FoodSeed = z.infer<typeof foodSeedSchema>;

export const FOOD_POSTS: readonly FoodSeed[] = z.array(foodSeedSchema).parse(data);

/** A food post's body: its introduction, every dish with its sentence, where to eat and a tip. */
export function foodBody(post: FoodSeed, lang: 'vi' | 'en'): string {
  const heading = lang === 'vi' ? 'Những món nên thử' : 'The dishes to try';
  const whereHeading = lang === 'vi' ? 'Ăn ở đâu' : 'Where to eat';
  const dishes = post.dishes.map((dish) => `<li><strong>${dish.name[lang]}</strong>: ${dish.about[lang]}</li>`).join('');
  return `<p>${post.intro[lang]}</p><h2>${heading}</h2><ul>${dishes}</ul><h2>${whereHeading}</h2><p>${post.where[lang]}</p><p><em>${post.tip[lang]}</em></p>`;
}
