import { Fragment, type ReactNode } from 'react';
import { Alert, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';

/** `?id=` as a positive id, or null (a new record, or no record): digits only, so `1e3`, `+5` or ` 5` name none. */
export function idParamOf(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type Props<T> = {
  /** the entity's detail query; asks nothing for null */
  useRecord: (id: number | null) => { isPending: boolean; data: T | undefined };
  /** shown when `?id=` names no record */
  notFound: string;
  /** the editor; undefined: a new record */
  children: (record: T | undefined) => ReactNode;
};

/**
 * The add and edit pages of an entity, one page and one form (`/x/add`, `/x/edit?id=`): loads the record
 * named by `?id=`, then the editor, keyed by the id so another record starts a fresh form.
 */
export function RecordFormPage<T>({ useRecord, notFound, children }: Props<T>) {
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const record = useRecord(id);
  if (id !== null && record.isPending) return <Skeleton active />;
  if (id !== null && !record.data) return <Result status="404" title={notFound} />;
  return <Fragment key={id ?? 'new'}>{children(record.data)}</Fragment>;
}

/**
 * The add and edit pages of a document editable only while new (a draft, a pending note): one past that
 * state shows `notEditable` instead of its editor.
 */
export function DraftFormPage<T extends { status: number }>({ notEditable, children, ...page }: Props<T> & { notEditable: string }) {
  return <RecordFormPage {...page}>{(record) => (record && record.status !== 0 ? <Alert type="warning" showIcon title={notEditable} /> : children(record))}</RecordFormPage>;
}
