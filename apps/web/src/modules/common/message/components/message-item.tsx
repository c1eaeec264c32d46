import { Badge, Button, Flex, Typography } from 'antd';
import type { Message } from '@tradewind/contract/common/message.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { messageTarget } from '../message-target';

import styles from './message-drawer.module.css';

type Props = {
  message: Message;
  /** the relative time, computed by the list (one clock for all rows) */
  time: string;
  onRead: (message: Message) => void;
  onDelete: (message: Message) => void;
  onView: (message: Message) => void;
};

/** One message of the drawer: title, content, sender, relative time; double-click marks it read. */
export function MessageItem({ message, time, onRead, onDelete, onView }: Props) {
  const { t } = useI18n();
  const unread = message.is_read === 0;
  const target = messageTarget(message.params);
  return (
    <div
      className={unread ? `${styles.item} ${styles.unread}` : styles.item}
      data-testid="message-item"
      data-message-id={message.id}
      onDoubleClick={() => unread && onRead(message)}
    >
      <Flex justify="space-between" align="baseline" gap={8}>
        <Typography.Text strong={unread} className={styles.title}>
          {unread && <Badge status="error" style={{ marginRight: 6 }} aria-label={t('common.message.unread')} />}
          {message.title}
        </Typography.Text>
        <Typography.Text type="secondary" className={styles.time}>
          {time}
        </Typography.Text>
      </Flex>
      <Typography.Paragraph className={styles.content} ellipsis={{ rows: 3, expandable: 'collapsible' }}>
        {message.content}
      </Typography.Paragraph>
      <Flex justify="space-between" align="center">
        <Typography.Text type="secondary" className={styles.sender}>
          {t('common.message.sender')}：{message.from_user_name || t('common.message.system_sender')}
        </Typography.Text>
        <Flex gap={4}>
          {target.kind !== 'none' && (
            <Button type="link" size="small" onClick={() => onView(message)}>
              {t('common.message.view')}
            </Button>
          )}
          {unread && (
            <Button type="link" size="small" onClick={() => onRead(message)}>
              {t('common.message.set_read')}
            </Button>
          )}
          <Button type="link" size="small" danger onClick={() => onDelete(message)}>
            {t('common.message.delete')}
          </Button>
        </Flex>
      </Flex>
    </div>
  );
}
