/** The response envelope of every API call (docs/architecture.md §3). */
export type Envelope<T> = { code: number; message: string; data: T };

export type Pagination = { total: number; page: number; size: number };

export type ListData<T> = { list: T[]; pagination: Pagination };

/** One invalid field of a 422 answer. */
export type FieldError = { field: string; message: string };
