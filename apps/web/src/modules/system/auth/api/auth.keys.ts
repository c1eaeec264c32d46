export const authKeys = {
  all: ['auth'] as const,
  info: () => [...authKeys.all, 'info'] as const,
  /** the waiting page's current QR ticket (one per page view) */
  scanTicket: () => [...authKeys.all, 'scan', 'ticket'] as const,
  scanStatus: (ticket: string) => [...authKeys.all, 'scan', 'status', ticket] as const,
  /** what the confirming session sees about the device asking to sign in */
  scanInfo: (ticket: string) => [...authKeys.all, 'scan', 'info', ticket] as const,
  /** the company and department an invite link joins */
  invite: (code: string) => [...authKeys.all, 'invite', code] as const,
};
