import type { Metadata } from 'next';
import { isLang, type Lang } from '@/lib/i18n/config';
import { ArticlePage, articleMetadata } from '@/features/content/pages';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; slug: string }> };
const propsOf = async ({ params }: Props): Promise<{ lang: Lang; slug: string }> => {
  const { lang, slug } = await params;
  return { lang: isLang(lang) ? lang : 'vi', slug };
};

export const generateMetadata = async (props: Props): Promise<Metadata> => articleMetadata(await propsOf(props));

// /cam-nang/<slug>: one post or article (unknown slug: 404)
export default async function Page(props: Props) {
  return <ArticlePage {...await propsOf(props)} />;
}
