import type { ReactNode } from 'react';
import { Button, Card, Col, Empty, Progress, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import type { Workbench, WorkbenchGoalFigure } from '@tradewind/contract/crm/workbench.schema';
import { useI18n } from '@/core/i18n/use-i18n';
import { useSession } from '@/core/session/session-context';
import { TodoPanel } from '@/modules/common';
import { useWorkbenchQuery } from '../api/workbench.api';
import { BIZ_GOAL_PATH } from '../../biz-goal/goal-links';
import { CUSTOMER_LIST_PATH, LEAD_LIST_PATH, VISIT_LIST_PATH } from '../../crm.routes';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';
import styles from './workbench-page.module.css';

/** A figure of the day, a link to the list that shows what it counts. */
function Figure({ title, value, to, testId }: { title: string; value: number; to: string; testId: string }) {
  return (
    <Link to={to} className={styles.figure} data-testid={testId}>
      <Statistic title={title} value={value} />
    </Link>
  );
}

/** A card of rows, its empty text when there are none and "n more" past the rows shown. */
function RowsCard({ title, total, shown, empty, testId, children }: { title: ReactNode; total: number; shown: number; empty: string; testId: string; children: ReactNode }) {
  const { t } = useI18n();
  return (
    <Card title={title} size="small" data-testid={testId} extra={total > shown ? <Typography.Text type="secondary">{t('crm_workbench.more', { n: total - shown })}</Typography.Text> : null}>
      {total === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> : <ul className={styles.rows}>{children}</ul>}
    </Card>
  );
}

/** A kind of the month's goal: its attainment, the figures as links to the goal page (where each actual opens its documents). */
function GoalLine({ label, figure, testId }: { label: string; figure: WorkbenchGoalFigure; testId: string }) {
  const { t } = useI18n();
  const rate = figure.rate === null ? 0 : Number(figure.rate);
  return (
    <Link to={BIZ_GOAL_PATH} className={styles.goal} data-testid={testId}>
      <Typography.Text strong>{label}</Typography.Text>
      <Progress percent={Math.min(100, rate)} format={() => (figure.rate === null ? '-' : `${figure.rate}%`)} aria-label={label} />
      <Typography.Text type="secondary">
        {t('crm_workbench.goal_line', { actual: groupDigits(figure.actual), target: groupDigits(figure.target) })} · {t('crm_workbench.goal_forecast', { forecast: groupDigits(figure.forecast) })}
      </Typography.Text>
    </Link>
  );
}

function Figures({ data }: { data: Workbench }) {
  const { t } = useI18n();
  const meId = useSession().me.id;
  const { figures } = data;
  return (
    <div className={styles.figures}>
      <Figure title={t('crm_workbench.my_customers')} value={figures.my_customers} to={`${CUSTOMER_LIST_PATH}?ownership=mine`} testId="workbench-my-customers" />
      <Figure
        title={t('crm_workbench.new_customers_month')}
        value={figures.new_customers_month}
        to={`${CUSTOMER_LIST_PATH}?ownership=mine&created_from=${data.date.slice(0, 8)}01`}
        testId="workbench-new-customers"
      />
      {figures.open_leads !== null && <Figure title={t('crm_workbench.open_leads')} value={figures.open_leads} to={`${LEAD_LIST_PATH}?ownership=mine`} testId="workbench-open-leads" />}
      {figures.follow_ups_month !== null && (
        <Figure
          title={t('crm_workbench.follow_ups_month')}
          value={figures.follow_ups_month}
          to={`${VISIT_LIST_PATH}?created_by=${meId}&start_date=${data.date.slice(0, 8)}01&end_date=${data.date}`}
          testId="workbench-follow-ups-month"
        />
      )}
    </div>
  );
}

/** /crm/workbench/index: the rep's day — figures, follow-ups due, today's schedule, customers about to drop, the month's target, the to-dos. */
export function WorkbenchPage() {
  const { t } = useI18n();
  const query = useWorkbenchQuery();
  const data = query.data;
  if (!data) {
    return <Card size="small">{query.isError ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_workbench.failed')} /> : <Skeleton active />}</Card>;
  }
  const due = data.follow_ups_due;
  return (
    <div className={styles.page}>
      <Card size="small" title={t('crm_workbench.title')} extra={<Typography.Text type="secondary">{t('crm_workbench.today', { date: data.date })}</Typography.Text>}>
        <Figures data={data} />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={16}>
          <Row gutter={[12, 12]}>
            {due && (
              <Col xs={24} xl={12}>
                <RowsCard title={t('crm_workbench.follow_ups_due')} total={due.total} shown={due.list.length} empty={t('crm_workbench.follow_ups_due_empty')} testId="workbench-follow-ups">
                  {due.list.map((f) => (
                    <li key={f.visit_id} className={styles.row}>
                      <span className={styles.rowMain}>
                        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openCustomerDrawer(f.customer_id)}>
                          {f.customer_name}
                        </Button>
                        <Typography.Text type="secondary" ellipsis>
                          {f.content}
                        </Typography.Text>
                      </span>
                      <Tag color={f.overdue ? 'red' : 'orange'}>{f.overdue ? `${t('crm_workbench.overdue')} ${f.next_visit_time.slice(5, 10)}` : `${t('crm_workbench.due_today')} ${f.next_visit_time.slice(11, 16)}`}</Tag>
                    </li>
                  ))}
                </RowsCard>
              </Col>
            )}
            {data.schedule && (
              <Col xs={24} xl={12}>
                <RowsCard title={t('crm_workbench.schedule')} total={data.schedule.total} shown={data.schedule.list.length} empty={t('crm_workbench.schedule_empty')} testId="workbench-schedule">
                  {data.schedule.list.map((item) => (
                    <li key={item.id} className={styles.row}>
                      <span className={styles.rowMain}>
                        <Typography.Text delete={item.done}>{item.title}</Typography.Text>
                        {item.customer_name && <Typography.Text type="secondary">{item.customer_name}</Typography.Text>}
                      </span>
                      {item.done ? <Tag color="green">{t('crm_workbench.done')}</Tag> : <Tag>{item.all_day ? t('crm_workbench.all_day') : item.start_at.slice(11, 16)}</Tag>}
                    </li>
                  ))}
                </RowsCard>
              </Col>
            )}
            {data.dropping && (
              <Col xs={24} xl={12}>
                <RowsCard
                  title={t('crm_workbench.dropping', { days: data.dropping.days })}
                  total={data.dropping.total}
                  shown={data.dropping.list.length}
                  empty={t('crm_workbench.dropping_empty')}
                  testId="workbench-dropping"
                >
                  {data.dropping.list.map((d) => (
                    <li key={d.customer_id} className={styles.row}>
                      <span className={styles.rowMain}>
                        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openCustomerDrawer(d.customer_id)}>
                          {d.customer_name}
                        </Button>
                        <Typography.Text type="secondary">{d.reason}</Typography.Text>
                      </span>
                      <Tag color="volcano">{d.drop_at.slice(0, 10)}</Tag>
                    </li>
                  ))}
                </RowsCard>
              </Col>
            )}
            {data.goal && (
              <Col xs={24} xl={12}>
                <Card
                  size="small"
                  title={t('crm_workbench.goal', { month: `${data.goal.year}-${String(data.goal.month).padStart(2, '0')}` })}
                  extra={<Link to={BIZ_GOAL_PATH}>{t('crm_workbench.goal_open')}</Link>}
                  data-testid="workbench-goal"
                >
                  {!data.goal.sales && !data.goal.receipts && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_workbench.goal_none')} />}
                  {data.goal.sales && <GoalLine label={t('crm_workbench.goal_sales')} figure={data.goal.sales} testId="workbench-goal-sales" />}
                  {data.goal.receipts && <GoalLine label={t('crm_workbench.goal_receipts')} figure={data.goal.receipts} testId="workbench-goal-receipts" />}
                </Card>
              </Col>
            )}
          </Row>
        </Col>
        <Col xs={24} lg={8}>
          <TodoPanel testId="workbench-todos" />
        </Col>
      </Row>
    </div>
  );
}
