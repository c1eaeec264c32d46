import { Tag } from 'antd';
import type { OrderPricingStep } from '@tradewind/contract/oms/order.schema';
import { useI18n } from '@/core/i18n/use-i18n';

const COLORS = { price: 'volcano', activity: 'red', coupon: 'gold', manual_coupon: 'orange', manual_discount: 'purple' } as const;

/** One step's effect as text: "限时价 周末特价 -1.50", "手工优惠 -0.33" (a gift activity reads without an amount). */
export function stepText(t: ReturnType<typeof useI18n>['t'], step: OrderPricingStep): string {
  const cents = Math.round(Number(step.amount) * 100);
  return `${t(`oms_order.step.${step.kind}`)}${step.name ? ` ${step.name}` : ''}${cents > 0 ? ` -${step.amount}` : ''}`;
}

/** What each step of the price pipeline did to a line (time-limited price, activity, coupon, the discounts typed by hand), in the pipeline's order. */
export function OrderPricingSteps({ steps }: { steps: readonly OrderPricingStep[] }) {
  const { t } = useI18n();
  if (steps.length === 0) return <span>-</span>;
  return (
    <span data-testid="pricing-steps">
      {steps.map((s, i) => (
        <Tag key={`${s.kind}:${s.id}:${i}`} color={COLORS[s.kind]} style={{ marginBottom: 2 }}>
          {stepText(t, s)}
        </Tag>
      ))}
    </span>
  );
}
