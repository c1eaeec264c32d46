// The departments table, for the modules above that read the tree (docs/architecture.md §16).
export { departments } from './dept.table';
