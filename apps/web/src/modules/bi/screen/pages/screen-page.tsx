import { FullscreenOutlined } from '@ant-design/icons';
import { Button, Flex, Select } from 'antd';
import { useSearchParams } from 'react-router';
import { biPages } from '@tradewind/contract/bi/bi.pages';
import { pathsOf } from '@tradewind/contract/common/pages';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { LiveScreen } from '../components/live-screen';
import { screenStoreOf } from '../screen-store';

const pathOf = pathsOf(biPages);

/** /bi/screen/index: the data screen inside the shell, at the page's width; the store kept in the address; a button opens the full screen. */
export function ScreenPage() {
  const { t } = useI18n();
  const { stores } = useSession();
  const [params, setParams] = useSearchParams();
  const storeId = screenStoreOf(params, stores);
  const full = pathOf('bi.screen_data', storeId ? `?store_id=${storeId}` : '');
  return (
    <Flex vertical gap={12}>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label={t('bi_screen.store')}
          style={{ minWidth: 220 }}
          value={storeId ?? 0}
          options={[{ value: 0, label: t('bi_screen.all_stores') }, ...stores.filter((s) => s.has_auth === 1).map((s) => ({ value: s.id, label: s.name }))]}
          onChange={(v) => setParams(v ? { store_id: String(v) } : {}, { replace: true })}
        />
        <Button type="primary" icon={<FullscreenOutlined />} onClick={() => window.open(full, '_blank', 'noopener')} data-testid="screen-open-full">
          {t('bi_screen.full_screen')}
        </Button>
      </Flex>
      <LiveScreen storeId={storeId} />
    </Flex>
  );
}
