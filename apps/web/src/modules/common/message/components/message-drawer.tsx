import { useEffect, useRef, useState } from 'react';
import { DownOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Dropdown, Empty, Flex, Spin, Switch, Tabs } from 'antd';
import { useNavigate } from 'react-router';
import { relativeTime } from '@tradewind/contract/common/relative-time';
import type { Message } from '@tradewind/contract/common/message.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { useOptionalSession } from '@/core/session/session-context';
import { useCommonShell } from '../../realtime/common-shell-context';
import { useDeleteAllReadMutation, useDeleteMessageMutation, useSetAllReadMutation, useSetReadMutation, useMessageListQuery, useMessageTypesQuery } from '../api/message.api';
import { messageTarget } from '../message-target';
import { MessageItem } from './message-item';
import styles from './message-drawer.module.css';
import { settleAction } from '@/core/feedback/settle-action';

export type MessageDrawerProps = { open: boolean; onClose: () => void };

/**
 * The message centre (spec 000 §2): a tab per message type with its unread count, unread-only switch,
 * mark-page-read, a menu with mark-all-read and delete-all-read, and a list that loads the next page as
 * it scrolls. New messages arrive through the realtime socket, which refreshes these queries.
 */
export function MessageDrawer({ open, onClose }: MessageDrawerProps) {
  const { t, locale } = useI18n();
  const { modal, message: toast } = useFeedback();
  const navigate = useNavigate();
  const session = useOptionalSession();
  const { openExports } = useCommonShell();
  const [type, setType] = useState('');
  const [onlyUnread, setOnlyUnread] = useState(false);

  const types = useMessageTypesQuery(open);
  const activeType = type || types.data?.[0]?.id || '';
  const list = useMessageListQuery({ type: activeType, only_show_unread: onlyUnread ? 1 : 0 }, open && activeType !== '');
  const setRead = useSetReadMutation();
  const setAllRead = useSetAllReadMutation();
  const deleteOne = useDeleteMessageMutation();
  const deleteAllRead = useDeleteAllReadMutation();

  const messages = list.data?.pages.flatMap((p) => p.list) ?? [];
  const now = new Date();
  const timeZone = session?.tenant.time_zone;

  // Infinite scroll: the sentinel under the last message asks for the next page when it comes into view.
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    const target = sentinel.current;
    if (!open || !target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '80px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [open, hasNextPage, isFetchingNextPage, fetchNextPage, messages.length]);

  const handleRead = (ids: number[]) => {
    if (ids.length > 0) setRead.mutate(ids);
  };

  const handleView = (item: Message) => {
    if (item.is_read === 0) handleRead([item.id]);
    const target = messageTarget(item.params);
    if (target.kind === 'page') {
      onClose();
      void navigate(target.path);
    } else if (target.kind === 'open') {
      onClose();
      target.open();
    } else if (target.kind === 'exports') {
      onClose();
      openExports?.();
    }
  };

  const handleDelete = (item: Message) => {
    deleteOne.mutate(item.id, { onSuccess: (envelope) => void toast.success(envelope.message) });
  };

  const handleMenu = (key: string) => {
    if (key === 'all-read') {
      setAllRead.mutate(activeType, { onSuccess: (envelope) => void toast.success(envelope.message) });
      return;
    }
    modal.confirm({
      title: t('common.message.delete_all_read_confirm'),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: settleAction(() => deleteAllRead.mutateAsync().then((envelope) => void toast.success(envelope.message)), (text) => void toast.error(text)),
    });
  };

  const pageUnread = messages.filter((m) => m.is_read === 0).map((m) => m.id);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('common.message.title')}
      size={600}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      destroyOnHidden={false}
    >
      <Tabs
        activeKey={activeType}
        onChange={setType}
        tabBarStyle={{ margin: 0, padding: '0 16px' }}
        // The count sits beside the name, not over its corner: a '99+' there reached into the next tab,
        // and the tab list measured the tabs without it, cutting the last one off ('物…') instead of moving
        // it to the 'more' menu. English names are long: a narrower gutter.
        tabBarGutter={20}
        items={(types.data ?? []).map((item) => ({
          key: item.id,
          label: (
            <Flex align="center" gap={4}>
              <span>{item.name}</span>
              <Badge count={item.num} size="small" overflowCount={99} />
            </Flex>
          ),
        }))}
      />
      <Flex className={styles.toolbar} justify="space-between" align="center" gap={8}>
        <Flex align="center" gap={6}>
          <Switch size="small" checked={onlyUnread} onChange={setOnlyUnread} aria-label={t('common.message.only_unread')} />
          <span>{t('common.message.only_unread')}</span>
        </Flex>
        <Flex gap={4}>
          <Button size="small" disabled={pageUnread.length === 0} loading={setRead.isPending} onClick={() => handleRead(pageUnread)}>
            {t('common.message.mark_page_read')}
          </Button>
          <Dropdown
            trigger={['click']}
            menu={{
              items: [
                { key: 'all-read', label: t('common.message.mark_all_read') },
                { key: 'delete-read', label: t('common.message.delete_all_read'), danger: true },
              ],
              onClick: ({ key }) => handleMenu(key),
            }}
          >
            <Button size="small">
              {t('common.message.more')} <DownOutlined />
            </Button>
          </Dropdown>
        </Flex>
      </Flex>
      <div className={styles.list} ref={scroller} data-testid="message-list">
        {list.isPending && activeType !== '' ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : messages.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.message.empty')} style={{ marginTop: 48 }} />
        ) : (
          <>
            {messages.map((item) => (
              <MessageItem
                key={item.id}
                message={item}
                time={relativeTime(item.created_at, now, locale, timeZone)}
                onRead={(m) => handleRead([m.id])}
                onDelete={handleDelete}
                onView={handleView}
              />
            ))}
            <div ref={sentinel} className={styles.end}>
              {hasNextPage ? <Spin size="small" /> : t('common.message.no_more')}
            </div>
          </>
        )}
      </div>
    </Drawer>
  );
}
