import { Empty, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useStatementQuery } from '../api/statement.api';
import { StatementSheet } from '../components/statement-sheet';

/** /oms/statement/print?id= (print layout) */
export function StatementPrintPage() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const statement = useStatementQuery(id);
  if (id === null || statement.isError) return <Empty description={t('oms_statement.not_found')} />;
  if (!statement.data) return <Spin />;
  return <StatementSheet statement={statement.data} />;
}
