import { Outlet } from 'react-router';
import { Result } from 'antd';
import { LocaleSwitch } from '@/core/i18n/locale-switch';
import { useI18n } from '@/core/i18n/use-i18n';
import { useTitleSuffix } from '@/core/routing/title-suffix';
import { BrandLogo } from '@/shell/brand/brand-logo';

/**
 * Pages shared with people outside the company (spec 000 §2 share layout, e.g. /share/purchase_order):
 * no login, no menu — the brand, the language, and the shared document on a readable width.
 */
export function ShareLayout() {
  const suffix = useTitleSuffix();
  return (
    <div style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <header style={{ display: 'flex', alignItems: 'center', gap: 10, height: 52, padding: '0 24px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
        <BrandLogo size={26} />
        <strong style={{ fontSize: 16, flex: 1 }}>{suffix}</strong>
        <LocaleSwitch />
      </header>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px' }}>
        <Outlet />
      </main>
    </div>
  );
}

/**
 * What a share page shows for a link without a token, with a token the server does not know, or one that
 * has expired: the person who got the link can do nothing but ask for a new one.
 */
export function ShareLinkInvalid() {
  const { t } = useI18n();
  return <Result status="warning" title={<span data-testid="share-link-invalid">{t('share.link_invalid')}</span>} subTitle={t('share.link_invalid_hint')} />;
}
