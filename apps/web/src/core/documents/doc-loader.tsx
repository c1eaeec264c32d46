import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';

type Props<T> = {
  /** the document's detail query; asks nothing for null */
  useDoc: (id: number | null) => { isPending: boolean; data: T | undefined };
  /** shown when `?id=` names no document the user may see */
  notFound: ReactNode;
  children: (doc: T) => ReactNode;
};

/**
 * The document `?id=` names, for its detail and print pages (settlements, receipt and payment notes,
 * invoices, outbounds, picking tasks, stock documents): a skeleton while it loads, `notFound` for no id
 * or one the server does not answer.
 */
export function DocLoader<T>({ useDoc, notFound, children }: Props<T>) {
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useDoc(id);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return notFound;
  return children(doc.data);
}
