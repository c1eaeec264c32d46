import { Card } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';
import { RecordFormPage } from '@/core/form/record-form-page';
import { useStockDocQuery } from '../api/stock-doc.api';
import { StockDocDetailView } from './stock-doc-detail';
import { StockDocForm } from './stock-doc-form';
import { StockDocList } from './stock-doc-list';
import { StockDocPrint } from './stock-doc-print';
import type { StockDocKind } from '../stock-doc-kind';

/** The list, add/edit, detail and print pages of one receiving document. */
export function makeStockDocPages(kind: StockDocKind) {
  const useRecord = (id: number | null) => useStockDocQuery(kind, id);
  function FormPage() {
    const { t } = useI18n();
    return (
      <RecordFormPage useRecord={useRecord} notFound={t(`${kind.text}.not_found`)}>
        {/* drafts only: an audited or cancelled document is not edited */}
        {(doc) => (doc && doc.status !== 0 ? <Card>{t('wms.doc_not_draft')}</Card> : <StockDocForm kind={kind} doc={doc} />)}
      </RecordFormPage>
    );
  }
  return {
    List: () => <StockDocList kind={kind} />,
    Form: FormPage,
    Detail: () => <StockDocDetailView kind={kind} />,
    Print: () => <StockDocPrint kind={kind} />,
  };
}
