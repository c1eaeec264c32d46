import { useMemo, useState } from 'react';
import { Button, Empty, Flex, Space, Spin, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { MENU_TYPES, type MenuNode } from '@tradewind/contract/system/menu.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useOptionalSession } from '@/core/session/session-context';
import { useMenuTreeQuery } from '../../menu/api/menu.api';
import { allNodeIds, branchIds, checkState, grantedNodes, permissionsOf, toggleNode, treePermissions } from '../permission-tree';

const TYPE_COLOR: Record<number, string> = { [MENU_TYPES.module]: 'blue', [MENU_TYPES.page]: 'green', [MENU_TYPES.button]: 'default' };

/** `held`: the editor's own permissions (the server refuses granting any other, issue 13); null when unknown. */
function toTreeData(nodes: readonly MenuNode[], typeLabel: (type: number) => string, held: ReadonlySet<string> | null): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    disableCheckbox: held !== null && !!n.permission && !held.has(n.permission),
    title: (
      <Space size={6}>
        <Tag color={TYPE_COLOR[n.type]} style={{ marginInlineEnd: 0, fontSize: 11, lineHeight: '16px', paddingInline: 4 }}>
          {typeLabel(n.type)}
        </Tag>
        <span>{n.name}</span>
        {n.permission ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {n.permission}
          </Typography.Text>
        ) : null}
      </Space>
    ),
    children: toTreeData(n.children, typeLabel, held),
  }));
}

type Props = { value?: string[]; onChange?: (value: string[]) => void; disabled?: boolean; id?: string };

/**
 * The role's permissions as a checkable menu tree (modules, pages, buttons) with half-checked parents.
 * A form field: value and onChange come from Form.Item. Permissions the tree does not list are kept,
 * shown as removable tags below it.
 */
export function PermissionTree({ value = [], onChange, disabled, id }: Props) {
  const { t } = useI18n();
  const menus = useMenuTreeQuery();
  const tree = useMemo(() => menus.data ?? [], [menus.data]);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const mine = useOptionalSession()?.me.permissions;
  const held = useMemo(() => (mine ? new Set(mine) : null), [mine]);

  const known = useMemo(() => treePermissions(tree), [tree]);
  const kept = value.filter((p) => !known.has(p));
  const granted = useMemo(() => grantedNodes(tree, value), [tree, value]);
  const state = useMemo(() => checkState(tree, granted), [tree, granted]);
  const treeData = useMemo(() => toTreeData(tree, (type) => t(`menu.type_${type}`), held), [tree, t, held]);
  // Modules open by default, so their pages show; buttons stay folded.
  const defaultExpanded = useMemo(() => tree.map((n) => n.id), [tree]);

  // Checking a branch or "all" never adds a permission the editor lacks (one the role already has stays).
  const emit = (next: ReadonlySet<number>) => onChange?.(permissionsOf(tree, next, kept).filter((p) => !held || held.has(p) || value.includes(p)));

  if (menus.isPending) return <Spin size="small" />;
  if (tree.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('role.menu_empty')} />;

  return (
    <Flex vertical gap={8} id={id}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Text type="secondary">{t('role.permissions_count', { count: value.length })}</Typography.Text>
        <Space size={4}>
          <Button size="small" onClick={() => setExpanded(branchIds(tree))}>
            {t('role.expand_all')}
          </Button>
          <Button size="small" onClick={() => setExpanded([])}>
            {t('role.collapse_all')}
          </Button>
          <Button size="small" disabled={disabled} onClick={() => emit(new Set(allNodeIds(tree)))}>
            {t('role.check_all')}
          </Button>
          <Button size="small" disabled={disabled} onClick={() => emit(new Set())}>
            {t('role.uncheck_all')}
          </Button>
        </Space>
      </Flex>
      <div style={{ border: '1px solid #f0f0f0', borderRadius: 6, padding: 8, height: 380, overflow: 'auto' }}>
        <Tree
          checkable
          checkStrictly
          selectable={false}
          blockNode
          disabled={disabled}
          treeData={treeData}
          expandedKeys={expanded ?? defaultExpanded}
          onExpand={(keys) => setExpanded(keys.map(Number))}
          checkedKeys={state}
          onCheck={(_keys, info) => emit(toggleNode(tree, granted, Number(info.node.key), info.checked))}
        />
      </div>
      {kept.length > 0 ? (
        // Permissions the menu tree does not name (a route-only one, a deleted menu entry's): shown so a
        // role never holds a right the editor hides, and removable here.
        <Flex wrap gap={4} align="center" data-testid="permissions-outside-menu">
          <Typography.Text type="secondary">{t('role.outside_menu')}</Typography.Text>
          {kept.map((p) => (
            <Tag key={p} closable={!disabled} onClose={() => onChange?.(value.filter((v) => v !== p))} style={{ marginInlineEnd: 0 }}>
              {p}
            </Tag>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
