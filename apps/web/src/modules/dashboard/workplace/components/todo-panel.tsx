import { Card, Empty, Skeleton, Tag } from 'antd';
import { Link } from 'react-router';
import { useI18n } from '@/core/i18n/use-i18n';
import { useTodosQuery } from '../api/todo.api';
import { todoView } from '../workplace-todos';
import styles from '../pages/workplace-page.module.css';

/** 待办事项: what waits for this person in their lists (server `GET /common/todos`), each a link to its list, filtered. */
export function TodoPanel() {
  const { t } = useI18n();
  const todos = useTodosQuery();
  const list = todos.data?.list;
  return (
    <Card title={t('workplace.todos')} size="small" style={{ height: '100%' }} data-testid="workplace-todos">
      {!list ? (
        todos.isError ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.todos_failed')} /> : <Skeleton active paragraph={{ rows: 3 }} title={false} />
      ) : list.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workplace.todos_empty')} />
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
