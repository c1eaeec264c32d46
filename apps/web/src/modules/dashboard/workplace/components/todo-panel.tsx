import { Card, Empty, List, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { workplaceTodos, type WorkplaceTodo } from '../workplace-todos';
import styles from '../pages/workplace-page.module.css';

function TodoGroup({ todo }: { todo: WorkplaceTodo }) {
  const { t } = useI18n();
  const { items, loading } = todo.useItems();
  if (loading) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (items.length === 0) return null;
  return (
    <List
      size="small"
      header={<strong>{t(todo.title)}</strong>}
      dataSource={items}
      renderItem={(item) => (
        <Link to={item.path} className={styles.todoRow}>
          <span>{item.label}</span>
          <Tag color={item.count > 0 ? 'orange' : 'default'}>{item.count}</Tag>
        </Link>
      )}
    />
  );
}

/** The to-do panel: each module's registered group, for users with its permission. */
export function TodoPanel() {
  const { t } = useI18n();
  const todos = workplaceTodos();
  return (
    <Card title={t('workplace.todos')} size="small" style={{ height: '100%' }}>
      {todos.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.todos_empty')} />
      ) : (
        todos.map((todo) => (
          <Permission key={todo.key} rule={todo.permission}>
            <TodoGroup todo={todo} />
          </Permission>
        ))
      )}
    </Card>
  );
}
