/**
 * Query keys of the drawer's sections, one factory per entity (the customer itself is `customerKeys`).
 * Every key starts with the customer id after the entity, so a customer's change can refresh its own.
 */
const root = ['crm', 'customer-detail'] as const;

export const customerAccountKeys = { detail: (customerId: number) => [...root, 'account', customerId] as const };
export const certificationKeys = {
  all: () => [...root, 'certification'] as const,
  detail: (customerId: number, reveal: boolean) => [...root, 'certification', customerId, reveal ? 'revealed' : 'masked'] as const,
  ofCustomer: (customerId: number) => [...root, 'certification', customerId] as const,
};
export const visitKeys = { ofCustomer: (customerId: number) => [...root, 'visits', customerId] as const };
export const contactKeys = { ofCustomer: (customerId: number) => [...root, 'contacts', customerId] as const };
export const addressKeys = { ofCustomer: (customerId: number) => [...root, 'addresses', customerId] as const };
/** the tenant's map tiles, for the address form's pin */
export const mapTileKeys = { setting: () => [...root, 'map-tiles'] as const };
export const fileKeys = { ofCustomer: (customerId: number) => [...root, 'files', customerId] as const };
export const logKeys = { ofCustomer: (customerId: number) => [...root, 'logs', customerId] as const };
