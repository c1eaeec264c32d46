import type { Process } from '@tradewind/contract/pms/process.schema';
import type { SkuPickRow } from '@tradewind/contract/pms/sku.schema';
import type { ProcessBody } from './api/process.api';

/** A line of a recipe's side as the form holds it: the SKU shown, the quantity typed in its base unit. */
export type ProcessLine = {
  sku_id: number;
  quantity: number | null;
  name: string;
  spec_text: string;
  code: string;
  unit_name: string;
  /** whether the base unit takes decimals; unknown for a saved line whose unit the user cannot read */
  allow_decimal: 0 | 1 | null;
};

export type ProcessValues = {
  name: string;
  inputs: ProcessLine[];
  outputs: ProcessLine[];
  loss_rate: number | null;
  remark: string;
  status: boolean;
};

export const lineOfPick = (sku: SkuPickRow): ProcessLine => ({
  sku_id: sku.id,
  quantity: 1,
  name: sku.name,
  spec_text: sku.spec_text,
  code: sku.code,
  unit_name: sku.unit_name,
  allow_decimal: sku.allow_decimal,
});

/** A saved recipe's lines; `decimalUnits` tells which unit names take decimals (the units the user may read). */
export function linesOf(items: Process['inputs'], decimalUnits: ReadonlyMap<string, 0 | 1>): ProcessLine[] {
  return items.map((item) => ({
    sku_id: item.sku_id,
    quantity: Number(item.quantity),
    name: item.name,
    spec_text: item.spec_text,
    code: item.code,
    unit_name: item.unit_name,
    allow_decimal: decimalUnits.get(item.unit_name) ?? null,
  }));
}

const toItems = (lines: readonly ProcessLine[]) => lines.map((line) => ({ sku_id: line.sku_id, quantity: line.quantity ?? 0 }));

export function processBodyOf(values: ProcessValues): ProcessBody {
  return {
    name: values.name,
    inputs: toItems(values.inputs ?? []),
    outputs: toItems(values.outputs ?? []),
    loss_rate: values.loss_rate ?? 0,
    remark: values.remark?.trim() || null,
    status: values.status ? 1 : 0,
  };
}

/** A server field ('inputs.0.sku_id') as the form's path (['inputs', 0, 'sku_id']): the message lands on its row. */
export function fieldPathOf(field: string): (string | number)[] {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
