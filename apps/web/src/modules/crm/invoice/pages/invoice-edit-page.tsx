import { Button, Flex, Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { INVOICE_STATES } from '@tradewind/contract/crm/invoice.schema';
import { DocumentHeader } from '@/core/documents/document-header';
import { DocumentLogCard } from '@/core/documents/document-log-card';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { INVOICE_LIST_PATH } from '../../crm.routes';
import { useInvoiceQuery } from '../api/invoice.api';
import { InvoiceFields, InvoiceLines } from '../components/invoice-detail';
import { InvoiceForm } from '../components/invoice-form';
import { InvoiceActions, InvoiceKindTag, InvoiceStatusTag } from '../components/invoice-parts';

/** /crm/invoice/edit?id=: the head with the actions its state allows, the form while a draft or rejected (for who may edit), else the orders; the log. */
export function InvoiceEditPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const query = useInvoiceQuery(id);
  const can = useDocumentActions(INVOICE_STATES, query.data?.status ?? -1);
  if (id !== null && query.isPending) return <Skeleton active />;
  const d = query.data;
  if (!d) return <Result status="404" title={t('crm_invoice.not_found')} />;
  return (
    <Flex vertical gap={12} key={d.id}>
      <DocumentHeader
        number={d.number}
        numberTestId="invoice-number"
        tag={<><InvoiceStatusTag status={d.status} /><InvoiceKindTag kind={d.kind} /></>}
        actions={
          <>
            <InvoiceActions invoice={d} onDeleted={() => void navigate(INVOICE_LIST_PATH)} />
            <Button onClick={() => void navigate(INVOICE_LIST_PATH)}>{t('form.back')}</Button>
          </>
        }
      >
        <InvoiceFields doc={d} />
      </DocumentHeader>
      {can.update ? <InvoiceForm doc={d} key={d.updated_at} /> : <InvoiceLines lines={d.lines} />}
      <DocumentLogCard logs={d.logs} action={(l) => t(`crm_invoice.log_${l.action}`)} />
    </Flex>
  );
}

