// Every module's public face, for its registrations: texts, menu group titles, the customer drawer, the
// top bar's search, message openers. Loaded with the signed-in frames (router.tsx `loadModules`), not by
// the entry, so the login page downloads none of it. Add a module here and its routes in module-routes.ts.
import '@/modules/system';
import '@/modules/system/admin';
import '@/modules/dashboard';
import '@/modules/pms';
import '@/modules/crm';
import '@/modules/wms';
import '@/modules/oms';
import '@/modules/lms';
import '@/modules/fms';
