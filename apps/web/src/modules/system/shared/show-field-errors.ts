// Moved to core/form; the sign-up pages (modules/system/auth, another engineer's files) still import it here.
export { showFieldErrors } from '@/core/form/show-field-errors';
