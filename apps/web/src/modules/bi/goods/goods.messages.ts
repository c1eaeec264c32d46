/** Texts of the goods dashboard (zh-CN, en-US). */
export const goodsMessages = {} as const;
