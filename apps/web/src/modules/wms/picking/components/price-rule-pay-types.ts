export const PAY_TYPES = [1, 2, 3, 4] as const;
