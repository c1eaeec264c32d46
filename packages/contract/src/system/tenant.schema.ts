/** GET /common/tenant (spec 000 §3). */
export type TenantInfo = {
  id: number;
  name: string;
  is_experience: 0 | 1;
  contract_begin: string | null;
  contract_end: string | null;
  time_zone: string;
};

/** GET /common/client_data: badge counts polled every 60 s. */
export type ClientData = { un_read_num: number; task_num: number };
