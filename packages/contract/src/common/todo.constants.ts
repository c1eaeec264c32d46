/** Where a to-do count stops (todo.schema.ts): counting further would cost more than it tells. Zod-free for the web. */
export const TODO_COUNT_CAP = 1000;
