/** Texts of the operation dashboard (zh-CN, en-US). */
export const operationMessages = {} as const;
