import 'server-only';
import type { i18n, TFunction } from 'i18next';
import type { Lang } from './config';
import { createI18n } from './create-i18n';
import type { Namespace } from './resources';

// Resources are static, so one instance per language serves every request.
const instances = new Map<Lang, i18n>();

export function getServerT(lang: Lang, ns: Namespace = 'common'): TFunction {
  let instance = instances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    instances.set(lang, instance);
  }
  return instance.getFixedT(lang, ns);
}
