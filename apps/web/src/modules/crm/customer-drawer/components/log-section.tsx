import { UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, Flex, Skeleton, Timeline, Typography } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { useLogListQuery } from '../api/customer-detail.api';
import { ListEnd } from './list-end';

/** The customer's log (crm:logs:list): who did what and when, newest first, loaded as it scrolls. */
export function LogSection({ customerId }: { customerId: number }) {
  const { t } = useI18n();
  const logs = useLogListQuery(customerId, true);
  const items = logs.data?.pages.flatMap((page) => page.list) ?? [];
  if (logs.isPending) return <Skeleton active />;
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_drawer.log_empty')} />;
  return (
    <>
      <Timeline
        data-testid="log-list"
        items={items.map((log) => ({
          key: log.id,
          children: (
            <Flex vertical gap={2}>
              <Flex gap={8} align="center">
                <Avatar size="small" src={log.action_staff_avatar || undefined} icon={<UserOutlined />} />
                <Typography.Text strong>{log.action_staff_name}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {log.created_at}
                </Typography.Text>
              </Flex>
              <Typography.Text>{log.content}</Typography.Text>
            </Flex>
          ),
        }))}
      />
      <ListEnd hasNextPage={logs.hasNextPage} isFetchingNextPage={logs.isFetchingNextPage} fetchNextPage={logs.fetchNextPage} count={items.length} />
    </>
  );
}
