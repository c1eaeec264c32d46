import { z } from 'zod';
import { defineStates } from '../common/document-states';
import { DocumentLogSchema } from '../common/document.schema';
import { PaginationQuerySchema } from '../common/pagination';
import { dateTimeText } from '../common/response.schema';
import { idSchema, intSchema, isCalendarDateTime, optionalText, requiredText, shopKeySchema, textSchema } from '../common/validation';

/**
 * Articles (文章, /cms/article/*): what the customers' ordering app shows under its news — a category, a
 * title, a cover, a summary, the body written in the rich-text editor (cleaned by the server) and the goods it
 * talks about. Draft → scheduled (a publish time in the future, the scheduled job publishes it) → published;
 * unpublishing takes it back to a draft. cms/README.md "Articles".
 */

/** The fixed categories (labels `cms.article_category_{n}`): the ordering app's tabs. */
export const ARTICLE_CATEGORIES = [1, 2, 3, 4, 5] as const;
export type ArticleCategory = (typeof ARTICLE_CATEGORIES)[number];

export const ARTICLE_STATUS = { draft: 0, scheduled: 1, published: 2 } as const;
export const ARTICLE_STATUSES = [0, 1, 2] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** An article's states and actions (the server's transitions and the list's buttons read this). */
export const ARTICLE_STATES = defineStates({
  states: ARTICLE_STATUSES,
  actions: {
    update: { from: [0, 1, 2], to: [0, 1, 2], permission: 'cms:article:update' },
    publish: { from: [0, 1], to: 2, permission: 'cms:article:publish' },
    schedule: { from: [0, 1], to: 1, permission: 'cms:article:publish' },
    unpublish: { from: [1, 2], to: 0, permission: 'cms:article:unpublish' },
    preview: { from: [0, 1, 2], to: [0, 1, 2], permission: 'cms:article:preview' },
    delete: { from: [0, 1], to: null, permission: 'cms:article:delete' },
  },
});

/** At most this many goods linked to one article. */
export const ARTICLE_MAX_GOODS = 20;
/** The body's limit as sent (characters of HTML, before cleaning). */
export const ARTICLE_BODY_MAX = 100_000;
/** How long a preview link lives: the default and the longest (hours). */
export const PREVIEW_HOURS_DEFAULT = 24;
export const PREVIEW_HOURS_MAX = 168;
/** The page a preview link opens: `${origin}${ARTICLE_PREVIEW_PATH}?token=…`. */
export const ARTICLE_PREVIEW_PATH = '/cms/article/preview';

/** A linked SKU as the article shows it (the goods' current name, spec, price and picture). */
export const ArticleGoodsSchema = z.object({
  sku_id: z.number().int(),
  name: z.string(),
  spec_text: z.string(),
  image: z.string().nullable(),
  unit_name: z.string(),
  sale_price: z.string(),
  /** 1 on sale (SKU and product), 0 not: the ordering app greys it out */
  on_sale: z.literal([0, 1]),
});
export type ArticleGoods = z.infer<typeof ArticleGoodsSchema>;

export const ArticleSchema = z.object({
  id: z.number().int(),
  category: z.number().int(),
  category_text: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  summary: z.string().nullable(),
  /** cleaned HTML (cms/README.md "Rich text": the tags and attributes kept) */
  body: z.string(),
  sku_ids: z.array(z.number().int()),
  goods: z.array(ArticleGoodsSchema),
  sort: z.number().int(),
  status: z.literal(ARTICLE_STATUSES).describe('0 draft, 1 scheduled, 2 published'),
  status_text: z.string(),
  publish_at: dateTimeText.nullable(),
  published_at: dateTimeText.nullable(),
  created_by_name: z.string(),
  updated_by_name: z.string(),
  created_at: dateTimeText,
  updated_at: dateTimeText,
});
export type Article = z.infer<typeof ArticleSchema>;

/** GET /cms/article/:id/logs: what happened to it, oldest first (the scheduled job's publish names no staff). */
export const ArticleLogsSchema = z.array(DocumentLogSchema);
export type ArticleLog = z.infer<typeof DocumentLogSchema>;

/** A row of the staff list (no body). */
export const ArticleRowSchema = ArticleSchema.omit({ body: true, goods: true });
export type ArticleRow = z.infer<typeof ArticleRowSchema>;

const skuIds = z
  .array(idSchema, { error: 'cms.article_goods_invalid' })
  .max(ARTICLE_MAX_GOODS, 'cms.article_goods_too_many')
  .default([])
  .transform((ids) => [...new Set(ids)]);

const articleFields = {
  category: intSchema(1, ARTICLE_CATEGORIES.length, 'cms.article_category_invalid'),
  title: requiredText(100, 'cms.article_title_required'),
  cover: optionalText(500),
  summary: optionalText(300),
  body: textSchema('cms.article_body_required').max(ARTICLE_BODY_MAX, 'cms.article_body_too_long'),
  sku_ids: skuIds,
  sort: intSchema(0, 9999).default(0),
};

/** POST /cms/article: a new draft. */
export const CreateArticleSchema = z.object(articleFields);
export type CreateArticleInput = z.infer<typeof CreateArticleSchema>;
/** PUT /cms/article: the form again, in any state (a published article changes at once). */
export const UpdateArticleSchema = z.object({ ...articleFields, id: idSchema });
export type UpdateArticleInput = z.infer<typeof UpdateArticleSchema>;

/** `YYYY-MM-DD HH:mm[:ss]` in the tenant's time zone, answered as `YYYY-MM-DD HH:mm:ss`. */
const wallClock = (key: string) =>
  textSchema(key)
    .trim()
    .refine(isCalendarDateTime, key)
    .transform((v) => {
      const [day, time = '00:00:00'] = v.replace('T', ' ').split(' ');
      return `${day} ${time.length === 5 ? `${time}:00` : time}`;
    });

/** PUT /cms/article/:id/schedule: published by the scheduled job at that time (which must be ahead). */
export const ScheduleArticleSchema = z.object({ publish_at: wallClock('cms.article_publish_at_invalid') });
export type ScheduleArticleInput = z.infer<typeof ScheduleArticleSchema>;

/** POST /cms/article/:id/preview_link: a signed link that expires after `hours`. */
export const PreviewLinkRequestSchema = z.object({ hours: intSchema(1, PREVIEW_HOURS_MAX, 'cms.preview_hours_invalid').default(PREVIEW_HOURS_DEFAULT) });
export const PreviewLinkSchema = z.object({
  token: z.string(),
  /** the preview page's path and query, to put after the site's origin */
  url: z.string(),
  expires_at: dateTimeText,
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

export const ArticleListQuerySchema = PaginationQuerySchema.extend({
  keyword: textSchema().trim().max(50).optional(),
  category: intSchema(1, ARTICLE_CATEGORIES.length).optional(),
  status: intSchema(0, 2).optional(),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

/** GET /cms/article/public_link: the key the ordering app names its company by, and the public list's path. */
export const ArticlePublicLinkSchema = z.object({ shop: z.string(), list_url: z.string() });
export type ArticlePublicLink = z.infer<typeof ArticlePublicLinkSchema>;

// ---------- what customers read (no login) ----------

/** An article as the ordering app shows it: what customers may read of it, and the company's name. */
export const PublicArticleSchema = ArticleSchema.pick({
  id: true,
  category: true,
  category_text: true,
  title: true,
  cover: true,
  summary: true,
  body: true,
  goods: true,
  published_at: true,
}).extend({ company_name: z.string() });
export type PublicArticle = z.infer<typeof PublicArticleSchema>;
export const PublicArticleRowSchema = PublicArticleSchema.omit({ body: true, goods: true, company_name: true });
export type PublicArticleRow = z.infer<typeof PublicArticleRowSchema>;

/** GET /share/cms/article_preview?token=: the draft as a customer will see it, and until when the link works. */
export const ArticlePreviewSchema = PublicArticleSchema.extend({ status: z.number().int(), status_text: z.string(), expires_at: dateTimeText });
export type ArticlePreview = z.infer<typeof ArticlePreviewSchema>;

export const PreviewTokenQuerySchema = z.object({ token: textSchema('cms.preview_invalid').trim().min(1, 'cms.preview_invalid').max(200, 'cms.preview_invalid') });

export const PublicArticleListQuerySchema = PaginationQuerySchema.extend({ shop: shopKeySchema, category: intSchema(1, ARTICLE_CATEGORIES.length).optional() });
export type PublicArticleListQuery = z.infer<typeof PublicArticleListQuerySchema>;
export const PublicArticleQuerySchema = z.object({ shop: shopKeySchema, id: idSchema });
