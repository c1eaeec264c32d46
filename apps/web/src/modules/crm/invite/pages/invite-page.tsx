import { Card, Flex, Space, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { InviteListQuerySchema, type Invite } from '@tradewind/contract/crm/invite.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { ExportButton } from '@/modules/common';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';
import { inviteKeys } from '../api/invite.api';
import { InviteFilterBar } from '../components/invite-filter-bar';
import { InviteSettingCard } from '../components/invite-setting-card';

/**
 * /crm/invite/index: the invite reward rules and the ledger of rewards given (inviter, invitee, trigger,
 * both rewards, when), filtered and exported. A customer's inviter is set on the customer form.
 */
export function InvitePage() {
  const { t } = useI18n();
  const list = useList<Invite, typeof InviteListQuerySchema>({ keys: inviteKeys, path: '/crm/invites', schema: InviteListQuerySchema, exportPath: '/crm/invites/export' });
  const customer = (id: number, name: string) => <Typography.Link onClick={() => openCustomerDrawer(id)}>{name}</Typography.Link>;
  const columns: TableColumnsType<Invite> = [
    { title: t('crm_invite.inviter'), dataIndex: 'inviter_name', render: (v: string, row) => customer(row.inviter_id, v) },
    { title: t('crm_invite.invitee'), dataIndex: 'invitee_name', render: (v: string, row) => customer(row.invitee_id, v) },
    { title: t('crm_invite.trigger'), dataIndex: 'trigger_text', width: 130, render: (v: string, row) => <Tag color={row.trigger === 1 ? 'blue' : 'purple'}>{v}</Tag> },
    {
      title: t('crm_invite.inviter_reward'),
      dataIndex: 'inviter_reward',
      width: 130,
      align: 'right',
      render: (v: string, row) =>
        row.capped ? (
          <Tooltip title={t('crm_invite.capped_hint')}>
            <Space size={4}>
              <Tag>{t('crm_invite.capped')}</Tag>
              {v}
            </Space>
          </Tooltip>
        ) : (
          v
        ),
    },
    { title: t('crm_invite.invitee_reward'), dataIndex: 'invitee_reward', width: 130, align: 'right' },
    { title: t('crm_invite.created_at'), dataIndex: 'created_at', width: 160 },
  ];
  return (
    <Flex vertical gap={12}>
      <InviteSettingCard />
      <Card
        size="small"
        title={t('crm_invite.ledger')}
        extra={<ExportButton permission="crm:invite:export" {...list.exportProps} />}
      >
        <InviteFilterBar list={list} />
        <ListTable<Invite> list={list} columns={columns} scroll={{ x: 900 }} empty={t(list.filtered ? 'crm_invite.empty_filtered' : 'crm_invite.empty')} />
      </Card>
    </Flex>
  );
}
