/** The SPU pages (spec 001 §2). */
export const SPU_LIST_PATH = '/pms/spu/list';
export const SPU_ADD_PATH = '/pms/spu/add';
export const SPU_CHECK_PATH = '/pms/spu/check';
export const spuEditPath = (id: number) => `/pms/spu/edit?id=${id}`;
