import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';

type Props<T> = {
  /** the kind's detail query; asks nothing for null */
  useDoc: (id: number | null) => { isPending: boolean; data: T | undefined };
  /** shown when `?id=` names no settlement the user may see */
  notFound: ReactNode;
  children: (doc: T) => ReactNode;
};

/** The settlement `?id=` names (detail and print pages): a skeleton while it loads, `notFound` without one. */
export function SettlementLoader<T>({ useDoc, notFound, children }: Props<T>) {
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const doc = useDoc(id);
  if (id !== null && doc.isPending) return <Skeleton active />;
  if (!doc.data) return notFound;
  return children(doc.data);
}
