import styles from './breadcrumb.module.css';

export type Crumb = { label: string; href?: string };

/**
 * The trail above a page's title: a list, so each link stands apart from the others (no link inside running text,
 * WCAG 1.4.1); a crumb without an address is the current page.
 */
export function Breadcrumb({ label, crumbs }: { label: string; crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.breadcrumb}>
      <ol>
        {crumbs.map((crumb, i) => (
          <li key={`${i}-${crumb.label}`}>
            {crumb.href ? <a href={crumb.href}>{crumb.label}</a> : <span aria-current="page">{crumb.label}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
