export { balanceHistories, workerEarnings } from './ledger.table';
export { postCustomerAccount, type PostCustomerAccountInput, type PostedAccountChange } from './posting';
export { recordEarning, type RecordEarningInput, type RecordedEarning } from './earning';
export { checkMoneyLedger } from './money-check';
