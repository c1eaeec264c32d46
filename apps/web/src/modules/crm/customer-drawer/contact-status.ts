/**
 * What the contact form says under its status (issue 14, defect 8): a new contact starts disabled (spec
 * 001 §5, blank status 0), which a user would not expect — the form tells them while it stays so.
 */
export function contactStatusHint(creating: boolean, status: 0 | 1): 'crm_drawer.contact_status_new_disabled' | null {
  return creating && status === 0 ? 'crm_drawer.contact_status_new_disabled' : null;
}
