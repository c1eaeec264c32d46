import type { MessageEntry } from '../common/core-messages';

/** The logistics part's texts (lms.messages.ts gathers them): logistics orders and sign-ins. */
export const logisticsMessages = {
  'lms.lo_date_range_invalid': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'lms.logistics_order_not_found': { zh: '物流单不存在', en: 'Logistics order not found' },
  'lms.sign_in_stop_not_found': { zh: '配送站点不存在', en: 'Stop not found' },
  'lms.sign_in_stop_moved': { zh: '该站点已被移到其他线路，请刷新后重试', en: 'The stop moved to another line; reload and try again' },
  'lms.sign_in_done': { zh: '物流单{number}已签收或已标记失败，不能重复签收', en: 'Logistics order {number} is already signed or failed' },
  'lms.sign_in_line_not_departed': { zh: '线路{status}，只有已发车的线路可以签收', en: 'The line is {status}; only a departed line can be signed for' },
  'lms.sign_in_amount_over': { zh: '实收金额不能超过代收金额 {max}', en: 'The amount collected cannot exceed {max} to collect' },
  'lms.sign_in_amount_invalid': { zh: '请输入正确的金额（最多两位小数）', en: 'Enter an amount with at most two decimals' },
  'lms.sign_in_photo_invalid': { zh: '签收照片地址无效', en: 'Invalid photo address' },
  'lms.sign_in_photo_required': { zh: '签收时至少上传一张照片', en: 'Upload at least one photo to sign' },
  'lms.sign_in_photos_too_many': { zh: '签收照片最多9张', en: 'At most 9 photos' },
  'lms.sign_in_signer_required': { zh: '请输入签收人', en: 'Enter who signed' },
  'lms.sign_in_reason_required': { zh: '请输入失败原因', en: 'Enter why the delivery failed' },
  'lms.sign_in_failed_no_money': { zh: '配送失败时不能收款', en: 'A failed delivery collects no money' },
  'lms.sign_in_result_invalid': { zh: '请选择签收结果', en: 'Choose the result' },
  'lms.sign_in_coordinate_invalid': { zh: '经纬度无效（经度±180，纬度±90，需成对填写）', en: 'Invalid coordinates (longitude ±180, latitude ±90, both or neither)' },
  'lms.sign_in_return_remark': { zh: '配送失败退回', en: 'Returned from a failed delivery' },
  'lms.sign_in_result.1': { zh: '已签收', en: 'Signed' },
  'lms.sign_in_result.2': { zh: '配送失败', en: 'Failed' },
  'lms.lo_msg_signed_title': { zh: '订单已签收', en: 'Order signed for' },
  'lms.lo_msg_signed': { zh: '{customer}的订单{order}已签收（物流单{number}）', en: "{customer}'s order {order} was signed for (logistics order {number})" },
  'lms.lo_msg_failed_title': { zh: '配送失败', en: 'Delivery failed' },
  'lms.lo_msg_failed': { zh: '{customer}的订单{order}配送失败：{reason}。货物已退回入库（物流单{number}）', en: "{customer}'s order {order} could not be delivered: {reason}. The goods are back in stock (logistics order {number})" },
  'export.source.lms.logistics_order': { zh: '物流单', en: 'Logistics orders' },
} as const satisfies Record<string, MessageEntry>;
