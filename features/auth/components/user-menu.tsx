'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLang } from '@/lib/i18n/i18n-provider';
import { useTranslation } from '@/lib/i18n/use-translation';
import { ACCOUNT_PATHS, localePath } from '@/lib/paths';
import styles from './user-menu.module.css';

/** Spec 9: a dropdown opens 0.15 s after the pointer enters and closes 0.1 s after it leaves. */
const HOVER_OPEN_MS = 150;
const HOVER_CLOSE_MS = 100;

const SAME_TAB = ['overview', 'rewards', 'activity', 'orders'] as const;

export type UserMenuProps = {
  /** the button's label: the `<span data-auth-name>` holding the first name */
  name: ReactNode;
  helpUrl: string;
  /** spec 1's corporate site, shown to business users only */
  corporateUrl: string | null;
  onSignOut: () => Promise<void>;
};

/** Spec 2.14 user menu: an accessible menu button (hover, click, Enter/Space/arrows/Escape). */
export function UserMenu({ name, helpUrl, corporateUrl, onSignOut }: UserMenuProps) {
  const { t } = useTranslation('common');
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const items = () => Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  const close = useCallback((refocus: boolean) => {
    clearTimeout(timer.current);
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const openAndFocus = (index: number) => {
    clearTimeout(timer.current);
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') openAndFocus(0);
    else if (event.key === 'ArrowUp') openAndFocus(-1);
    else if (event.key === 'Escape') close(true);
    else return;
    event.preventDefault();
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    if (event.key === 'ArrowDown') focusItem(current + 1);
    else if (event.key === 'ArrowUp') focusItem(current - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(-1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') return close(false);
    else return;
    event.preventDefault();
  };
  const signOut = async () => {
    setBusy(true);
    try {
      await onSignOut();
    } finally {
      setBusy(false);
      close(false);
    }
  };

  const newTab = <span className={styles.hidden}> {t('userMenu.newTab')}</span>;
  return (
    <div
      ref={root}
      className={styles.root}
      onPointerEnter={(event) => event.pointerType === 'mouse' && later(true, HOVER_OPEN_MS)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && later(false, HOVER_CLOSE_MS)}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        data-testid="user-menu-button"
        onClick={() => (open ? close(false) : (clearTimeout(timer.current), setOpen(true)))}
        onKeyDown={onButtonKey}
      >
        {name}
        <span aria-hidden className={styles.caret} />
      </button>
      <div id={menuId} role="menu" aria-label={t('userMenu.label')} className={styles.menu} hidden={!open} onKeyDown={onMenuKey}>
        {SAME_TAB.map((key) => (
          <a
            key={key}
            role="menuitem"
            tabIndex={-1}
            className={styles.item}
            href={localePath(lang, ACCOUNT_PATHS[key])}
            onClick={() => close(false)}
          >
            {t(`userMenu.${key}`)}
          </a>
        ))}
        <a
          role="menuitem"
          tabIndex={-1}
          className={styles.item}
          href={helpUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => close(false)}
        >
          {t('userMenu.help')}
          {newTab}
        </a>
        {corporateUrl ? (
          <div className={styles.business} data-testid="business-notice">
            <p className={styles.notice}>{t('userMenu.business')}</p>
            <a
              role="menuitem"
              tabIndex={-1}
              className={styles.item}
              href={corporateUrl}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => close(false)}
            >
              {t('userMenu.businessLink')}
              {newTab}
            </a>
          </div>
        ) : null}
        <button
          role="menuitem"
          tabIndex={-1}
          type="button"
          className={styles.signOut}
          disabled={busy}
          onClick={() => void signOut()}
          data-testid="sign-out"
        >
          {busy ? t('userMenu.signingOut') : t('userMenu.signOut')}
        </button>
      </div>
    </div>
  );
}
