import { useMemo, useState } from 'react';
import { CheckCircleOutlined, LeftOutlined, PlusOutlined, RightOutlined } from '@ant-design/icons';
import { Badge, Button, Calendar, Card, Col, Empty, Flex, Row, Segmented, Select, Space, Spin, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import type { ScheduleEvent } from '@tradewind/contract/crm/schedule.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useI18n } from '@/core/i18n/use-i18n';
import { usePermission } from '@/core/permission/use-permission';
import { useCalendarQuery, useScheduleQuery, useScheduleStaffQuery } from '../api/schedule.api';
import { ScheduleFormModal } from '../components/schedule-form-modal';
import { openCustomerDrawer } from '../../customer-drawer/customer-drawer-store';

type View = 'month' | 'week';
const DAY = 'YYYY-MM-DD';
const KIND_COLORS: Record<ScheduleEvent['kind'], string> = { task: 'blue', due: 'orange', visit: 'green' };

/** The days a view shows: the month's six weeks as the calendar lays them out (its locale's first weekday), or the week. */
function rangeOf(view: View, anchor: Dayjs): [Dayjs, Dayjs] {
  if (view === 'week') {
    const start = anchor.startOf('week');
    return [start, start.add(6, 'day')];
  }
  const start = anchor.startOf('month').startOf('week');
  return [start, start.add(41, 'day')];
}

/** The entries of a day: an entry spans the days from its start to its end. */
function eventsOn(list: readonly ScheduleEvent[], day: Dayjs): ScheduleEvent[] {
  const key = day.format(DAY);
  return list.filter((e) => e.start_time.slice(0, 10) <= key && e.end_time.slice(0, 10) >= key);
}

function EventLine({ event, onOpen }: { event: ScheduleEvent; onOpen: (e: ScheduleEvent) => void }) {
  const time = event.all_day ? '' : event.start_time.slice(11, 16);
  return (
    <Typography.Text
      ellipsis
      onClick={(ev) => {
        ev.stopPropagation();
        onOpen(event);
      }}
      style={{ display: 'block', cursor: 'pointer', fontSize: 12, textDecoration: event.kind === 'task' && event.done ? 'line-through' : undefined }}
      title={`${time} ${event.title}${event.customer_name ? ` · ${event.customer_name}` : ''}`}
    >
      <Badge color={KIND_COLORS[event.kind]} /> {time} {event.kind === 'task' ? event.title : `${event.customer_name ?? ''} ${event.title}`}
    </Typography.Text>
  );
}

/**
 * /crm/schedule/index: the person's calendar — their own tasks (新增、编辑、完成、删除, reminders through the
 * message centre), the follow-ups due on their next visit time and the follow-ups they logged, read-only
 * (they open the customer). Month and week views (weeks start on the locale's first weekday); `?id=` (a reminder's message) opens that task.
 * A manager picks whose calendar to see among the people their data scope covers (the picker shows only when
 * there is someone besides themselves); another's tasks open read-only and nothing is added to their calendar.
 */
export function SchedulePage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(() => dayjs());
  const [creating, setCreating] = useState<Dayjs | null>(null);
  const [editing, setEditing] = useState<number | null>(() => idParamOf(params.get('id')));
  const editingTask = useScheduleQuery(editing);
  const [person, setPerson] = useState<number | null>(() => idParamOf(params.get('staff_id')));
  const people = useScheduleStaffQuery();
  const self = people.data?.find((p) => p.is_self);
  const others = person !== null && person !== self?.id;
  const canCreate = usePermission('crm:schedule:create') && !others;
  const [start, end] = useMemo(() => rangeOf(view, anchor), [view, anchor]);
  const calendar = useCalendarQuery({ start_date: start.format(DAY), end_date: end.format(DAY), staff_id: others ? person : null });
  const personName = people.data?.find((p) => p.id === person)?.name ?? '';
  const list = calendar.data?.list ?? [];

  const open = (e: ScheduleEvent) => {
    if (e.kind === 'task') setEditing(e.id);
    else if (e.customer_id !== null) openCustomerDrawer(e.customer_id);
  };
  const move = (step: number) => setAnchor((a) => a.add(step, view === 'month' ? 'month' : 'week'));
  const title = view === 'month' ? anchor.format('YYYY-MM') : `${start.format(DAY)} ~ ${end.format(DAY)}`;

  const header = (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 12 }}>
      <Space>
        <Button icon={<LeftOutlined />} aria-label={t('crm_schedule.prev')} onClick={() => move(-1)} />
        <Button onClick={() => setAnchor(dayjs())}>{t('crm_schedule.today')}</Button>
        <Button icon={<RightOutlined />} aria-label={t('crm_schedule.next')} onClick={() => move(1)} />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {calendar.isFetching ? <Spin size="small" /> : null}
      </Space>
      <Space wrap>
        {(people.data?.length ?? 0) > 1 ? (
          <Select<number>
            aria-label={t('crm_schedule.person')}
            value={person ?? self?.id}
            onChange={(id) => setPerson(id === self?.id ? null : id)}
            showSearch={{ optionFilterProp: 'label' }}
            style={{ width: 180 }}
            options={people.data!.map((p) => ({ value: p.id, label: p.is_self ? t('crm_schedule.person_self', { name: p.name }) : p.dept_name ? `${p.name}（${p.dept_name}）` : p.name }))}
          />
        ) : null}
        <Tag color={KIND_COLORS.task}>{others ? t('crm_schedule.legend_task_of', { name: personName }) : t('crm_schedule.legend_task')}</Tag>
        <Tag color={KIND_COLORS.due}>{t('crm_schedule.legend_due')}</Tag>
        <Tag color={KIND_COLORS.visit}>{t('crm_schedule.legend_visit')}</Tag>
        <Segmented<View> value={view} onChange={setView} options={[{ value: 'month', label: t('crm_schedule.month') }, { value: 'week', label: t('crm_schedule.week') }]} />
        {canCreate ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(dayjs())}>
            {t('crm_schedule.create')}
          </Button>
        ) : null}
      </Space>
    </Flex>
  );

  return (
    <Card size="small">
      {header}
      {!calendar.isPending && list.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('crm_schedule.empty_range')} style={{ margin: '0 0 12px' }} /> : null}
      {view === 'month' ? (
        <Calendar
          value={anchor}
          headerRender={() => null}
          onSelect={(day, { source }) => {
            if (source === 'date') setAnchor(day);
          }}
          fullCellRender={(day, info) => {
            if (info.type !== 'date') return info.originNode;
            const events = eventsOn(list, day);
            const inMonth = day.month() === anchor.month();
            return (
              <div
                style={{ height: 96, padding: 4, margin: '0 2px', borderTop: `2px solid ${day.isSame(dayjs(), 'day') ? '#1677ff' : '#f0f0f0'}`, background: inMonth ? undefined : '#fafafa', color: 'rgba(0, 0, 0, 0.88)', textAlign: 'left', overflow: 'hidden' }}
                onDoubleClick={() => canCreate && setCreating(day)}
              >
                {/* another month's day: a tinted cell and a grey that still reads (5:1), not a faded one */}
                <div style={{ textAlign: 'right', fontSize: 12, color: inMonth ? 'rgba(0, 0, 0, 0.88)' : '#6b6b6b' }}>{day.date()}</div>
                {events.slice(0, 3).map((e) => (
                  <EventLine key={`${e.kind}-${e.id}`} event={e} onOpen={open} />
                ))}
                {events.length > 3 ? (
                  <Typography.Link style={{ fontSize: 12 }} onClick={() => { setAnchor(day); setView('week'); }}>
                    {t('crm_schedule.more', { n: events.length - 3 })}
                  </Typography.Link>
                ) : null}
              </div>
            );
          }}
        />
      ) : (
        <Row gutter={8} wrap={false}>
          {Array.from({ length: 7 }, (_v, i) => start.add(i, 'day')).map((day) => {
            const events = eventsOn(list, day);
            return (
              <Col key={day.format(DAY)} flex="1 1 0" style={{ minWidth: 0 }}>
                <Card
                  size="small"
                  title={<span style={{ color: day.isSame(dayjs(), 'day') ? '#1677ff' : undefined }}>{day.format('MM-DD')} {day.toDate().toLocaleDateString(locale, { weekday: 'short' })}</span>}
                  extra={canCreate ? <Button type="text" size="small" icon={<PlusOutlined />} aria-label={t('crm_schedule.create')} onClick={() => setCreating(day)} /> : null}
                  styles={{ body: { minHeight: 360, padding: 8 } }}
                >
                  {events.length === 0 ? <Typography.Text type="secondary">{t('crm_schedule.empty_day')}</Typography.Text> : null}
                  <Flex vertical gap={6}>
                    {events.map((e) => (
                      <Card key={`${e.kind}-${e.id}`} size="small" hoverable onClick={() => open(e)} styles={{ body: { padding: 6, borderLeft: `3px solid ${KIND_COLORS[e.kind] === 'blue' ? '#1677ff' : KIND_COLORS[e.kind] === 'orange' ? '#fa8c16' : '#52c41a'}` } }}>
                        <Typography.Text strong style={{ fontSize: 12, textDecoration: e.kind === 'task' && e.done ? 'line-through' : undefined }}>
                          {e.kind === 'task' && e.done ? <CheckCircleOutlined style={{ color: '#52c41a' }} /> : null} {e.title}
                        </Typography.Text>
                        <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>
                          {e.all_day ? t('crm_schedule.all_day') : e.kind === 'task' ? `${e.start_time.slice(11, 16)}-${e.end_time.slice(11, 16)}` : e.start_time.slice(11, 16)}
                          {e.type_text ? ` · ${e.type_text}` : ''}
                        </div>
                        {e.customer_name ? <div style={{ fontSize: 12 }}>{e.customer_name}</div> : null}
                        {e.address ? <div style={{ fontSize: 12, color: 'rgba(0,0,0,0.45)' }}>{e.address}</div> : null}
                      </Card>
                    ))}
                  </Flex>
                </Card>
              </Col>
            );
          })}
        </Row>
      )}
      {creating ? <ScheduleFormModal day={creating} onClose={() => setCreating(null)} /> : null}
      {editing !== null && editingTask.data ? <ScheduleFormModal key={editing} task={editingTask.data} day={dayjs(editingTask.data.start_time)} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
