/** Texts of the goods-sales dashboard (zh-CN, en-US). */
export const goodsSalesMessages = {} as const;
