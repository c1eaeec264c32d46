import type { MessageEntry } from '../common/core-messages';
import { goodsImportMessages } from './goods-import.messages';
import { pmsGoodsMessages } from './pms-goods.messages';

/**
 * Every text of the goods module's contract (its schemas' and its server's messages), zh-CN and en-US;
 * registered by common/messages.ts on the server and by the web app's pms module when it loads.
 */
const pmsCatalogueMessages = {
  // input
  'pms.name_required': { zh: '请输入名称', en: 'Please enter a name' },
  'pms.name_too_long': { zh: '名称过长', en: 'The name is too long' },
  'pms.sort_range': { zh: '排序在 0 到 9999 之间', en: 'The order is 0 to 9999' },
  'pms.brand_letter_invalid': { zh: '首字母只能是一个字母 A–Z 或 #', en: 'The initial is one letter A–Z or #' },
  'pms.spec_value_required': { zh: '规格值不能为空', en: 'A spec value cannot be empty' },
  'pms.spec_value_too_long': { zh: '规格值最多 30 个字符', en: 'A spec value has at most 30 characters' },
  'pms.spec_values_required': { zh: '请至少添加一个规格值', en: 'Please add at least one value' },
  'pms.spec_values_too_many': { zh: '规格值最多 100 个', en: 'At most 100 values' },
  'pms.spec_value_duplicate': { zh: '规格值不能重复', en: 'Each value can appear only once' },
  'pms.attribute_name_required': { zh: '请输入属性名称', en: 'Please enter the attribute name' },
  'pms.attribute_name_too_long': { zh: '属性名称最多 30 个字符', en: 'An attribute name has at most 30 characters' },
  'pms.attribute_name_duplicate': { zh: '属性名称不能重复', en: 'Each attribute name can appear only once' },
  'pms.attribute_input_type_invalid': { zh: '请选择录入方式', en: 'Please choose how it is filled in' },
  'pms.attribute_option_required': { zh: '可选值不能为空', en: 'An option cannot be empty' },
  'pms.attribute_option_too_long': { zh: '可选值最多 30 个字符', en: 'An option has at most 30 characters' },
  'pms.attribute_option_duplicate': { zh: '可选值不能重复', en: 'Each option can appear only once' },
  'pms.attribute_options_required': { zh: '下拉选择至少需要一个可选值', en: 'A choice list needs at least one option' },
  'pms.attribute_options_too_many': { zh: '可选值最多 50 个', en: 'At most 50 options' },
  'pms.type_specs_too_many': { zh: '最多关联 20 个规格', en: 'At most 20 specs' },
  'pms.type_spec_duplicate': { zh: '规格不能重复', en: 'Each spec can be chosen only once' },
  'pms.type_spec_not_found': { zh: '找不到 id 为 {ids} 的规格', en: 'No spec with id {ids}' },
  'pms.type_attributes_too_many': { zh: '属性最多 50 个', en: 'At most 50 attributes' },
  'pms.sku_code_mode_invalid': { zh: '请选择 SKU 编码规则', en: 'Please choose how SKU codes are made' },
  'pms.sku_code_prefix_required': { zh: '请输入编码前缀', en: 'Please enter the code prefix' },
  'pms.sku_code_prefix_invalid': { zh: '前缀最多 10 位，只能是字母、数字或 -', en: 'The prefix has at most 10 letters, digits or -' },
  'pms.image_unknown': { zh: '图片不存在或不是本公司上传的，请重新上传', en: 'The image is not one of this company’s uploads; please upload it again' },
  'pms.unit_not_found': { zh: '单位不存在', en: 'No such unit' },
  'pms.input_type_1': { zh: '文本', en: 'Text' },
  'pms.input_type_2': { zh: '数字', en: 'Number' },
  'pms.input_type_3': { zh: '下拉选择', en: 'Choice list' },
  // category tree
  'pms.category_parent_not_found': { zh: '上级分类不存在', en: 'No such parent category' },
  'pms.category_too_deep': { zh: '分类最多三级', en: 'Categories have at most three levels' },
  'pms.category_cycle': { zh: '不能把分类移动到它自己或它的下级分类下', en: 'A category cannot move under itself or one of its subcategories' },
  'pms.category_has_children': { zh: '该分类下还有子分类，无法删除', en: 'This category has subcategories and cannot be deleted' },
  // names unique per tenant (409)
  'pms.category_name_taken': { zh: '分类名称已存在', en: 'A category with this name already exists' },
  'pms.brand_name_taken': { zh: '品牌名称已存在', en: 'A brand with this name already exists' },
  'pms.unit_name_taken': { zh: '单位名称已存在', en: 'A unit with this name already exists' },
  'pms.spec_name_taken': { zh: '规格名称已存在', en: 'A spec with this name already exists' },
  'pms.type_name_taken': { zh: '类型名称已存在', en: 'A type with this name already exists' },
  'pms.spec_in_use': { zh: '该规格已被商品类型使用，无法删除', en: 'This spec is used by a goods type and cannot be deleted' },
} as const satisfies Record<string, MessageEntry>;

export const pmsMessages = { ...pmsCatalogueMessages, ...pmsGoodsMessages, ...goodsImportMessages } as const satisfies Record<string, MessageEntry>;
