import { Outlet } from 'react-router';
import { LocaleSwitch } from '@/core/i18n/locale-switch';
import { useI18n } from '@/core/i18n/use-i18n';
import { PRODUCT_NAME } from '@/core/routing/document-title';
import { BrandLogo } from '@/shell/brand/brand-logo';
import styles from './public-layout.module.css';

/** Pages a visitor sees before logging in (spec 000 §2 "public layout"): brand, language switch, the page. */
export function PublicLayout() {
  const { t } = useI18n();
  return (
    <div className={styles.page}>
      <header className={styles.toolbar}>
        <LocaleSwitch />
      </header>
      <main className={styles.main}>
        <div className={styles.brand}>
          <BrandLogo size={48} />
          <h1 className={styles.brandName}>{PRODUCT_NAME}</h1>
          <span className={styles.tagline}>{t('app.tagline')}</span>
        </div>
        <Outlet />
      </main>
      <footer className={styles.footer}>{PRODUCT_NAME}</footer>
    </div>
  );
}
