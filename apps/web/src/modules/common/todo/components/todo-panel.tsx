import { Card, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { useTodosQuery } from '../api/todo.api';
import { todoView } from '../todo-view';
import styles from './todo-panel.module.css';

/** 待办事项: what waits for this person in their lists (server `GET /common/todos`), each a link to its list, filtered; on the workplace and the crm workbench. */
export function TodoPanel({ testId = 'workplace-todos' }: { testId?: string }) {
  const { t } = useI18n();
  const todos = useTodosQuery();
  const list = todos.data?.list;
  return (
    <Card title={t('common.todo.title')} size="small" style={{ height: '100%' }} data-testid={testId}>
      {!list ? (
        todos.isError ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.todo.failed')} /> : <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.todo.empty')} />
      ) : (
        <ul className={styles.todos}>
          {list.map((todo) => {
            const { waiting, countText } = todoView(todo);
            return (
              <li key={todo.key}>
                <Link to={todo.path} className={waiting ? styles.todoRow : `${styles.todoRow} ${styles.todoIdle}`} data-testid={`todo-${todo.key}`}>
                  <span>{todo.title}</span>
                  <Tag color={waiting ? 'orange' : 'default'}>
                    {countText}
                  </Tag>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
