import { useEffect, useMemo, useRef, useState } from 'react';
import { ArrowLeftOutlined, MinusOutlined, PlusOutlined, ScanOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Input, InputNumber, Modal, Progress, Result, Select, Skeleton, Tag, Typography, type InputRef } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { countQtySchema, type CountSku, type StockCountLine } from '@tradewind/contract/wms/stock-count.schema';
import { idParamOf } from '@/core/form/record-form-page';
import { useFeedback } from '@/core/feedback/feedback';
import { useI18n } from '@/core/i18n/use-i18n';
import { findCountSku, useCountStockMutation, useStockCountWorkQuery } from '../api/stock-count.api';
import { FillBookAction } from '../components/fill-book-action';
import { countPath } from './stock-count-list-page';
import styles from './stock-count-work.module.css';

/** A line on the page: a saved line, or a SKU found on the shelf that has no line yet (saved as a new one). */
type WorkLine = StockCountLine | (Pick<StockCountLine, 'sku_id' | 'sku_code' | 'barcode' | 'sku_name' | 'spec_text' | 'unit_name' | 'allow_decimal' | 'location_id' | 'location_code'> & { id: null });
const keyOf = (l: { id: number | null; sku_id: number; location_id: number }) => (l.id === null ? `new-${l.location_id}-${l.sku_id}` : String(l.id));

/** Quantities in thousandths, so +/− never drift through floats. */
const toMilli = (v: string) => Math.round(Number(v) * 1000);
const fromMilli = (m: number) => String(m / 1000);

/**
 * /wms/stock_count/work?id= — the counting page, for a phone (375 px) and a scanner (keyboard input ending
 * with Enter): location by location; the code field finds the line (its barcode or SKU code) and adds one;
 * −/+ and the quantity field adjust; 保存 saves the line (who and when are recorded). A blind count shows
 * no book quantities: the server does not send them.
 */
export function StockCountWorkPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const [params] = useSearchParams();
  const id = idParamOf(params.get('id'));
  const query = useStockCountWorkQuery(id);
  const save = useCountStockMutation(id ?? 0);
  const scan = useRef<InputRef>(null);
  const [location, setLocation] = useState<number | null>(null);
  const [code, setCode] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [found, setFound] = useState<WorkLine[]>([]);

  const count = query.data;
  const lines: WorkLine[] = useMemo(() => {
    const saved = count?.lines ?? [];
    return [...saved, ...found.filter((f) => !saved.some((l) => l.sku_id === f.sku_id && l.location_id === f.location_id))];
  }, [count?.lines, found]);
  const locations = useMemo(() => {
    const byId = new Map<number, { id: number; code: string; total: number; done: number }>((count?.locations ?? []).map((l) => [l.id, { id: l.id, code: l.code, total: 0, done: 0 }]));
    for (const l of lines) {
      const row = byId.get(l.location_id) ?? { id: l.location_id, code: l.location_code, total: 0, done: 0 };
      row.total += 1;
      if (l.id !== null && l.counted_qty !== null) row.done += 1;
      byId.set(l.location_id, row);
    }
    return [...byId.values()].sort((a, b) => a.code.localeCompare(b.code));
  }, [lines, count?.locations]);
  const current = location ?? locations.find((l) => l.done < l.total)?.id ?? locations[0]?.id ?? null;
  const shown = lines.filter((l) => l.location_id === current);
  const recounting = (count?.recount_round ?? 0) > 0;

  useEffect(() => {
    if (active) document.getElementById(`count-line-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  if (id !== null && query.isPending) return <Skeleton active />;
  if (!count) return <Result status="404" title={t('wms.count_not_found')} />;
  const counting = count.status === 1;
  const book = count.book_visible === 1;
  const open = (l: WorkLine) => counting && (!recounting || (l.id !== null && l.recount === 1));

  const draftOf = (l: WorkLine) => drafts[keyOf(l)] ?? (l.id !== null && l.counted_qty !== null ? l.counted_qty : '');
  const setDraft = (l: WorkLine, value: string) => setDrafts((d) => ({ ...d, [keyOf(l)]: value }));
  const step = (l: WorkLine, by: number) => setDraft(l, fromMilli(Math.max(0, toMilli(draftOf(l) || '0') + by * 1000)));

  const handleScan = async () => {
    const text = code.trim();
    setCode('');
    if (!text) return;
    const match = (l: WorkLine) => l.barcode === text || l.sku_code === text;
    const here = shown.find(match);
    const elsewhere = here ? undefined : lines.find(match);
    const line = here ?? elsewhere;
    if (line) {
      setLocation(line.location_id);
      if (!open(line)) return void message.warning(t('wms.count_line_not_recount'));
      setActive(keyOf(line));
      step(line, 1);
      return;
    }
    if (current === null || recounting) return void message.warning(t('wms.count_sku_not_found'));
    const sku: CountSku | null = await findCountSku(count.id, text);
    if (!sku) return void message.warning(t('wms.count_sku_not_found'));
    const place = locations.find((l) => l.id === current)!;
    Modal.confirm({
      title: t('wms_count.add_found_title'),
      content: t('wms_count.add_found', { sku: `${sku.name} ${sku.spec_text}`, location: place.code }),
      onOk: () => {
        const added: WorkLine = { id: null, sku_id: sku.id, sku_code: sku.code, barcode: sku.barcode, sku_name: sku.name, spec_text: sku.spec_text, unit_name: sku.unit_name, allow_decimal: sku.allow_decimal, location_id: place.id, location_code: place.code };
        setFound((f) => [...f, added]);
        setActive(keyOf(added));
        setDraft(added, '1');
      },
    });
  };

  const handleSave = (l: WorkLine) => {
    const qty = draftOf(l);
    // the server's rule, with its message: a negative count is refused, never kept as 0
    if (qty === '' || !countQtySchema.safeParse(qty).success) return void message.warning(t('wms.count_qty_invalid'));
    // the page opened on the first location not finished: it stays there once counted, until the counter moves on
    setLocation(l.location_id);
    save.mutate([l.id === null ? { sku_id: l.sku_id, location_id: l.location_id, qty } : { id: l.id, qty }], {
      onSuccess: () => {
        setDrafts((d) => {
          const { [keyOf(l)]: _saved, ...rest } = d;
          return rest;
        });
        if (l.id === null) setFound((f) => f.filter((x) => !(x.sku_id === l.sku_id && x.location_id === l.location_id)));
        void message.success(t('wms_count.saved', { sku: l.sku_code, qty }));
        scan.current?.focus();
      },
    });
  };

  const index = locations.findIndex((l) => l.id === current);
  const go = (by: number) => {
    const next = locations[index + by];
    if (next) {
      setLocation(next.id);
      setActive(null);
      scan.current?.focus();
    }
  };

  return (
    <div className={styles.phone} data-testid="count-work">
      <Flex vertical gap={10}>
        <div className={styles.head}>
          <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('form.back')} onClick={() => void navigate(countPath('detail', count.id))} />
          <div style={{ flex: 1, minWidth: 0 }}>
            <div className={styles.number}>{count.number}</div>
            <div className={styles.meta}>{count.warehouse_name}{count.blind ? ` · ${t('wms_count.blind')}` : ''}</div>
          </div>
          <Tag color={counting ? 'processing' : 'default'}>{t(`wms.count_status.${count.status}`)}</Tag>
        </div>
        <Progress percent={count.line_count ? Math.floor((count.counted_count / count.line_count) * 100) : 0} format={() => `${count.counted_count}/${count.line_count}`} />
        {counting ? null : <Alert type="info" showIcon title={t('wms_count.not_counting')} />}
        <FillBookAction count={count} size="large" block />
        {recounting && counting ? <Alert type="warning" showIcon title={t('wms_count.recount_hint', { round: count.recount_round })} /> : null}
        <Select
          aria-label={t('wms_doc.location')}
          value={current ?? undefined}
          onChange={(v) => {
            setLocation(v);
            setActive(null);
          }}
          options={locations.map((l) => ({ value: l.id, label: `${l.code}（${l.done}/${l.total}）` }))}
          size="large"
        />
        <Input
          ref={scan}
          size="large"
          autoFocus
          allowClear
          disabled={!counting}
          prefix={<ScanOutlined />}
          placeholder={t('wms_count.scan_placeholder')}
          aria-label={t('wms_count.scan_placeholder')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          onPressEnter={() => void handleScan()}
          inputMode="text"
          autoComplete="off"
        />
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{t('wms_count.scan_hint')}</Typography.Text>
        {shown.length === 0 ? <Empty description={t('wms_count.no_lines')} /> : null}
        {shown.map((l) => {
          const key = keyOf(l);
          const draft = draftOf(l);
          const saved = l.id !== null ? l.counted_qty : null;
          const dirty = draft !== '' && draft !== saved;
          const editable = open(l);
          return (
            <div key={key} id={`count-line-${key}`} data-testid={`count-line-${l.sku_code}`} className={[styles.line, active === key ? styles.active : '', saved !== null && !dirty ? styles.done : ''].join(' ')} onClick={() => setActive(key)}>
              <div className={styles.name}>{l.sku_name} {l.spec_text}</div>
              <div className={styles.meta}>
                {l.sku_code}{l.barcode ? ` · ${l.barcode}` : ''}
                {book && l.id !== null && l.expected_qty !== null ? ` · ${t('wms_count.book_short')} ${l.expected_qty} ${l.unit_name}` : ''}
              </div>
              {l.id !== null && l.recount === 1 ? <Tag color="orange">{t('wms_count.recount')}</Tag> : null}
              {l.id === null || l.added ? <Tag>{t('wms_count.added')}</Tag> : null}
              <div className={styles.stepper}>
                <Button size="large" icon={<MinusOutlined />} aria-label={`minus-${l.sku_code}`} disabled={!editable} onClick={() => step(l, -1)} />
                <InputNumber
                  className={styles.qty}
                  size="large"
                  aria-label={`qty-${l.sku_code}`}
                  stringMode
                  precision={l.allow_decimal ? undefined : 0}
                  inputMode={l.allow_decimal ? 'decimal' : 'numeric'}
                  disabled={!editable}
                  value={draft === '' ? null : draft}
                  onChange={(v) => setDraft(l, v === null ? '' : String(v))}
                  onFocus={() => setActive(key)}
                  onPressEnter={() => handleSave(l)}
                  suffix={l.unit_name}
                />
                <Button size="large" icon={<PlusOutlined />} aria-label={`plus-${l.sku_code}`} disabled={!editable} onClick={() => step(l, 1)} />
                <Button size="large" type={dirty ? 'primary' : 'default'} disabled={!editable || !dirty} loading={save.isPending && active === key} onClick={() => handleSave(l)}>
                  {t('wms_count.save')}
                </Button>
              </div>
              {l.id !== null && l.counted_by_name ? (
                <div className={styles.meta} style={{ marginTop: 6 }}>{t('wms_count.counted_by', { qty: l.counted_qty ?? '-', name: l.counted_by_name, at: (l.counted_at ?? '').slice(11, 16) })}</div>
              ) : null}
            </div>
          );
        })}
      </Flex>
      <div className={styles.footer}>
        <Button block size="large" disabled={index <= 0} onClick={() => go(-1)}>{t('wms_count.prev_location')}</Button>
        <Button block size="large" disabled={index < 0 || index >= locations.length - 1} onClick={() => go(1)}>{t('wms_count.next_location')}</Button>
      </div>
    </div>
  );
}
