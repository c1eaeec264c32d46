import { Button, Card, DatePicker, Space, Typography, type TableColumnsType } from 'antd';
import { ConfirmAction } from '@/core/feedback/confirm-action';
import { Link, useNavigate } from 'react-router';
import { startsFrom } from '@tradewind/contract/common/document-states';
import { CARRY_FEE_STATES, CARRY_FEE_STATUSES, CarryFeeListQuerySchema, type CarryFee } from '@tradewind/contract/lms/fleet-pay.schema';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { CreateButton } from '@/core/list/create-button';
import { DeleteAction } from '@/core/list/delete-action';
import { FilterBar } from '@/core/list/filter-bar';
import type { FilterFields } from '@/core/list/filter-fields';
import { StackedCell } from '@/core/list/list-cells';
import { ListTable } from '@/core/list/list-table';
import { useList } from '@/core/list/use-list';
import { useDocumentActions } from '@/core/permission/use-document-actions';
import { carryFeeKeys, useConfirmCarryFeeMutation, useDeleteCarryFeeMutation } from '../api/fleet.api';
import { CarryFeeStatusTag, stateOptions } from '../components/fleet-tags';
import { WorkerSelect } from '../components/worker-select';
import { CARRY_FEE_ADD_PATH, carryFeeEditPath } from '../../lms.routes';

/** A carry fee's row actions as CARRY_FEE_STATES offers them to the user (confirm, edit, delete a draft); a confirmed one is viewed. */
function CarryFeeRowActions({ fee: r }: { fee: CarryFee }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const remove = useDeleteCarryFeeMutation();
  const confirm = useConfirmCarryFeeMutation();
  const can = useDocumentActions(CARRY_FEE_STATES, r.status);
  if (!startsFrom(CARRY_FEE_STATES, 'update', r.status)) return <Button type="link" onClick={() => void navigate(carryFeeEditPath(r.id))}>{t('lms_fl.view')}</Button>;
  return (
    <Space size={0}>
      {can.confirm && (
        <ConfirmAction title={t('lms_fl.carry_confirm_question', { amount: r.amount, order: r.order_no })} onConfirm={() => confirm.mutateAsync(r.id).then(() => void message.success(t('lms_fl.carry_confirmed')), () => undefined)}>
          <Button type="link">{t('lms_fl.confirm')}</Button>
        </ConfirmAction>
      )}
      {can.update && <Button type="link" onClick={() => void navigate(carryFeeEditPath(r.id))}>{t('lms_fl.edit')}</Button>}
      {can.delete && <DeleteAction size="middle" title={t('lms_fl.carry_delete_confirm', { order: r.order_no })} onDelete={() => remove.mutateAsync(r.id)} />}
    </Space>
  );
}

/** /lms/logistics_carry_fee/list: carry fees of the current store; a draft is edited, deleted or confirmed (charged and earned). */
export function CarryFeeListPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const list = useList<CarryFee>({ keys: carryFeeKeys, path: '/lms/logistics_carry_fees', schema: CarryFeeListQuerySchema });
  const columns: TableColumnsType<CarryFee> = [
    { title: t('lms_fl.carry_number'), dataIndex: 'number', width: 150, fixed: 'left', render: (v: string, r) => <Link to={carryFeeEditPath(r.id)}>{v || r.id}</Link> },
    {
      title: t('lms_fl.order'),
      key: 'order',
      width: 200,
      render: (_v, r) => (
        <Space direction="vertical" size={0}>
          <Link to={`/oms/order/detail?id=${r.order_id}`}>{r.order_no}</Link>
          <Typography.Text type="secondary">{r.customer_name}</Typography.Text>
        </Space>
      ),
    },
    { title: t('lms_fl.carry_mode'), key: 'mode', width: 160, render: (_v, r) => (r.mode === 1 ? t('lms_fl.carry_formula', { floors: r.floors ?? 0, pieces: r.pieces ?? 0, rate: r.rate ?? '' }) : t('lms.carry_fee_mode.2')) },
    { title: t('lms_fl.amount'), dataIndex: 'amount', width: 90, align: 'right' },
    { title: t('lms_fl.loaders'), key: 'workers', width: 220, render: (_v, r) => r.workers.map((w) => `${w.name} ¥${w.amount}`).join('、') },
    { title: t('lms_fl.status'), dataIndex: 'status', width: 90, render: (v: number) => <CarryFeeStatusTag status={v} /> },
    {
      title: t('lms_fl.created_at'),
      key: 'created',
      width: 170,
      render: (_v, r) => <StackedCell main={r.created_at} sub={r.created_by_name ?? '-'} />,
    },
    {
      title: t('lms_fl.actions'),
      key: 'actions',
      width: 180,
      fixed: 'right',
      render: (_v, r) => <CarryFeeRowActions fee={r} />,
    },
  ];
  const actions = <CreateButton permission="lms:logistics_carry_fee:create" label={t('lms_fl.carry_create')} onClick={() => void navigate(CARRY_FEE_ADD_PATH)} />;
  const filters: FilterFields = [
    { name: 'keyword', placeholder: t('lms_fl.carry_keyword'), width: 200 },
    { name: 'worker_id', control: <WorkerSelect role="loader" placeholder={t('lms_fl.loader_all')} style={{ width: 160 }} /> },
    { name: 'status', placeholder: t('lms_fl.status_all'), width: 120, options: stateOptions(t, 'carry_fee_status', CARRY_FEE_STATUSES) },
    { name: 'dates', control: <DatePicker.RangePicker allowEmpty={[true, true]} /> },
  ];
  return (
    <Card size="small">
      <FilterBar list={list} name="carry_fee_filters" actions={actions} fields={filters} />
      <ListTable<CarryFee> list={list} columns={columns} empty={t('lms_fl.carry_empty')} scroll={{ x: 1260 }} />
    </Card>
  );
}
