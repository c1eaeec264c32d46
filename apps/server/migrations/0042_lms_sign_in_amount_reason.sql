-- Cash that adds up (lms README "Logistics orders and sign-ins"): a sign-in that collects another amount than
-- the stop's amount to collect says why; the line's cash-up shows it beside the difference.
ALTER TABLE lms_sign_ins ADD COLUMN amount_reason varchar(200);

-- A line always finishes (lms README): deliveries left waiting by orders delivered, completed or cancelled
-- before oms told logistics of every closing path close now as that path closes them (signed, or failed for a
-- cancelled order), each with its log line, so none stays in 待排线 for goods that already left or no order.
WITH stuck AS (
  SELECT lo.id, coalesce(so.status, o.status) AS unit
    FROM lms_logistics_orders AS lo
    JOIN oms_orders AS o ON o.id = lo.order_id
    LEFT JOIN oms_sub_orders AS so ON so.id = lo.sub_order_id
   WHERE lo.status = 0 AND coalesce(so.status, o.status) IN (0, 6, 7)
), closed AS (
  UPDATE lms_logistics_orders AS lo
     SET status = CASE WHEN s.unit = 0 THEN 4 ELSE 3 END,
         signed_at = CASE WHEN s.unit = 0 THEN lo.signed_at ELSE now() END,
         updated_at = now()
    FROM stuck AS s
   WHERE lo.id = s.id
  RETURNING lo.id, lo.tenant_id, lo.status
)
-- No remark: the action names what happened, in the reader's language.
INSERT INTO document_logs (tenant_id, document_type, document_id, action, from_status, to_status)
SELECT tenant_id, 'logistics_order', id, CASE WHEN status = 4 THEN 'close_cancelled' ELSE 'deliver_by_hand' END, 0, status
  FROM closed;
