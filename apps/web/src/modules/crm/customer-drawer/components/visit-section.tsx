import { useState } from 'react';
import { PlusOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Empty, Flex, Image, Skeleton, Tag, Typography } from 'antd';
import type { Visit } from '@tradewind/contract/crm/visit.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { DeleteAction } from '@/core/list/delete-action';
import { useDeleteVisitMutation, useVisitListQuery, type VisitOwner } from '../api/customer-detail.api';
import { splitImages, thumbnailOf } from '../drawer-rules';
import { ListEnd } from './list-end';
import { VisitFormModal } from './visit-form-modal';

/**
 * Follow-ups (crm:visit:list) of a customer or a lead, newest first, loaded as the list scrolls; create and
 * delete behind their permissions. `readOnly`: a transformed lead's (its customer is followed up now).
 */
export function VisitSection({ owner, readOnly = false }: { owner: VisitOwner; readOnly?: boolean }) {
  const { t } = useI18n();
  const [creating, setCreating] = useState(false);
  const visits = useVisitListQuery(owner, true);
  const items = visits.data?.pages.flatMap((page) => page.list) ?? [];

  return (
    <Flex vertical gap={12}>
      {readOnly ? null : (
        <Permission rule="crm:visit:create">
          <Flex justify="flex-end">
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('crm_drawer.visit_create')}
            </Button>
          </Flex>
        </Permission>
      )}
      {visits.isPending ? (
        <Skeleton active avatar />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_drawer.visit_empty')} />
      ) : (
        <Flex vertical data-testid="visit-list">
          {items.map((visit) => (
            <VisitItem key={visit.id} visit={visit} owner={owner} />
          ))}
        </Flex>
      )}
      <ListEnd hasNextPage={visits.hasNextPage} isFetchingNextPage={visits.isFetchingNextPage} fetchNextPage={visits.fetchNextPage} count={items.length} />
      {creating && <VisitFormModal owner={owner} onClose={() => setCreating(false)} />}
    </Flex>
  );
}

function VisitItem({ visit, owner }: { visit: Visit; owner: VisitOwner }) {
  const { t } = useI18n();
  const remove = useDeleteVisitMutation(owner);
  const images = splitImages(visit.images);
  return (
    <Flex gap={12} style={{ padding: '12px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }} data-testid="visit-item">
      <Avatar src={visit.creator.avatar || undefined} icon={<UserOutlined />} />
      <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Flex justify="space-between" align="center" gap={8}>
          <Flex gap={8} align="center" wrap>
            <Typography.Text strong>{visit.creator.name}</Typography.Text>
            <Tag color="blue">{visit.visit_type_text}</Tag>
            <Tag>{t(`crm_drawer.visit_kind_${visit.type}`)}</Tag>
          </Flex>
          <Flex gap={4} align="center">
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {visit.created_at}
            </Typography.Text>
            <Permission rule="crm:visit:delete">
              <DeleteAction title={t('crm_drawer.visit_delete_confirm')} onDelete={() => remove.mutateAsync({ id: visit.id })} />
            </Permission>
          </Flex>
        </Flex>
        <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }} data-testid="visit-content">
          {visit.content}
        </Typography.Paragraph>
        {images.length > 0 && (
          <Image.PreviewGroup>
            <Flex gap={6} wrap data-testid="visit-images">
              {images.map((url) => (
                <Image key={url} src={thumbnailOf(url)} preview={{ src: url }} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
              ))}
            </Flex>
          </Image.PreviewGroup>
        )}
        {(visit.next_visit_time || visit.address) && (
          <Flex gap={16} wrap>
            {visit.next_visit_time && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('crm_drawer.visit_next_time_at', { time: visit.next_visit_time })}
              </Typography.Text>
            )}
            {visit.address && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t('crm_drawer.visit_address_at', { address: visit.address })}
              </Typography.Text>
            )}
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}
