import type { FlightBookingRequest } from '../../schemas';
import type { Translate } from '@/lib/i18n/translate';
import { FormField } from './form-field';

type Props = {
  idPrefix: string;
  request: Pick<FlightBookingRequest, 'legs' | 'baggageOptions'>;
  value: [number, number];
  onChange: (value: [number, number]) => void;
  t: Translate;
  format: (vnd: number) => string;
};

/** Extra checked baggage for one passenger, one choice per leg from that leg's options (spec 2.12). */
export function BaggageChoice({ idPrefix, request, value, onChange, t, format }: Props) {
  return (
    <>
      {request.legs.map((leg) => {
        const options = request.baggageOptions.find((o) => o.leg === leg.leg)?.options ?? [];
        if (options.length === 0) return null;
        const first = leg.listFlight[0];
        const last = leg.listFlight.at(-1);
        const label = t('passengers.baggageLeg', {
          direction: leg.leg === 0 ? t('summary.outbound') : t('summary.return'),
          from: first?.startPoint ?? '',
          to: last?.endPoint ?? '',
        });
        return (
          <FormField key={leg.leg} id={`${idPrefix}-baggage-${leg.leg}`} label={`${t('passengers.baggage')}: ${label}`}>
            {(control) => (
              <select
                {...control}
                value={String(value[leg.leg])}
                onChange={(event) => {
                  const next: [number, number] = [...value];
                  next[leg.leg] = Number(event.target.value);
                  onChange(next);
                }}
              >
                <option value="0">{t('passengers.noExtraBaggage')}</option>
                {options.map((o) => (
                  <option key={o.kg} value={String(o.kg)}>
                    {t('passengers.baggageOption', { kg: o.kg, price: format(o.price) })}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        );
      })}
    </>
  );
}
