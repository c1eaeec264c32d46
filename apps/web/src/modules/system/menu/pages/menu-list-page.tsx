import { useMemo, useState } from 'react';
import { Button, Card, Empty, Flex, Input, Space, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { MENU_TYPES, type MenuNode } from '@tradewind/contract/system/menu.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { useDeleteMenuMutation, useMenuTreeQuery } from '../api/menu.api';
import { MenuFormModal } from '../components/menu-form-modal';
import { MenuIconOf } from '../components/icon-select';
import { filterMenuTree, menuBranchIds } from '../menu-tree';
import { rowActionsColumn } from '@/core/list/row-actions';

const TYPE_COLOR: Record<number, string> = { [MENU_TYPES.module]: 'blue', [MENU_TYPES.page]: 'green', [MENU_TYPES.button]: 'default' };

type MenuRow = Omit<MenuNode, 'children'> & { source: MenuNode; children?: MenuRow[] };
const toRows = (nodes: readonly MenuNode[]): MenuRow[] => nodes.map((n) => ({ ...n, source: n, children: n.children.length > 0 ? toRows(n.children) : undefined }));

type Editing = { menu: MenuNode | null; parent: MenuNode | null };

/** /system/menu/list: the tree of modules, pages and buttons that the side menu and roles are built from. */
export function MenuListPage() {
  const { t } = useI18n();
  const menus = useMenuTreeQuery();
  const remove = useDeleteMenuMutation();
  const [keyword, setKeyword] = useState('');
  const [expanded, setExpanded] = useState<readonly React.Key[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);

  const shown = useMemo(() => filterMenuTree(menus.data ?? [], keyword), [menus.data, keyword]);
  const rows = useMemo(() => toRows(shown), [shown]);
  // Modules open by default; a search opens everything it found.
  const defaultExpanded = useMemo(() => (keyword ? menuBranchIds(shown) : shown.map((n) => n.id)), [shown, keyword]);

  const columns: TableColumnsType<MenuRow> = [
    {
      title: t('menu.name'),
      dataIndex: 'name',
      width: 240,
      render: (value: string, row) => (
        <Space size={6}>
          <MenuIconOf name={row.icon} />
          {value}
        </Space>
      ),
    },
    { title: t('menu.type'), dataIndex: 'type', width: 80, render: (v: number) => <Tag color={TYPE_COLOR[v]}>{t(`menu.type_${v}`)}</Tag> },
    { title: t('menu.router'), dataIndex: 'router', render: (v: string | null) => (v ? <Typography.Text code>{v}</Typography.Text> : '-') },
    { title: t('menu.permission'), dataIndex: 'permission', render: (v: string | null) => (v ? <Typography.Text type="secondary">{v}</Typography.Text> : '-') },
    {
      title: t('menu.is_show'),
      dataIndex: 'is_show',
      width: 70,
      render: (v: number, row) => (row.type === MENU_TYPES.button ? '-' : v ? <Tag color="success">{t('menu.shown')}</Tag> : <Tag>{t('menu.hidden')}</Tag>),
    },
    { title: t('menu.sort'), dataIndex: 'sort', width: 60, align: 'right' },
    rowActionsColumn<MenuRow>({
      title: t('admin.actions'),
      width: 200,
      actions: (row) => [
        // a button has no children
        row.type !== MENU_TYPES.button && { permission: 'system:menu:create', label: t('menu.create_child'), onClick: () => setEditing({ menu: null, parent: row.source }) },
        { permission: 'system:menu:update', label: t('admin.edit'), onClick: () => setEditing({ menu: row.source, parent: null }) },
        {
          permission: 'system:menu:delete',
          confirm: t('menu.delete_confirm', { name: row.name }),
          onDelete: () => remove.mutateAsync(row.id),
          blocked: row.source.children.length > 0 ? t('menu.has_children') : undefined,
        },
      ],
    }),
  ];

  return (
    <Card size="small">
      <Flex justify="space-between" gap={8} wrap style={{ marginBottom: 12 }}>
        <Space wrap>
          <Input.Search
            placeholder={t('menu.keyword')}
            allowClear
            onSearch={(v) => {
              setKeyword(v);
              setExpanded(null);
            }}
            style={{ width: 240 }}
          />
          <Button onClick={() => setExpanded(menuBranchIds(shown))}>{t('admin.expand_all')}</Button>
          <Button onClick={() => setExpanded([])}>{t('admin.collapse_all')}</Button>
        </Space>
        <CreateButton permission="system:menu:create" label={t('menu.create')} onClick={() => setEditing({ menu: null, parent: null })} />
      </Flex>
      <Table<MenuRow>
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={menus.isFetching}
        pagination={false}
        expandable={{ expandedRowKeys: expanded ?? defaultExpanded, onExpandedRowsChange: (keys) => setExpanded(keys) }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('menu.empty')} /> }}
      />
      {editing ? <MenuFormModal menu={editing.menu} parent={editing.parent} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
