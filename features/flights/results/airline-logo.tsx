import styles from './flight-card.module.css';

/** An airline's logo by the spec 9 rule (FlightOffer.logo), or its code in a badge when it has none. */
export function AirlineLogo({ code, name, logo }: { code: string; name: string; logo: string | null }) {
  if (!logo) {
    return (
      <span className={styles.badge} title={name} data-testid="airline-badge">
        {code}
      </span>
    );
  }
  // eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG; next/image adds nothing here
  return <img className={styles.logo} src={logo} alt={name} width={40} height={40} loading="lazy" data-testid="airline-logo" />;
}
