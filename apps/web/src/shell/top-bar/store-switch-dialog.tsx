import { useState } from 'react';
import { CheckCircleFilled, ShopOutlined } from '@ant-design/icons';
import { Modal, Tag, Typography } from 'antd';
import type { StoreOption } from '@tradewind/contract/system/store.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import styles from './top-bar.module.css';

/** The address of the app in another store: same page, `store_id` set (spec 000 §2). */
export function storeSwitchUrl(current: string, storeId: number): string {
  const url = new URL(current);
  url.searchParams.set('store_id', String(storeId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Lists the stores the user is authorised for; choosing one reloads the app in it. */
export function StoreSwitchDialog({ open, stores, currentId, onClose }: { open: boolean; stores: StoreOption[]; currentId: number; onClose: () => void }) {
  const { t } = useI18n();
  const authorised = stores.filter((s) => s.has_auth === 1);
  const [chosen, setChosen] = useState(currentId);

  const handleOk = () => {
    if (chosen === currentId) return onClose();
    // A full reload: every cached page and query belongs to the old store.
    window.location.assign(storeSwitchUrl(window.location.href, chosen));
  };

  return (
    <Modal title={t('shell.store_switch')} open={open} onOk={handleOk} onCancel={onClose} okText={t('common.confirm')} cancelText={t('common.cancel')} width={420} destroyOnHidden>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 12 }}>
        {t('shell.store_switch_hint')}
      </Typography.Paragraph>
      <div role="radiogroup" className={styles.storeList}>
        {authorised.map((store) => (
          <button
            key={store.id}
            type="button"
            role="radio"
            aria-checked={store.id === chosen}
            className={`${styles.storeOption} ${store.id === chosen ? styles.storeOptionChosen : ''}`}
            onClick={() => setChosen(store.id)}
            onDoubleClick={() => window.location.assign(storeSwitchUrl(window.location.href, store.id))}
          >
            <ShopOutlined className={styles.storeIcon} />
            <span className={styles.storeName}>{store.name}</span>
            {store.is_master === 1 && <Tag color="blue">{t('shell.store_master')}</Tag>}
            {store.id === currentId && <Tag>{t('shell.store_current')}</Tag>}
            {store.id === chosen && <CheckCircleFilled className={styles.storeCheck} />}
          </button>
        ))}
      </div>
    </Modal>
  );
}
