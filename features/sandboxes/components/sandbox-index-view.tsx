import { SANDBOX_PATHS } from '@/lib/paths/site-map';
import { sandboxMessages } from '../messages';
import { SandboxCard } from './sandbox-card';
import styles from './sandbox.module.css';

/** /sandbox: the built-in partners, one link each. */
export function SandboxIndexView({ lang }: { lang: 'vi' | 'en' }) {
  const m = sandboxMessages(lang).index;
  const links = [
    { href: `${SANDBOX_PATHS.vnpay}/`, text: m.vnpay },
    { href: SANDBOX_PATHS.bankTransfer, text: m.bank },
    { href: SANDBOX_PATHS.payLater, text: m.payLater },
    { href: SANDBOX_PATHS.mail, text: m.mail },
  ];
  return (
    <SandboxCard title={m.title} lang={lang}>
      <p>{m.intro}</p>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.href}>
            <a className={styles.link} href={link.href}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </SandboxCard>
  );
}
