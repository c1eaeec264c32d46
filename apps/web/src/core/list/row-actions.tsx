import { Fragment, isValidElement, type ReactNode } from 'react';
import { Button, Space, Tooltip, type TableColumnType } from 'antd';
import type { PermissionRule } from '@tradewind/contract/common/permission';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { useI18n } from '@/core/i18n/use-i18n';
import { Permission } from '@/core/permission/permission';
import { DeleteAction } from './delete-action';

/**
 * One of a row's actions, offered only to who holds its `permission`: a link that does `onClick`, first
 * asking `confirm` when it has one; or, with `onDelete`, the row's delete (DeleteAction: asks `confirm`,
 * then says 'Deleted'), shown disabled with the reason as its tooltip while something `blocked` it.
 */
export type RowAction = { permission?: PermissionRule } & (
  | { label: string; onClick: () => unknown; confirm?: string; danger?: boolean; disabled?: boolean }
  | { confirm: string; onDelete: () => Promise<unknown>; blocked?: string }
);

/** A row's actions: declared ones, a page's own element (a document's action buttons), or one left out (`false`). */
export type RowActions = ReadonlyArray<RowAction | ReactNode>;

function ActionButton({ action }: { action: RowAction }) {
  const { t } = useI18n();
  if ('onDelete' in action && action.blocked)
    return (
      <Tooltip title={action.blocked}>
        <Button type="link" danger disabled>
          {t('list.delete')}
        </Button>
      </Tooltip>
    );
  if ('onDelete' in action) return <DeleteAction size="middle" title={action.confirm} onDelete={action.onDelete} />;
  const button = (
    <Button type="link" danger={action.danger} disabled={action.disabled} onClick={action.confirm ? undefined : () => void action.onClick()}>
      {action.label}
    </Button>
  );
  return action.confirm ? (
    <ConfirmAction title={action.confirm} onConfirm={action.onClick}>
      {button}
    </ConfirmAction>
  ) : (
    button
  );
}

const isDeclared = (action: RowAction | ReactNode): action is RowAction => typeof action === 'object' && action !== null && !isValidElement(action) && !Array.isArray(action);

/** The links of one row, side by side, each behind its permission. */
export function RowActionLinks({ actions, wrap }: { actions: RowActions; wrap?: boolean }) {
  return (
    <Space size={0} wrap={wrap}>
      {actions.map((action, index) =>
        isDeclared(action) ? (
          <Fragment key={index}>{action.permission === undefined ? <ActionButton action={action} /> : <Permission rule={action.permission}><ActionButton action={action} /></Permission>}</Fragment>
        ) : (
          <Fragment key={index}>{action}</Fragment>
        ),
      )}
    </Space>
  );
}

/** A list's 操作 column: each row's actions (RowActionLinks), under the page's title and width. */
export function rowActionsColumn<Row>({ title, width, fixed, wrap, actions }: { title: string; width: number; fixed?: 'right'; wrap?: boolean; actions: (row: Row) => RowActions }): TableColumnType<Row> {
  return { title, key: 'actions', width, fixed, render: (_v, row) => <RowActionLinks actions={actions(row)} wrap={wrap} /> };
}
