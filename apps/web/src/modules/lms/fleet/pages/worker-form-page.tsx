import { Card, Col, DatePicker, Form, Radio, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { WORKER_TYPES } from '@tradewind/contract/lms/lms.schema';
import { LICENCE_CLASSES, WorkerBodySchema, type WorkerDetail } from '@tradewind/contract/lms/fleet.schema';
import { RecordSelect, type RecordSelectProps } from '@/core/form/record-select';
import { fromText, toText } from '@/core/form/converters';
import { FormShell } from '@/core/form/form-shell';
import { RecordFormPage } from '@/core/form/record-form-page';
import { TextField } from '@/core/form/text-field';
import { useSaveForm } from '@/core/form/use-save-form';
import { useI18n } from '@/core/i18n/use-i18n';
import { ImageUploader } from '@/modules/common';
import { useSaveWorkerMutation, useWorkerQuery, useWorkerStaffQuery, type WorkerBody } from '../api/fleet.api';
import { stateOptions } from '../components/fleet-tags';
import { WORKER_LIST_PATH } from '../../lms.routes';

type Values = {
  name: string;
  phone: string;
  type: 1 | 2 | 3;
  staff_id: number | null;
  id_card: string;
  licence_no: string;
  licence_class: (typeof LICENCE_CLASSES)[number] | null;
  licence_expires_on: Dayjs | null;
  photo: string[];
  status: 0 | 1 | 2;
  remark: string;
};

const valuesOf = (w: WorkerDetail | undefined): Values => ({
  name: w?.name ?? '',
  phone: w?.phone ?? '',
  type: w?.type ?? 1,
  staff_id: w?.staff_id ?? null,
  id_card: toText(w?.id_card),
  licence_no: toText(w?.licence_no),
  licence_class: (w?.licence_class as Values['licence_class']) ?? null,
  licence_expires_on: w?.licence_expires_on ? dayjs(w.licence_expires_on) : null,
  photo: w?.photo ? [w.photo] : [],
  status: w?.status ?? 1,
  remark: toText(w?.remark),
});

const bodyOf = (v: Values): WorkerBody => ({
  name: v.name,
  phone: v.phone,
  type: v.type,
  staff_id: v.staff_id,
  id_card: fromText(v.id_card),
  licence_no: v.type === 2 ? null : fromText(v.licence_no),
  licence_class: v.type === 2 ? null : v.licence_class,
  licence_expires_on: v.type === 2 || !v.licence_expires_on ? null : v.licence_expires_on.format('YYYY-MM-DD'),
  photo: v.photo[0] ?? null,
  status: v.status,
  remark: fromText(v.remark),
});

/** The staff a worker may be: the store's, those already another worker's disabled. */
function StaffSelect({ workerId, ...props }: RecordSelectProps & { workerId: number | null }) {
  const { t } = useI18n();
  const staff = useWorkerStaffQuery();
  const options = (staff.data ?? []).map((s) => ({ value: s.id, label: s.phone ? `${s.name} · ${s.phone}` : s.name, disabled: s.worker_id !== null && s.worker_id !== workerId }));
  return <RecordSelect {...props} options={options} loading={staff.isPending} placeholder={t('lms_fl.staff_none')} />;
}

function WorkerForm({ worker }: { worker: WorkerDetail | undefined }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const save = useSaveWorkerMutation();
  const back = () => void navigate(WORKER_LIST_PATH);
  const submit = useSaveForm(form, save, { id: worker?.id ?? null, leaveTo: WORKER_LIST_PATH });
  const shape = WorkerBodySchema.shape;
  const type = Form.useWatch('type', form);
  const drives = type !== 2;

  return (
    <FormShell form={form} name="worker" initialValues={valuesOf(worker)} onFinish={(v) => submit(bodyOf(v))} saving={save.isPending} onBack={back} maxWidth={880}>
      <Card size="small" title={t('lms_fl.section_basic')}>
        <Row gutter={16}>
          <Col span={8}>
            <TextField name="name" label={t('lms_fl.worker_name')} required schema={shape.name} maxLength={30} />
          </Col>
          <Col span={8}>
            <TextField name="phone" label={t('lms_fl.phone')} required schema={shape.phone} maxLength={11} inputMode="tel" />
          </Col>
          <Col span={8}>
            <Form.Item name="staff_id" label={t('lms_fl.staff')} extra={t('lms_fl.staff_hint')}>
              <StaffSelect workerId={worker?.id ?? null} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="type" label={t('lms_fl.worker_type')} required>
              <Radio.Group options={stateOptions(t, 'worker_type', WORKER_TYPES)} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="status" label={t('lms_fl.status')}>
              <Radio.Group options={stateOptions(t, 'worker_status', [1, 2, 0])} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <TextField name="id_card" label={t('lms_fl.id_card')} schema={shape.id_card} maxLength={18} extra={t('lms_fl.id_card_hint')} />
          </Col>
          <Col span={12}>
            <Form.Item name="photo" label={t('lms_fl.photo')}>
              <ImageUploader maxCount={1} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      {drives ? (
        <Card size="small" title={t('lms_fl.section_licence')}>
          <Row gutter={16}>
            <Col span={10}>
              <TextField name="licence_no" label={t('lms_fl.licence_no')} required schema={shape.licence_no} maxLength={30} />
            </Col>
            <Col span={6}>
              <Form.Item name="licence_class" label={t('lms_fl.licence_class')} required rules={[{ required: true, message: t('lms.licence_required') }]}>
                <Select options={LICENCE_CLASSES.map((c) => ({ value: c, label: c }))} />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="licence_expires_on" label={t('lms_fl.licence_expires_on')}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
          </Row>
        </Card>
      ) : null}
      <Card size="small" title={t('lms_fl.section_other')}>
        <TextField name="remark" label={t('lms_fl.remark')} schema={shape.remark} maxLength={200} />
      </Card>
    </FormShell>
  );
}

/** /lms/worker/add and /lms/worker/edit?id=: one page, one form. */
export function WorkerFormPage() {
  const { t } = useI18n();
  return <RecordFormPage useRecord={useWorkerQuery} notFound={t('lms_fl.worker_not_found')}>{(w) => <WorkerForm worker={w} />}</RecordFormPage>;
}
