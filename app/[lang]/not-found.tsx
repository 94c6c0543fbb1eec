import { ComingSoon } from '@/components/feedback/coming-soon';
import { getServerT } from '@/lib/i18n/server';

// not-found receives no params; the Vietnamese text is the default.
export default function NotFound() {
  const t = getServerT('vi');
  return <ComingSoon title={t('notFoundTitle')} text={t('notFoundText')} homeHref="/" homeLabel={t('backHome')} />;
}
