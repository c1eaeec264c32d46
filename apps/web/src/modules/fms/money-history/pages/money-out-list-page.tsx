import { MoneyHistoryList } from '../components/money-history-list';

/** /fms/money_out/list: the money-out journal. */
export const MoneyOutListPage = () => <MoneyHistoryList direction="out" />;
