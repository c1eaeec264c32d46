import { useMemo, useState } from 'react';
import { FolderOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Empty, Flex, Space, Spin, Tag, Tree, Typography, type TreeProps } from 'antd';
import { CATEGORY_MAX_LEVEL, type Category } from '@tradewind/contract/pms/category.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { DeleteAction } from '@/core/list/delete-action';
import { Permission } from '@/core/permission/permission';
import { usePermission } from '@/core/permission/use-permission';
import { useCategoriesQuery, useDeleteCategoryMutation, useMoveCategoryMutation } from '../api/category.api';
import { canHold, dropPlacement, findNode, heightOf, nestCategories, type CategoryNode } from '../category-tree';
import { CategoryFormModal } from '../components/category-form-modal';
import styles from './category-list-page.module.css';

type Editing = { category: Category | null; parentId: number | null };
type TreeNode = { key: number; node: CategoryNode; isLeaf: boolean; children: TreeNode[] };

const toTreeData = (nodes: CategoryNode[]): TreeNode[] => nodes.map((n) => ({ key: n.id, node: n, isLeaf: n.children.length === 0, children: toTreeData(n.children) }));
const allKeys = (nodes: CategoryNode[]): number[] => nodes.flatMap((n) => (n.children.length ? [n.id, ...allKeys(n.children)] : []));

/** /pms/category/list: the category tree (three levels), reordered and moved by dragging. */
export function CategoryListPage() {
  const { t } = useI18n();
  const categories = useCategoriesQuery();
  const remove = useDeleteCategoryMutation();
  const move = useMoveCategoryMutation();
  const canMove = usePermission('pms:category:update');
  const [editing, setEditing] = useState<Editing | null>(null);
  const [collapsed, setCollapsed] = useState<Set<number>>(new Set());
  const tree = useMemo(() => nestCategories(categories.data ?? []), [categories.data]);
  const treeData = useMemo(() => toTreeData(tree), [tree]);
  const expandable = useMemo(() => allKeys(tree), [tree]);
  // everything open unless the user closed it: a new subcategory shows without a click
  const expandedKeys = expandable.filter((id) => !collapsed.has(id));

  const handleDrop: TreeProps<TreeNode>['onDrop'] = (info) => {
    const target = findNode(tree, Number(info.node.key));
    if (!target) return;
    const side = info.dropPosition - Number(info.node.pos.split('-').pop());
    move.mutate({ id: Number(info.dragNode.key), ...dropPlacement(tree, Number(info.dragNode.key), target, info.dropToGap, side) });
  };

  // Only drops the server takes: no fourth level (antd itself keeps a node out of its own subtree).
  const allowDrop: TreeProps<TreeNode>['allowDrop'] = ({ dragNode, dropNode, dropPosition }) => {
    const dragged = findNode(tree, dragNode.key);
    const parent = dropPosition === 0 ? dropNode.node : dropNode.node.parent_id === null ? null : findNode(tree, dropNode.node.parent_id);
    return !dragged || parent === null || (parent !== undefined && canHold(parent, dragged.id, heightOf(dragged), tree));
  };

  const renderTitle = ({ node }: TreeNode) => (
    <Flex justify="space-between" align="center" gap={12} className={styles.row}>
      <Space size={8}>
        <Avatar shape="square" size={24} src={node.image || undefined} icon={<FolderOutlined />} />
        <span>{node.name}</span>
        <Tag bordered={false}>{t('pms.category_level', { level: node.level })}</Tag>
        {node.is_show === 1 ? null : <Tag color="default">{t('pms.category_hidden')}</Tag>}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('pms.sort')} {node.sort}
        </Typography.Text>
      </Space>
      <Space size={0} onClick={(e) => e.stopPropagation()}>
        {node.level < CATEGORY_MAX_LEVEL ? (
          <Permission rule="pms:category:create">
            <Button type="link" size="small" onClick={() => setEditing({ category: null, parentId: node.id })}>
              {t('pms.category_create_child')}
            </Button>
          </Permission>
        ) : null}
        <Permission rule="pms:category:update">
          <Button type="link" size="small" onClick={() => setEditing({ category: node, parentId: node.parent_id })}>
            {t('pms.edit')}
          </Button>
        </Permission>
        <Permission rule="pms:category:delete">
          <DeleteAction title={t('pms.category_delete_confirm', { name: node.name })} onDelete={() => remove.mutateAsync(node.id)} />
        </Permission>
      </Space>
    </Flex>
  );

  return (
    <Card size="small">
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }} gap={8}>
        <Space>
          <Button onClick={() => setCollapsed(new Set())}>{t('pms.expand_all')}</Button>
          <Button onClick={() => setCollapsed(new Set(expandable))}>{t('pms.collapse_all')}</Button>
          {canMove ? <Typography.Text type="secondary">{t('pms.category_drag_hint')}</Typography.Text> : null}
        </Space>
        <CreateButton permission="pms:category:create" label={t('pms.category_create')} onClick={() => setEditing({ category: null, parentId: null })} />
      </Flex>
      <Spin spinning={categories.isFetching || move.isPending}>
        {treeData.length === 0 && !categories.isPending ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pms.category_empty')} />
        ) : (
          <Tree<TreeNode>
            className={styles.tree}
            treeData={treeData}
            blockNode
            draggable={canMove ? { icon: false } : false}
            selectable={false}
            expandedKeys={expandedKeys}
            onExpand={(_keys, { expanded, node }) =>
              setCollapsed((prev) => {
                const next = new Set(prev);
                if (expanded) next.delete(Number(node.key));
                else next.add(Number(node.key));
                return next;
              })
            }
            allowDrop={allowDrop}
            onDrop={handleDrop}
            titleRender={renderTitle}
          />
        )}
      </Spin>
      {editing ? <CategoryFormModal tree={tree} category={editing.category} parentId={editing.parentId} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
