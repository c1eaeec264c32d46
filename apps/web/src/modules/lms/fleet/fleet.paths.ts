export const WORKER_LIST_PATH = '/lms/worker/list';
export const WORKER_ADD_PATH = '/lms/worker/add';
export const workerEditPath = (id: number) => `/lms/worker/edit?id=${id}`;
export const workerDetailPath = (id: number) => `/lms/worker/detail?id=${id}`;
export const CARRY_FEE_LIST_PATH = '/lms/logistics_carry_fee/list';
export const CARRY_FEE_ADD_PATH = '/lms/logistics_carry_fee/add';
export const carryFeeEditPath = (id: number) => `/lms/logistics_carry_fee/edit?id=${id}`;
