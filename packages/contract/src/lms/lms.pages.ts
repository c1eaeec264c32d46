import { modulePages } from '../common/pages';

/**
 * The logistics pages (spec 001 §2 /lms), each with its permission and buttons: workers, cars, pay and
 * settings (fleet), lines and planning, logistics orders and sign-ins.
 */
export const lmsPages = modulePages({ key: 'lms', title: { zh: '物流管理', en: 'Logistics' }, icon: 'CarOutlined', sort: 50 }, [
  { key: 'lms.worker', path: '/lms/worker/list', title: { zh: '工人列表', en: 'Workers' }, permission: 'lms:worker:list', sort: 30, icon: 'TeamOutlined',
    buttons: [['lms:worker:create', '新增工人'], ['lms:worker:update', '编辑工人'], ['lms:worker:delete', '删除工人']] },
  { key: 'lms.worker_add', path: '/lms/worker/add', title: { zh: '新增工人', en: 'New worker' }, permission: 'lms:worker:create', sort: 31, hidden: true },
  { key: 'lms.worker_edit', path: '/lms/worker/edit', title: { zh: '编辑工人', en: 'Edit worker' }, permission: 'lms:worker:update', sort: 32, hidden: true },
  { key: 'lms.worker_detail', path: '/lms/worker/detail', title: { zh: '工人详情', en: 'Worker' }, permission: 'lms:worker:list', sort: 33, hidden: true },
  { key: 'lms.car_model', path: '/lms/car_model/list', title: { zh: '车型管理', en: 'Car models' }, permission: 'lms:car_model:list', sort: 34, icon: 'BuildOutlined',
    buttons: [['lms:car_model:create', '新增车型'], ['lms:car_model:update', '编辑车型'], ['lms:car_model:delete', '删除车型']] },
  { key: 'lms.car', path: '/lms/car/list', title: { zh: '车辆管理', en: 'Cars' }, permission: 'lms:car:list', sort: 35, icon: 'CarOutlined',
    buttons: [['lms:car:create', '新增车辆'], ['lms:car:update', '编辑车辆'], ['lms:car:delete', '删除车辆']] },
  { key: 'lms.worker_order', path: '/lms/worker_order/list', title: { zh: '工人订单', en: 'Worker orders' }, permission: 'lms:worker_order:list', sort: 36, icon: 'AccountBookOutlined',
    buttons: [['lms:worker_order:export', '导出工人订单']] },
  { key: 'lms.logistics_carry_fee', path: '/lms/logistics_carry_fee/list', title: { zh: '搬运费', en: 'Carry fees' }, permission: 'lms:logistics_carry_fee:list', sort: 37, icon: 'GoldOutlined',
    buttons: [
      ['lms:logistics_carry_fee:create', '新增搬运费'], ['lms:logistics_carry_fee:update', '编辑搬运费'],
      ['lms:logistics_carry_fee:delete', '删除搬运费'], ['lms:logistics_carry_fee:confirm', '确认搬运费'],
    ] },
  { key: 'lms.logistics_carry_fee_add', path: '/lms/logistics_carry_fee/add', title: { zh: '新增搬运费', en: 'New carry fee' }, permission: 'lms:logistics_carry_fee:create', sort: 38, hidden: true },
  { key: 'lms.logistics_carry_fee_edit', path: '/lms/logistics_carry_fee/edit', title: { zh: '编辑搬运费', en: 'Carry fee' }, permission: 'lms:logistics_carry_fee:list', sort: 39, hidden: true },
  { key: 'lms.setting', path: '/lms/setting/index', title: { zh: '物流设置', en: 'Logistics settings' }, permission: 'lms:setting:index', sort: 40, icon: 'SettingOutlined',
    buttons: [['lms:setting:update', '修改物流设置']] },
  { key: 'lms.line_map', path: '/lms/line_map/index', title: { zh: '智能排线', en: 'Line map' }, permission: 'lms:line_map:index', sort: 20, icon: 'EnvironmentOutlined',
    buttons: [['lms:line:plan', '智能排线'], ['lms:line:confirm', '确认排线'], ['lms:line_map:update', '保存地图区域']] },
  { key: 'lms.line', path: '/lms/line/list', title: { zh: '线路列表', en: 'Lines' }, permission: 'lms:line:list', sort: 21, icon: 'TruckOutlined',
    buttons: [
      ['lms:line:create', '新建线路'], ['lms:line:update', '编辑线路'], ['lms:line:depart', '发车'], ['lms:line:cancel', '取消线路'],
      ['lms:line:export', '导出线路'], ['lms/line/Print', '打印线路单'],
      ['lms:line:take_off', '移出已发车站点'], ['lms:line:close', '手动完成线路'],
    ] },
  { key: 'lms.line_detail', path: '/lms/line/detail', title: { zh: '线路详情', en: 'Line' }, permission: 'lms:line:list', sort: 22, hidden: true },
  { key: 'lms.line_print', path: '/lms/line/print', title: { zh: '打印线路单', en: 'Print line sheet' }, permission: 'lms/line/Print', sort: 23, hidden: true, layout: 'print' },
  { key: 'lms.line_compare', path: '/lms/line/compare', title: { zh: '方案对比', en: 'Compare plans' }, permission: 'lms:line:compare', sort: 24, icon: 'BarChartOutlined' },
  { key: 'lms.pre_line', path: '/lms/pre_line/list', title: { zh: '预排线路', en: 'Pre-lines' }, permission: 'lms:pre_line:list', sort: 25, icon: 'ApartmentOutlined',
    buttons: [['lms:pre_line:create', '新增预排线路'], ['lms:pre_line:update', '编辑预排线路'], ['lms:pre_line:delete', '删除预排线路']] },
  { key: 'lms.logistics_order', path: '/lms/logistics_order/list', title: { zh: '物流单', en: 'Logistics orders' }, permission: 'lms:logistics_order:list', sort: 10, icon: 'FileTextOutlined',
    buttons: [['lms:logistics_order:export', '导出物流单'], ['lms/logistics_order/Print', '打印物流单']] },
  { key: 'lms.logistics_order_print', path: '/lms/logistics_order/print', title: { zh: '打印物流单', en: 'Print delivery note' }, permission: 'lms/logistics_order/Print', sort: 11, hidden: true, layout: 'print' },
  { key: 'lms.logistics_order_batch_print', path: '/lms/logistics_order/batch_print', title: { zh: '批量打印物流单', en: 'Print delivery notes' }, permission: 'lms/logistics_order/Print', sort: 12, hidden: true, layout: 'print' },
  { key: 'lms.sign_in', path: '/lms/sign_in/list', title: { zh: '签收记录', en: 'Sign-ins' }, permission: 'lms:sign_in:list', sort: 13, icon: 'CheckSquareOutlined',
    buttons: [['lms:sign_in:create', '签收']] },
]);
