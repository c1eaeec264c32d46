import { modulePages } from '../common/pages';

/** The content pages (spec 001 §2 /cms): articles, with a signed preview of a draft. */
export const cmsPages = modulePages({ key: 'cms', title: { zh: '内容管理', en: 'Content' }, icon: 'ReadOutlined', sort: 75 }, [
]);
