export { prepayAccounts, prepayHistories } from './prepay-account.table';
export { registerPrepayAccountRoutes } from './prepay-account.routes';
export { openPrepayAccount, postPrepayAccount, type PostPrepayAccountInput, type PostedPrepayChange, type PrepayAccountRow } from './prepay-posting';
