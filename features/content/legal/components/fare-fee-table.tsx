import 'server-only';
import { FARE_RULES } from '@/features/flights/rules';
import type { Lang } from '@/lib/i18n/config';
import { getServerT } from '@/lib/i18n/server';
import { amountText, TableScroll } from './legal-tables';
import styles from './legal.module.css';

type Group = keyof typeof FARE_RULES;
type Code = keyof (typeof FARE_RULES)['full']['domestic'];
type Fee = 'changeFeeVnd' | 'refundFeeVnd' | 'nameChangeFeeVnd';

// low-cost carriers sell no business cabin
const ROWS: readonly (readonly [Group, Code])[] = [
  ...(['ECO_SAVER', 'ECO_STANDARD', 'ECO_FLEX', 'BUSINESS'] as const).map((code) => ['full', code] as const),
  ...(['ECO_SAVER', 'ECO_STANDARD', 'ECO_FLEX'] as const).map((code) => ['lowCost', code] as const),
];

/** The airlines' change, refund and name-change fees per fare (flight conditions, "Refunds"): the one table of features/flights/rules/fare-rules.ts. */
export function FareFeeTable({ lang }: { lang: Lang }) {
  const t = getServerT(lang, 'legal');
  const flights = getServerT(lang, 'flights');
  const fee = (value: number | null) => (value === null ? t('fareFees.notAllowed') : value === 0 ? t('fareFees.free') : amountText(value));
  const cell = (group: Group, code: Code, key: Fee) =>
    `${fee(FARE_RULES[group].domestic[code][key])} / ${fee(FARE_RULES[group].international[code][key])}`;
  return (
    <TableScroll label={t('fareFees.caption')}>
      <table className={styles.table} data-testid="legal-fare-fees">
        <caption>{t('fareFees.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('fareFees.fare')}</th>
            <th scope="col">{t('fareFees.change')}</th>
            <th scope="col">{t('fareFees.refund')}</th>
            <th scope="col">{t('fareFees.name')}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([group, code]) => (
            <tr key={`${group}-${code}`}>
              <th scope="row">
                {flights(`card.fareCodes.${code}`)}
                <span className={styles.desc}>{t(`fareFees.${group}`)}</span>
              </th>
              <td>{cell(group, code, 'changeFeeVnd')}</td>
              <td>{cell(group, code, 'refundFeeVnd')}</td>
              <td>{cell(group, code, 'nameChangeFeeVnd')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
