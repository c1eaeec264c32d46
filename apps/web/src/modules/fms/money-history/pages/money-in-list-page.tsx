import { MoneyHistoryList } from '../components/money-history-list';

/** /fms/money_in/list: the money-in journal. */
export const MoneyInListPage = () => <MoneyHistoryList direction="in" />;
