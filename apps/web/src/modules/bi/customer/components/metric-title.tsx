import { InfoCircleOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

/** A figure's or chart's title with its definition behind an info icon (reachable by keyboard and read out by screen readers). */
export function MetricTitle({ title, definition }: { title: string; definition: string }) {
  const { t } = useI18n();
  return (
    <Space size={4}>
      <span>{title}</span>
      <Tooltip title={definition}>
        <InfoCircleOutlined tabIndex={0} aria-label={`${t('bi_customer.definition')}: ${definition}`} style={{ color: 'rgba(0,0,0,0.45)', cursor: 'help' }} />
      </Tooltip>
    </Space>
  );
}
