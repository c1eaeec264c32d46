// The public face of the modules the shell shows at once, for their registrations: texts, the customer
// drawer, the top bar's search, message openers. Loaded with the signed-in frames (router.tsx
// `loadModules`), not by the entry, so the login page downloads none of it. A module whose pages alone
// show what it registers goes in module-texts.ts, loaded after. Add a module to one of the two and its
// routes in module-routes.ts.
import '@/modules/system';
import '@/modules/system/admin';
import '@/modules/dashboard';
import '@/modules/crm';
