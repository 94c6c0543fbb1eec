import 'server-only';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { logger } from '@/lib/logger';
import { ARTICLES_PATH, articlePath, localePath } from '@/lib/paths';
import type { ContentPost } from '../../schemas';
import { listArticles, listPromotions } from '../server/list-blog';
import { ContentRow } from './content-cards';

const HOME_ROW_SIZE = 4;
/** The home page waits this long for the blog's promotions, then renders without the row (the fetch goes on and fills the cache). */
const HOME_BLOG_WAIT_MS = 1_500;

/** A list that has not answered within `ms` fails, for orEmpty. */
function within<T>(ms: number, list: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([list, late]).finally(() => clearTimeout(timer));
}

/** A failing list (the external blog down, the database busy) leaves its row out, never the home page. */
async function orEmpty(what: string, list: Promise<ContentPost[]>): Promise<ContentPost[]> {
  try {
    return await list;
  } catch (error) {
    logger().warn({ err: error }, `home ${what} failed`);
    return [];
  }
}

/** A site path in the page language; an address elsewhere as it is. */
const hrefIn = (lang: Lang, link: string) => (link.startsWith('/') ? localePath(lang, link) : link);

/** The home page's promotions row and articles row (server-rendered, images sized and lazy). */
export async function HomeContentRows({ lang }: { lang: Lang }) {
  const t = getServerT(lang, 'content');
  const [promotions, articles] = await Promise.all([
    orEmpty('promotions', within(HOME_BLOG_WAIT_MS, listPromotions({ limit: HOME_ROW_SIZE, lang }))),
    orEmpty('articles', listArticles({ limit: HOME_ROW_SIZE, lang })),
  ]);
  return (
    <>
      <ContentRow title={t('promotions')} posts={promotions} hrefFor={(p) => hrefIn(lang, p.link)} testId="home-promotions" />
      <ContentRow
        title={t('articles')}
        posts={articles}
        hrefFor={(p) => localePath(lang, articlePath(p.slug))}
        testId="home-articles"
        more={{ label: t('seeAll'), href: localePath(lang, ARTICLES_PATH) }}
      />
    </>
  );
}
