import { modulePages } from '../common/pages';

/**
 * The goods pages (spec 001 §2 /pms), each with its permission and buttons; the module sits before
 * customers in the menu. The goods settings page lives under system (/system/setting/goods) but is
 * this module's.
 */
export const pmsPages = modulePages({ key: 'pms', title: { zh: '商品管理', en: 'Goods' }, icon: 'ShoppingOutlined', sort: 10, buttonKeys: 'action' }, [
  { key: 'pms.goods', path: '/pms/goods/list', title: { zh: '商品列表', en: 'SKUs' }, permission: 'pms:goods:list', sort: 1, icon: 'AppstoreOutlined',
    buttons: [['pms:goods:export', '导出商品'], ['pms:goods:status', '批量上下架'], ['pms:goods:price', '修改价格']] },
  { key: 'pms.goods_print_label', path: '/pms/goods/print_label', title: { zh: '打印商品标签', en: 'Print labels' }, permission: 'pms:goods:list', menu: false, layout: 'print' },
  { key: 'pms.spu', path: '/pms/spu/list', title: { zh: '商品档案', en: 'Products' }, permission: 'pms:spu:list', sort: 2, icon: 'ShoppingCartOutlined',
    buttons: [
      ['pms:spu:create', '新增商品'], ['pms:spu:update', '编辑商品'], ['pms:spu:delete', '删除商品'], ['pms:spu:submit', '提交审核'],
      ['pms:spu:on_sale', '上架商品'], ['pms:spu:off_sale', '下架商品'],
    ] },
  { key: 'pms.spu_add', path: '/pms/spu/add', title: { zh: '新增商品', en: 'New product' }, permission: 'pms:spu:create', menu: false },
  { key: 'pms.spu_edit', path: '/pms/spu/edit', title: { zh: '编辑商品', en: 'Edit product' }, permission: 'pms:spu:update', menu: false },
  { key: 'pms.spu_check', path: '/pms/spu/check', title: { zh: '商品审核', en: 'Product checks' }, permission: 'pms:spu:check', sort: 3, icon: 'AuditOutlined' },
  { key: 'pms.category', path: '/pms/category/list', title: { zh: '商品分类', en: 'Categories' }, permission: 'pms:category:list', sort: 4, icon: 'ApartmentOutlined',
    buttons: [['pms:category:create', '新增分类'], ['pms:category:update', '编辑分类'], ['pms:category:delete', '删除分类']] },
  { key: 'pms.brand', path: '/pms/brand/list', title: { zh: '商品品牌', en: 'Brands' }, permission: 'pms:brand:list', sort: 5, icon: 'TrademarkOutlined',
    buttons: [['pms:brand:create', '新增品牌'], ['pms:brand:update', '编辑品牌'], ['pms:brand:delete', '删除品牌']] },
  { key: 'pms.type', path: '/pms/type/list', title: { zh: '商品类型', en: 'Goods types' }, permission: 'pms:type:list', sort: 6, icon: 'ProfileOutlined',
    buttons: [['pms:type:create', '新增类型'], ['pms:type:update', '编辑类型'], ['pms:type:delete', '删除类型']] },
  { key: 'pms.spec', path: '/pms/spec/list', title: { zh: '商品规格', en: 'Specs' }, permission: 'pms:spec:list', sort: 7, icon: 'TagsOutlined',
    buttons: [['pms:spec:create', '新增规格'], ['pms:spec:update', '编辑规格'], ['pms:spec:delete', '删除规格']] },
  { key: 'pms.process', path: '/pms/process/list', title: { zh: '加工方案', en: 'Processing recipes' }, permission: 'pms:process:list', sort: 8, icon: 'ExperimentOutlined',
    buttons: [['pms:process:create', '新增加工方案'], ['pms:process:update', '编辑加工方案'], ['pms:process:delete', '删除加工方案']] },
  { key: 'pms.unit_config', path: '/pms/unit_config/list', title: { zh: '商品单位', en: 'Units' }, permission: 'pms:unit_config:list', sort: 9, icon: 'CalculatorOutlined',
    buttons: [['pms:unit_config:create', '新增单位'], ['pms:unit_config:update', '编辑单位'], ['pms:unit_config:delete', '删除单位']] },
  { key: 'system.setting_goods', path: '/system/setting/goods', title: { zh: '商品设置', en: 'Goods settings' }, permission: 'pms:setting:index', parent: 'system', sort: 8, icon: 'ShoppingOutlined',
    buttons: [['pms:setting:update', '修改商品设置']] },
]);
