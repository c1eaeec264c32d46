import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, DatePicker, Flex, Form, Input, InputNumber, Radio, Row, Select, Table, Typography, type TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { groupDigits } from '@tradewind/contract/common/money';
import { ORDER_CHANGE_PRICE_PERMISSION, PAY_TYPES, type OrderCustomer, type OrderDetail, type OrderItem, type PriceSource } from '@tradewind/contract/oms/order.schema';
import type { OrderSetting } from '@tradewind/contract/oms/setting.schema';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import { CellField } from '@/core/form/cell-field';
import { lineErrorsOf, useFormSubmit } from '@/core/form/use-save-form';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { LocationTag } from '@/core/map/location-tag';
import { usePermission } from '@/core/permission/use-permission';
import { AddressFormModal } from '@/modules/crm';
import { usePaySettingQuery } from '@/modules/fms';
import { LineSkuCell, LineUnitSelect, SkuPicker, addPickedLines, lineQtyPrecision, lineSkuOfItem, lineSkuOfPick, type LineSku } from '@/modules/pms';
import { AvailableStockCell, StockShortWarning, stockHints } from '@/modules/wms';
import { useLeavePage } from '@/core/routing/leave-page';
import { orderDetailPath, useCustomerCouponsQuery, useOrderStockOf, usePricePreviewQuery, useRefreshOrderCustomer, useSaveOrderMutation, type OrderBody } from '../api/order.api';
import { earliestDeliveryFor, lineCents, orderFormTotals } from '../order-form-lines';
import { OrderFormPricing } from './order-form-pricing';
import { OrderPricingSteps } from './order-pricing-steps';
import { PriceSourceTag } from './order-status-tag';
import { addressText } from '@tradewind/contract/common/address';
import { typedDiscountsOf } from '@tradewind/contract/oms/order-discount';

/** A line being edited: the SKU as the picker gave it, what the rep typed, and a price changed by hand (null: the customer's price). */
export type OrderEditLine = LineSku & {
  qty: number | null;
  manual_price: number | null;
  /** null: ships from the order's warehouse; another one splits the order (a sub-order per warehouse) */
  warehouse_id: number | null;
  remark: string;
};

type Header = {
  customer_user_id?: number | null;
  address_id?: number;
  warehouse_id?: number;
  delivery_date?: Dayjs;
  time_slot?: string | null;
  pay_type: number;
  /** one of the customer's usable coupons (marketing), held while the order is pending */
  customer_coupon_id?: number | null;
  freight_amount?: number | null;
  carry_fee?: number | null;
  coupon_amount?: number | null;
  activity_amount?: number | null;
  remark?: string;
};

const fromPicked = (sku: SkuPickRow): OrderEditLine => ({ ...lineSkuOfPick(sku), qty: 1, manual_price: null, warehouse_id: null, remark: '' });

/** An edited order's line as the form holds it: a hand-set price kept as such, the order's own warehouse as none. */
const fromItem = (item: OrderItem, orderWarehouseId: number): OrderEditLine => ({
  ...lineSkuOfItem(item),
  qty: Number(item.qty),
  manual_price: item.price_source === 'manual' ? Number(item.price) : null,
  warehouse_id: item.warehouse_id === orderWarehouseId ? null : item.warehouse_id,
  remark: item.remark ?? '',
});

const ratioOf = (l: OrderEditLine) => l.units.find((u) => u.unit_id === l.unit_id)?.ratio ?? '1';

/**
 * /oms/order/add and /oms/order/edit?id= (a pending order, its customer fixed): the customer (from the contact the page opened with), contact, address, warehouse,
 * delivery date and slot from the order rules, lines through the SKU picker priced by the server
 * (`price_preview`: customer price / plan / list price, shown with its source; with quantities the price
 * pipeline — each line's activity and coupon shares, what it pays, what each rule did, the gifts, the
 * template's freight), the customer's coupon (marketing's list), fees and the discounts typed by hand (the
 * price permission's; a coupon amount not beside a chosen coupon) with each line's share of them, the
 * totals as the server will compute them, each line's available stock in the warehouse it ships from with a
 * warning beyond it (audit reserves; it refuses what does not fit). The server prices and totals again on
 * submit; saving returns to the order's detail and closes this tab.
 */
export function OrderForm({ customer, setting, photoOrderId = null, order }: { customer: OrderCustomer; setting: OrderSetting; photoOrderId?: number | null; order?: OrderDetail }) {
  const { t } = useI18n();
  const { message } = useFeedback();
  const navigate = useNavigate();
  const leave = useLeavePage();
  const [form] = Form.useForm<Header>();
  // a gift line is the activities' (the server adds it again on save), not the rep's
  const [lines, setLines] = useState<OrderEditLine[]>(() => (order ? order.items.filter((i) => i.price_source !== 'gift').map((i) => fromItem(i, order.warehouse_id)) : []));
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [picking, setPicking] = useState(false);
  const [addingAddress, setAddingAddress] = useState(false);
  const canAddAddress = usePermission('crm:address:create');
  const refreshCustomer = useRefreshOrderCustomer();
  const canChangePrice = usePermission(ORDER_CHANGE_PRICE_PERMISSION);
  // the pay types finance offers (/system/setting/pay)
  const offeredPayTypes = usePaySettingQuery().data?.pay_types;
  const save = useSaveOrderMutation(photoOrderId);
  const submitSave = useFormSubmit(form, save, {
    onDone: (made) => {
      if ('auto_audit_message' in made && made.auto_audit_message) void message.warning(t('oms_order.auto_audit_failed', { reason: made.auto_audit_message }));
      else void message.success(t(order ? 'oms_order.updated_ok' : 'oms_order.created_ok'));
      // to the order, and this form's tab closes: the next new order or edit starts afresh
      leave(orderDetailPath(made.id));
    },
    onError: (error) => setLineErrors(lineErrorsOf(error, 'items')),
  });
  const money = Form.useWatch([], form) ?? ({} as Partial<Header>);
  const couponId = money.customer_coupon_id ?? null;
  const addressId = money.address_id ?? null;
  const typedCoupon = money.coupon_amount ?? 0;
  const typedActivity = money.activity_amount ?? 0;
  const previewBody = useMemo(
    () => ({
      order_id: order?.id ?? null,
      customer_coupon_id: couponId,
      address_id: addressId,
      coupon_amount: typedCoupon,
      activity_amount: typedActivity,
      items: lines.map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, qty: l.qty, price: l.manual_price })),
    }),
    [lines, couponId, addressId, typedCoupon, typedActivity, order?.id],
  );
  const preview = usePricePreviewQuery(customer.id, previewBody).data;
  const priced = preview?.list;
  const pricing = preview?.pricing ?? null;
  const coupons = useCustomerCouponsQuery(customer.id, customer.store_id, order?.id ?? null).data ?? [];
  const offered = (l: OrderEditLine) => priced?.find((p) => p.sku_id === l.sku_id && p.unit_id === l.unit_id);
  const priceOf = (l: OrderEditLine) => (l.manual_price !== null ? l.manual_price : offered(l) ? Number(offered(l)!.price) : null);
  const sourceOf = (l: OrderEditLine): PriceSource | null => {
    const o = offered(l);
    if (l.manual_price !== null && (!o || Number(o.price) !== l.manual_price)) return 'manual';
    return o?.source ?? null;
  };
  // the template's freight: fixed for whoever may not change prices, a starting value for whoever may
  const templateFreight = pricing?.freight_amount ?? null;
  useEffect(() => {
    if (templateFreight !== null && (!canChangePrice || !form.isFieldTouched('freight_amount'))) form.setFieldValue('freight_amount', Number(templateFreight));
  }, [templateFreight, canChangePrice, form]);
  // one coupon per order: choosing a coupon empties a coupon amount typed by hand (the server refuses both)
  useEffect(() => {
    if (couponId !== null && (form.getFieldValue('coupon_amount') ?? 0) !== 0) form.setFieldValue('coupon_amount', 0);
  }, [couponId, form]);
  // a pay type finance switched off is not kept: the first one offered takes its place
  useEffect(() => {
    const offered = PAY_TYPES.filter((p) => (p !== 2 || customer.is_open_payment_day === 1) && (offeredPayTypes?.includes(p) ?? true));
    if (offeredPayTypes && money.pay_type !== undefined && !offered.some((p) => p === money.pay_type) && offered.length > 0) form.setFieldValue('pay_type', offered[0]);
  }, [offeredPayTypes, money.pay_type, customer.is_open_payment_day, form]);
  const totals = orderFormTotals(
    lines.map((l) => {
      const o = pricing ? offered(l) : undefined;
      return { qty: l.qty, price: priceOf(l), amount: o?.amount ?? null, activity: o?.activity_amount ?? null, coupon: o?.coupon_amount ?? null, steps: o?.pricing_steps };
    }),
    money,
  );
  const lineWarehouse = (l: OrderEditLine) => l.warehouse_id ?? money.warehouse_id ?? null;
  const availableOf = useOrderStockOf(lines.map(lineWarehouse), lines.map((l) => l.sku_id), order?.id ?? null);
  const hints = stockHints(lines.map((l) => ({ sku_id: l.sku_id, warehouse_id: lineWarehouse(l), qty: l.qty, ratio: ratioOf(l) })), availableOf);
  const earliest = earliestDeliveryFor(new Date(), setting.cutoff_time);
  const slots = setting.time_slots;

  const setLine = (index: number, patch: Partial<OrderEditLine>) => setLines((all) => all.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const lineError = (i: number, field: string) => lineErrors[`items.${i}.${field}`];

  const columns: TableColumnsType<OrderEditLine> = [
    { title: t('oms_order.sku'), key: 'sku', width: 220, render: (_v, l) => <LineSkuCell line={l} /> },
    {
      title: t('oms_order.unit'),
      key: 'unit',
      width: 130,
      render: (_v, l, i) => <LineUnitSelect line={l} label={t('oms_order.unit')} width={120} onChange={(unitId) => setLine(i, { unit_id: unitId, manual_price: null })} />,
    },
    {
      title: t('oms_order.qty'),
      key: 'qty',
      width: 130,
      render: (_v, l, i) => (
        <Form.Item
          style={{ margin: 0 }}
          validateStatus={lineError(i, 'qty') ? 'error' : hints[i]?.short ? 'warning' : undefined}
          help={lineError(i, 'qty') ?? (hints[i]?.short ? <StockShortWarning hint={hints[i]} baseUnit={l.base_unit_name} /> : undefined)}
        >
          <InputNumber aria-label={t('oms_order.qty')} value={l.qty} precision={lineQtyPrecision(l)} onChange={(v) => setLine(i, { qty: v })} style={{ width: 110 }} />
        </Form.Item>
      ),
    },
    {
      title: t('wms_stock_hint.available'),
      key: 'available',
      width: 120,
      render: (_v, l, i) => <AvailableStockCell hint={hints[i]} baseUnit={l.base_unit_name} unitName={l.units.find((u) => u.unit_id === l.unit_id)?.unit_name ?? ''} ratio={ratioOf(l)} />,
    },
    {
      title: t('oms_order.price'),
      key: 'price',
      width: 130,
      render: (_v, l, i) =>
        canChangePrice ? (
          <CellField error={lineError(i, 'price')}>
            <InputNumber aria-label={t('oms_order.price')} value={priceOf(l)} precision={2} onChange={(v) => setLine(i, { manual_price: v })} style={{ width: 110 }} />
          </CellField>
        ) : (
          <span data-testid="line-price">{priceOf(l)?.toFixed(2) ?? '-'}</span>
        ),
    },
    { title: t('oms_order.price_source'), key: 'source', width: 100, render: (_v, l) => (sourceOf(l) ? <PriceSourceTag source={sourceOf(l)!} /> : '-') },
    {
      title: t('oms_order.amount'),
      key: 'amount',
      width: 110,
      align: 'right',
      render: (_v, l) => {
        const o = offered(l);
        if (o?.amount) return <span data-testid="line-amount">{o.amount}</span>;
        return priceOf(l) === null ? '-' : (lineCents({ qty: l.qty, price: priceOf(l) }) / 100).toFixed(2);
      },
    },
    ...(pricing
      ? [
          { title: t('oms_order.line_activity'), key: 'activity', width: 90, align: 'right' as const, render: (_v: unknown, l: OrderEditLine) => <span data-testid="line-activity">{offered(l)?.activity_amount ?? '-'}</span> },
          { title: t('oms_order.line_coupon'), key: 'coupon', width: 90, align: 'right' as const, render: (_v: unknown, l: OrderEditLine) => <span data-testid="line-coupon">{offered(l)?.coupon_amount ?? '-'}</span> },
          { title: t('oms_order.payable'), key: 'payable', width: 100, align: 'right' as const, render: (_v: unknown, l: OrderEditLine) => <span data-testid="line-payable">{offered(l)?.payable_amount ?? '-'}</span> },
          { title: t('oms_order.pricing_steps'), key: 'steps', width: 200, render: (_v: unknown, l: OrderEditLine) => <OrderPricingSteps steps={offered(l)?.pricing_steps ?? []} /> },
        ]
      : []),
    ...(customer.warehouses.length > 1
      ? [
          {
            title: t('oms_order.line_warehouse'),
            key: 'warehouse',
            width: 140,
            render: (_v: unknown, l: OrderEditLine, i: number) => (
              <CellField error={lineError(i, 'warehouse_id')}>
                <Select
                  aria-label={t('oms_order.line_warehouse')}
                  allowClear
                  placeholder={t('oms_order.line_warehouse_order')}
                  value={l.warehouse_id ?? undefined}
                  style={{ width: 130 }}
                  options={customer.warehouses.map((w) => ({ value: w.id, label: w.name }))}
                  onChange={(id: number | undefined) => setLine(i, { warehouse_id: id ?? null })}
                />
              </CellField>
            ),
          },
        ]
      : []),
    { title: t('oms_order.line_remark'), key: 'remark', width: 150, render: (_v, l, i) => <Input aria-label={t('oms_order.line_remark')} value={l.remark} maxLength={200} onChange={(e) => setLine(i, { remark: e.target.value })} /> },
    {
      title: t('oms_order.actions'),
      key: 'actions',
      width: 70,
      render: (_v, _l, i) => (
        <Button type="link" danger onClick={() => setLines((all) => all.filter((_x, j) => j !== i))}>{t('oms_order.line_remove')}</Button>
      ),
    },
  ];

  const submit = (header: Header) => {
    if (lines.length === 0) {
      setLineErrors({ items: t('oms.items_required') });
      return;
    }
    const input: OrderBody = {
      customer_id: customer.id,
      customer_user_id: header.customer_user_id ?? null,
      address_id: header.address_id ?? null,
      warehouse_id: header.warehouse_id as number,
      delivery_date: header.delivery_date ? header.delivery_date.format('YYYY-MM-DD') : '',
      time_slot: header.time_slot ?? null,
      pay_type: header.pay_type,
      customer_coupon_id: header.customer_coupon_id ?? null,
      freight_amount: header.freight_amount ?? 0,
      carry_fee: header.carry_fee ?? 0,
      coupon_amount: header.coupon_amount ?? 0,
      activity_amount: header.activity_amount ?? 0,
      remark: header.remark || null,
      items: lines.map((l) => ({ sku_id: l.sku_id, unit_id: l.unit_id, qty: l.qty ?? 0, price: l.manual_price, warehouse_id: l.warehouse_id, remark: l.remark || null })),
    };
    setLineErrors({});
    submitSave({ id: order?.id ?? null, input });
  };

  const defaultAddress = customer.addresses.find((a) => a.id === order?.address_id) ?? customer.addresses.find((a) => a.is_default === 1) ?? customer.addresses[0];
  const chosenAddress = customer.addresses.find((a) => a.id === money.address_id);
  return (
    <Form<Header>
      form={form}
      layout="vertical"
      name="order"
      onFinish={submit}
      initialValues={
        order
          ? {
              customer_user_id: order.customer_user_id,
              address_id: defaultAddress?.id,
              warehouse_id: order.warehouse_id,
              delivery_date: dayjs(order.delivery_date),
              time_slot: order.time_slot,
              pay_type: order.pay_type,
              freight_amount: Number(order.freight_amount),
              carry_fee: Number(order.carry_fee),
              customer_coupon_id: order.customer_coupon_id,
              // the discounts typed by hand: the order's less what its lines' rule steps took
              coupon_amount: typedDiscountsOf(order).couponCents / 100,
              activity_amount: typedDiscountsOf(order).activityCents / 100,
              remark: order.remark ?? undefined,
            }
          : {
              customer_user_id: customer.customer_user_id ?? customer.contacts[0]?.id ?? null,
              address_id: defaultAddress?.id,
              warehouse_id: customer.default_warehouse_id ?? undefined,
              delivery_date: dayjs(earliest),
              time_slot: null,
              pay_type: 1,
              customer_coupon_id: null,
            }
      }
    >
      <Card size="small" title={order ? t('oms_order.edit_title', { number: order.number }) : t('oms_order.create')} extra={<Typography.Text type="secondary">{t('oms_order.totals_hint')}</Typography.Text>}>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item label={t('oms_order.customer')}>
              <Typography.Text strong data-testid="order-customer">{customer.name}</Typography.Text> <Typography.Text type="secondary">{customer.phone}</Typography.Text>
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="customer_user_id" label={t('oms_order.contact')}>
              <Select allowClear options={customer.contacts.map((c) => ({ value: c.id, label: `${c.name} ${c.phone}` }))} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item label={t('oms_order.address')} required={customer.addresses.length > 0} extra={chosenAddress && <LocationTag source={chosenAddress.location_source} />}>
              <Flex gap={8}>
                <Form.Item noStyle name="address_id" rules={[{ required: customer.addresses.length > 0, message: t('oms_order.address_choose') }]}>
                  <Select aria-label={t('oms_order.address')} style={{ flex: 1, minWidth: 0 }} options={customer.addresses.map((a) => ({ value: a.id, label: `${a.contact_name} ${a.contact_phone} ${addressText(a.area_string, a.address)}` }))} />
                </Form.Item>
                {canAddAddress && (
                  <Button icon={<PlusOutlined />} onClick={() => setAddingAddress(true)}>
                    {t('oms_order.address_add')}
                  </Button>
                )}
              </Flex>
            </Form.Item>
            {addingAddress && (
              <Suspense fallback={null}>
                <AddressFormModal
                  customerId={customer.id}
                  address={null}
                  onClose={() => setAddingAddress(false)}
                  onSaved={(made) => void refreshCustomer().then(() => form.setFieldValue('address_id', made.id))}
                />
              </Suspense>
            )}
          </Col>
          <Col span={6}>
            <Form.Item name="warehouse_id" label={t('oms_order.warehouse')} rules={[{ required: true, message: t('oms_order.warehouse_choose') }]}>
              <Select aria-label={t('oms_order.warehouse')} options={customer.warehouses.map((w) => ({ value: w.id, label: w.name }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="delivery_date" label={t('oms_order.delivery_date')} rules={[{ required: true, message: t('oms_order.delivery_date_choose') }]}>
              <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.format('YYYY-MM-DD') < earliest} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="time_slot" label={t('oms_order.time_slot')}>
              <Select allowClear options={slots.map((s) => ({ value: s, label: s }))} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name="pay_type" label={t('oms_order.pay_type')} extra={customer.is_open_payment_day === 1 ? t('oms_order.credit', { limit: groupDigits(customer.payment_amount), need_pay: groupDigits(customer.need_pay) }) : t('oms_order.balance', { balance: groupDigits(customer.balance) })}>
              <Radio.Group options={PAY_TYPES.filter((p) => (p !== 2 || customer.is_open_payment_day === 1) && (offeredPayTypes?.includes(p) ?? true)).map((p) => ({ value: p, label: t(`oms.pay_type.${p}`) }))} />
            </Form.Item>
          </Col>
        </Row>
        <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
          <Typography.Text strong>{t('oms_order.lines')}</Typography.Text>
          <Button icon={<PlusOutlined />} onClick={() => setPicking(true)}>{t('oms_order.add_skus')}</Button>
        </Flex>
        <Table<OrderEditLine> rowKey={(l) => `${l.sku_id}:${l.unit_id}`} size="small" columns={columns} dataSource={lines} pagination={false} scroll={{ x: pricing ? 1600 : 1120 }} locale={{ emptyText: t('oms_order.no_lines') }} />
        {lineErrors.items && <Alert type="error" showIcon message={lineErrors.items} style={{ marginTop: 8 }} />}
        <OrderFormPricing pricing={pricing} />
        <Row gutter={16} style={{ marginTop: 12 }}>
          <Col span={6}>
            <Form.Item name="customer_coupon_id" label={t('oms_order.coupon')}>
              <Select
                aria-label={t('oms_order.coupon')}
                allowClear
                placeholder={coupons.length ? t('oms_order.coupon_none') : t('oms_order.coupon_empty')}
                options={coupons.map((c) => ({ value: c.id, label: `${c.name} · ${c.rule_text} · ${t('oms_order.coupon_valid_to', { date: c.valid_to.slice(0, 10) })}` }))}
              />
            </Form.Item>
          </Col>
          {(['freight_amount', 'carry_fee', 'coupon_amount', 'activity_amount'] as const).map((name) => {
            const typed = name === 'coupon_amount' || name === 'activity_amount';
            const label = t(typed ? `oms_order.manual_${name}` : `oms_order.${name}`);
            // the template's freight and the discounts typed by hand are the price permission's (an edit keeps what the order has)
            const disabled = typed ? !canChangePrice || (name === 'coupon_amount' && couponId !== null) : name === 'freight_amount' && templateFreight !== null && !canChangePrice;
            const extra =
              name === 'freight_amount' && pricing?.freight_template
                ? t('oms_order.freight_template', { name: pricing.freight_template })
                : name === 'coupon_amount' && couponId !== null
                  ? t('oms_order.manual_coupon_beside_coupon')
                  : typed && canChangePrice
                    ? t('oms_order.manual_discount_hint')
                    : undefined;
            return (
              <Col span={typed ? 5 : 4} key={name}>
                <Form.Item name={name} label={label} extra={extra}>
                  <InputNumber aria-label={label} precision={2} style={{ width: '100%' }} disabled={disabled} />
                </Form.Item>
              </Col>
            );
          })}
        </Row>
        <Form.Item name="remark" label={t('oms_order.remark')}>
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Flex justify="space-between" align="center" gap={24}>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={save.isPending}>{t(order ? 'oms_order.save_edit' : 'oms_order.submit')}</Button>
            <Button onClick={() => void navigate(-1)}>{t('oms_order.back')}</Button>
          </Flex>
          <Flex gap={24} data-testid="order-totals">
            <span>{t('oms_order.goods_amount')}: ¥{totals.goods}</span>
            {totals.discounts !== '0.00' && <span data-testid="order-rule-discounts">{t('oms_order.rule_discounts')}: -¥{totals.discounts}</span>}
            <strong>{t('oms_order.total_amount')}: ¥{totals.total}</strong>
          </Flex>
        </Flex>
      </Card>
      <SkuPicker open={picking} onSale={1} lockedIds={lines.map((l) => l.sku_id)} onClose={() => setPicking(false)} onConfirm={(picked) => { setLines((all) => addPickedLines(all, picked, fromPicked)); setPicking(false); }} />
    </Form>
  );
}
