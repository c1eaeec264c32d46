import { modulePages } from '../common/pages';

/** The content pages (spec 001 §2 /cms): articles, with a signed preview of a draft. */
export const cmsPages = modulePages({ key: 'cms', title: { zh: '内容管理', en: 'Content' }, icon: 'ReadOutlined', sort: 75 }, [
  { key: 'cms.article', path: '/cms/article/list', title: { zh: '文章管理', en: 'Articles' }, permission: 'cms:article:list', sort: 1, icon: 'FileTextOutlined',
    buttons: [
      ['cms:article:create', '新增文章'], ['cms:article:update', '编辑文章'], ['cms:article:publish', '发布文章'],
      ['cms:article:unpublish', '撤回文章'], ['cms:article:preview', '预览链接'], ['cms:article:delete', '删除文章'],
    ] },
  { key: 'cms.article_add', path: '/cms/article/add', title: { zh: '新增文章', en: 'New article' }, permission: 'cms:article:create', sort: 2, hidden: true },
  { key: 'cms.article_edit', path: '/cms/article/edit', title: { zh: '编辑文章', en: 'Edit article' }, permission: 'cms:article:update', sort: 3, hidden: true },
  // opened by a signed link without a login: the draft as a customer will see it
  { key: 'cms.article_preview', path: '/cms/article/preview', title: { zh: '文章预览', en: 'Article preview' }, menu: false, layout: 'share' },
]);
