export { registerMoneyHistoryRoutes } from './money-history.routes';
export { targetConditions, targetNameSql } from './target-name';
