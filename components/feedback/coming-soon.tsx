import styles from './coming-soon.module.css';

export function ComingSoon({ title, text, homeHref, homeLabel }: { title: string; text: string; homeHref: string; homeLabel: string }) {
  return (
    <section className={styles.box}>
      <h1 className={styles.title}>{title}</h1>
      <p>{text}</p>
      <a href={homeHref}>{homeLabel}</a>
    </section>
  );
}
