/** Texts of the profit dashboard (zh-CN, en-US). */
export const profitMessages = {} as const;
