/** Texts of the screen dashboard (zh-CN, en-US). */
export const screenMessages = {} as const;
