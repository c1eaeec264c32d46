import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { Link, useLocation } from 'react-router';
import type { Site } from '@tradewind/contract/oms/site.schema';
import { useFormSubmit } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { DeleteAction } from '@/core/list/delete-action';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { SITE_ADD_PATH, siteEditPath, useDeleteSiteMutation, useMapSettingQuery, useSaveMapSettingMutation, useSiteStatusMutation, useSitesQuery } from '../api/site.api';

/**
 * The sites part of /oms/setting/index (docs/trading-model.md §4 settings and sites): the pick-up points and delivery
 * areas with their default line, enabled by a switch, added and edited on their own pages; and the map's
 * tile url (empty: the plain canvas). Shown only under /oms (the order rules also show at /system/setting/order).
 */
export function SitesSection() {
  const { pathname } = useLocation();
  const canList = usePermission('oms:site:list');
  if (!pathname.startsWith('/oms/') || !canList) return null;
  return <SitesCard />;
}

function SitesCard() {
  const { t } = useI18n();
  const sites = useSitesQuery();
  const status = useSiteStatusMutation();
  const remove = useDeleteSiteMutation();
  const canUpdate = usePermission('oms:site:update');
  const columns: TableColumnsType<Site> = [
    { title: t('oms_site.name'), dataIndex: 'name', width: 160, render: (v: string, r) => <span>{v}<br /><small>{r.code}</small></span> },
    { title: t('oms_site.type'), dataIndex: 'type', width: 100, render: (v: number) => <Tag color={v === 1 ? 'orange' : 'blue'}>{t(`oms.site_type.${v}`)}</Tag> },
    { title: t('oms_site.address'), dataIndex: 'address', ellipsis: true },
    { title: t('oms_site.polygon'), key: 'polygon', width: 120, render: (_v, r) => (r.polygon ? t('oms_site.vertex_count', { count: r.polygon.length - 1 }) : '-') },
    { title: t('oms_site.default_line'), dataIndex: 'default_line_id', width: 90, render: (v: number | null) => v ?? '-' },
    { title: t('oms_site.contact_name'), key: 'contact', width: 150, render: (_v, r) => [r.contact_name, r.contact_phone].filter(Boolean).join(' ') || '-' },
    {
      title: t('oms_site.status'),
      dataIndex: 'status',
      width: 80,
      render: (v: number, r) => <Switch size="small" checked={v === 1} disabled={!canUpdate} loading={status.isPending && status.variables?.id === r.id} onChange={(on) => status.mutate({ id: r.id, status: on ? 1 : 0 })} />,
    },
    {
      title: t('oms_site.actions'),
      key: 'actions',
      width: 130,
      render: (_v, r) => (
        <Space size={0}>
          <Permission rule="oms:site:update">
            <Link to={siteEditPath(r.id)}><Button type="link" size="small">{t('oms_site.edit')}</Button></Link>
          </Permission>
          <Permission rule="oms:site:delete">
            <DeleteAction title={t('oms_site.delete_confirm', { name: r.name })} onDelete={() => remove.mutateAsync(r.id)} />
          </Permission>
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('oms_site.title')}
      style={{ marginTop: 12 }}
      extra={
        <Permission rule="oms:site:create">
          <Link to={SITE_ADD_PATH}><Button type="primary" icon={<PlusOutlined />}>{t('oms_site.add')}</Button></Link>
        </Permission>
      }
    >
      <MapTileForm />
      <Table<Site> rowKey="id" size="small" columns={columns} dataSource={sites.data ?? []} loading={sites.isPending} pagination={false} locale={{ emptyText: t('oms_site.empty') }} />
    </Card>
  );
}

/** The map's tile url: anyone who sees sites reads it, the settings' updaters change it. */
function MapTileForm() {
  const { t } = useI18n();
  const [form] = Form.useForm<{ map_tile_url: string }>();
  const setting = useMapSettingQuery();
  const save = useSaveMapSettingMutation();
  const canUpdate = usePermission('oms:setting:update');
  const submit = useFormSubmit(form, save, { success: t('oms_site.tiles_saved') });
  if (!setting.data) return null;
  return (
    <Form form={form} layout="inline" name="map_setting" disabled={!canUpdate} initialValues={setting.data} onFinish={(v) => submit({ map_tile_url: (v.map_tile_url ?? '').trim() })} style={{ marginBottom: 12 }}>
      <Form.Item name="map_tile_url" label={t('oms_site.tile_url')} extra={t('oms_site.tile_url_help')}>
        <Input placeholder="https://tiles.example.com/{z}/{x}/{y}.png" style={{ width: 420 }} allowClear />
      </Form.Item>
      {canUpdate && <Button htmlType="submit" loading={save.isPending}>{t('oms_site.save')}</Button>}
    </Form>
  );
}
