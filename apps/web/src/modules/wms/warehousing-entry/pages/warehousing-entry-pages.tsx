import { ENTRY_KIND } from '../stock-doc-kind';
import { makeStockDocPages } from './stock-doc-pages';

/** /wms/warehousing_entry/list, add, edit?id=, detail?id=, print?id= */
const pages = makeStockDocPages(ENTRY_KIND);
export const WarehousingEntryListPage = pages.List;
export const WarehousingEntryFormPage = pages.Form;
export const WarehousingEntryDetailPage = pages.Detail;
export const WarehousingEntryPrintPage = pages.Print;
