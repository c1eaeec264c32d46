import { useEffect, useRef } from 'react';
import { Divider, Spin } from 'antd';
import { useI18n } from '@/core/i18n/use-i18n';

type Props = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown; count: number };

/**
 * The foot of an infinite list: loads the next page when it scrolls into view, and at the end says
 * '没有更多数据了' (spec 001 §5).
 */
export function ListEnd({ hasNextPage, isFetchingNextPage, fetchNextPage, count }: Props) {
  const { t } = useI18n();
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '120px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, count]);

  if (count === 0) return null;
  return (
    <div ref={sentinel} style={{ textAlign: 'center', padding: '8px 0' }}>
      {hasNextPage || isFetchingNextPage ? (
        <Spin size="small" />
      ) : (
        <Divider plain style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, margin: '8px 0' }} data-testid="list-end">
          {t('crm.no_more')}
        </Divider>
      )}
    </div>
  );
}
