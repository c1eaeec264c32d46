import { useState } from 'react';
import { Card, Empty, List, Skeleton, Space, Typography } from 'antd';
import { useSearchParams } from 'react-router';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { thumbnailUrl } from '@/modules/common';
import { useSpuChecksQuery, useSpuQuery } from '../api/spu.api';
import { NoSpuChosen, SpuCheckDetail } from '../components/spu-check-detail';
import styles from '../components/spu.module.css';

const PAGE_SIZE = 20;

/** /pms/spu/check: the SPUs waiting for a check beside the one chosen (?id=), approved or rejected with a reason. */
export function SpuCheckPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const queue = useSpuChecksQuery({ page, page_size: PAGE_SIZE });
  const rows = queue.data?.list ?? [];
  const chosenId = idParamOf(params.get('id')) ?? rows[0]?.id ?? null;
  const detail = useSpuQuery(chosenId);
  const choose = (id: number | null) => setParams(id === null ? {} : { id: String(id) }, { replace: true });

  return (
    <div className={styles.checkLayout}>
      <Card size="small" title={t('pms_spu.check_queue', { count: queue.data?.pagination.total ?? 0 })}>
        <List
          loading={queue.isFetching}
          dataSource={rows}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('pms_spu.check_empty')} /> }}
          pagination={(queue.data?.pagination.total ?? 0) > PAGE_SIZE ? { current: page, pageSize: PAGE_SIZE, total: queue.data?.pagination.total, onChange: setPage, size: 'small' } : false}
          renderItem={(row) => (
            <List.Item
              onClick={() => choose(row.id)}
              style={{ cursor: 'pointer', background: row.id === chosenId ? 'rgba(22,119,255,0.08)' : undefined, paddingInline: 8 }}
              aria-current={row.id === chosenId ? 'true' : undefined}
            >
              <List.Item.Meta
                avatar={row.cover ? <img src={thumbnailUrl(row.cover)} alt="" className={styles.cover} /> : <span className={styles.cover} />}
                title={
                  <a
                    href={`?id=${row.id}`}
                    onClick={(e) => {
                      e.preventDefault();
                      choose(row.id);
                    }}
                  >
                    {row.name}
                  </a>
                }
                description={
                  <Space orientation="vertical" size={0}>
                    <Typography.Text type="secondary">
                      {row.category_name} · {row.creator_name ?? '-'}
                    </Typography.Text>
                    <Typography.Text type="secondary">{row.submitted_at ?? row.updated_at}</Typography.Text>
                  </Space>
                }
              />
            </List.Item>
          )}
        />
      </Card>
      {chosenId === null ? (
        <NoSpuChosen />
      ) : detail.isPending ? (
        <Card size="small">
          <Skeleton active />
        </Card>
      ) : detail.data ? (
        <SpuCheckDetail spu={detail.data} onChecked={() => choose(rows.find((r) => r.id !== chosenId)?.id ?? null)} />
      ) : (
        <NoSpuChosen />
      )}
    </div>
  );
}
