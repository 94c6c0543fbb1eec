import type { Metadata } from 'next';
import { ComingSoonPage, comingSoonMetadata } from '../coming-soon-page';
import { COMBO_PATH } from '@/lib/paths';

type Props = { params: Promise<{ lang: string }> };

export const generateMetadata = ({ params }: Props): Promise<Metadata> => comingSoonMetadata(params, 'combo', COMBO_PATH);

export default async function Page({ params }: Props) {
  return <ComingSoonPage params={params} navKey="combo" />;
}
