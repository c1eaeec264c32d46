import { ENTRY_KIND } from '../stock-doc-kind';
import { makeStockDocPages } from '../components/stock-doc-pages';

/** /wms/warehousing_entry/add, /wms/warehousing_entry/edit?id= */
export const WarehousingEntryFormPage = makeStockDocPages(ENTRY_KIND).Form;
