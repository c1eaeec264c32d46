import { registerPaymentConfigUse } from '../payment-config/payment-config.service';
import { countNotesUsing } from './payment-note.service';

// A method named on a payment note keeps its kind; one on a pending note cannot be disabled (payment config README).
registerPaymentConfigUse({ count: countNotesUsing });

export { registerPaymentNoteRoutes } from './payment-note.routes';
export { paymentNoteItems, paymentNotes } from './payment-note.table';
