/** Texts of the customer dashboard (zh-CN, en-US). */
export const customerMessages = {} as const;
