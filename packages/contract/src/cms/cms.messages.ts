import type { MessageEntry } from '../common/core-messages';

/** Every text of the content module's contract, zh-CN and en-US; each part's own in its file. */
export const cmsMessages = {
  // articles: categories and states
  'cms.article_category_1': { zh: '公告通知', en: 'Notices' },
  'cms.article_category_2': { zh: '行业资讯', en: 'Industry news' },
  'cms.article_category_3': { zh: '新品推荐', en: 'New goods' },
  'cms.article_category_4': { zh: '促销活动', en: 'Promotions' },
  'cms.article_category_5': { zh: '经营指南', en: 'Shop guides' },
  'cms.article_status_0': { zh: '草稿', en: 'Draft' },
  'cms.article_status_1': { zh: '定时发布', en: 'Scheduled' },
  'cms.article_status_2': { zh: '已发布', en: 'Published' },
  // validation and refusals
  'cms.article_title_required': { zh: '请输入文章标题', en: 'Please enter the title' },
  'cms.article_category_invalid': { zh: '请选择文章分类', en: 'Please choose a category' },
  'cms.article_body_required': { zh: '请输入正文', en: 'Please write the body' },
  'cms.article_body_too_long': { zh: '正文过长，请精简后再保存', en: 'The body is too long; shorten it and save again' },
  'cms.article_body_empty': { zh: '正文清理后没有可显示的内容', en: 'Nothing of the body is left to show once cleaned' },
  'cms.article_goods_invalid': { zh: '关联商品不正确', en: 'The linked goods are not valid' },
  'cms.article_goods_too_many': { zh: '最多关联 20 个商品', en: 'Link at most 20 goods' },
  'cms.article_goods_unknown': { zh: '关联商品不存在', en: 'A linked product does not exist' },
  'cms.article_cover_unknown': { zh: '封面图片不存在，请重新上传', en: 'The cover image was not found; upload it again' },
  'cms.article_publish_at_invalid': { zh: '请选择正确的发布时间', en: 'Please choose a valid publish time' },
  'cms.article_publish_at_past': { zh: '定时发布的时间须晚于现在', en: 'A scheduled time must be in the future' },
  'cms.article_not_found': { zh: '文章不存在或已删除', en: 'No such article, or it was deleted' },
  'cms.article_state_conflict': { zh: '文章当前为「{status}」，不能{action}', en: 'The article is {status}: it cannot be {action}' },
  'cms.article_action_publish': { zh: '发布', en: 'published' },
  'cms.article_action_schedule': { zh: '定时发布', en: 'scheduled' },
  'cms.article_action_unpublish': { zh: '撤回', en: 'taken back' },
  'cms.article_action_delete': { zh: '删除', en: 'deleted' },
  'cms.article_action_update': { zh: '修改', en: 'changed' },
  'cms.article_action_preview': { zh: '预览', en: 'previewed' },
  'cms.preview_hours_invalid': { zh: '预览链接有效期为 1 到 168 小时', en: 'A preview link lasts 1 to 168 hours' },
  'cms.preview_invalid': { zh: '预览链接无效', en: 'This preview link is not valid' },
  'cms.preview_expired': { zh: '预览链接已过期，请重新生成', en: 'This preview link has expired; make a new one' },
  // messages of the actions
  'cms.article_published': { zh: '文章已发布', en: 'Article published' },
  'cms.article_scheduled': { zh: '已设置定时发布', en: 'Publishing scheduled' },
  'cms.article_unpublished': { zh: '文章已撤回为草稿', en: 'Article taken back to a draft' },
} as const satisfies Record<string, MessageEntry>;
