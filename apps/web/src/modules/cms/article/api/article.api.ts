import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Article, ArticleLog, ArticlePreview, ArticlePublicLink, CreateArticleSchema, PreviewLink, UpdateArticleSchema } from '@tradewind/contract/cms/article.schema';
import { createQueryKeys } from '@/core/api/query-keys';
import { useDeleteMutation, useInvalidateEntity, useSaveMutation } from '@/core/api/crud-mutations';
import { http } from '@/core/http/http-client';

export const articleKeys = createQueryKeys('cms', 'article');

export function useArticleQuery(id: number | null) {
  return useQuery({
    queryKey: articleKeys.detail(id ?? 0),
    queryFn: async ({ signal }) => (await http.get<Article>(`/cms/article/${id}`, { signal })).data,
    enabled: id !== null,
  });
}

/** GET /cms/article/{id}/logs, under the article's detail key (saving and the state actions reload it). */
export function useArticleLogsQuery(id: number) {
  return useQuery({
    queryKey: [...articleKeys.detail(id), 'logs'],
    queryFn: async ({ signal }) => (await http.get<ArticleLog[]>(`/cms/article/${id}/logs`, { signal })).data,
  });
}

/** GET /cms/article/public_link: the company's key for the ordering app and the public list's address. */
export function useArticlePublicLinkQuery() {
  return useQuery({
    queryKey: ['cms', 'article', 'public_link'],
    queryFn: async ({ signal }) => (await http.get<ArticlePublicLink>('/cms/article/public_link', { signal })).data,
    staleTime: Infinity,
  });
}

export type ArticleBody = Omit<z.input<typeof UpdateArticleSchema>, 'id'> | z.input<typeof CreateArticleSchema>;
export const useSaveArticleMutation = () => useSaveMutation<ArticleBody, Article>({ path: '/cms/article', keys: articleKeys, quiet: true });
export const useDeleteArticleMutation = () => useDeleteMutation({ path: '/cms/article', keys: articleKeys });

type ArticleAction = { id: number; action: 'publish' | 'unpublish' | 'schedule'; publish_at?: string };

/** PUT /cms/article/{id}/{publish|unpublish|schedule}: the answer's message is the toast. */
export function useArticleActionMutation() {
  const invalidate = useInvalidateEntity({ keys: articleKeys });
  return useMutation({
    mutationFn: async ({ id, action, publish_at }: ArticleAction) => {
      const reply = await http.put<Article>(`/cms/article/${id}/${action}`, publish_at ? { publish_at } : {}, { quiet: action === 'schedule' });
      return { article: reply.data, message: reply.message };
    },
    onSuccess: (_d, { id }) => invalidate(id),
  });
}

/** POST /cms/article/{id}/preview_link: a signed link that expires. */
export function usePreviewLinkMutation() {
  return useMutation({
    mutationFn: async ({ id, hours }: { id: number; hours: number }) => (await http.post<PreviewLink>(`/cms/article/${id}/preview_link`, { hours })).data,
  });
}

/** GET /share/cms/article_preview?token= (no login): a dead link's 404 is shown on the page. */
export function useArticlePreviewQuery(token: string) {
  return useQuery({
    queryKey: ['share', 'cms_article_preview', token],
    queryFn: async ({ signal }) => (await http.get<ArticlePreview>('/share/cms/article_preview', { query: { token }, signal, quiet: true })).data,
    enabled: token !== '',
    retry: false,
  });
}
