// The modules whose public face only registers what their own pages show (texts, the order detail's
// delivery section): loaded apart from the shell (core/i18n/module-texts.ts), so the workplace paints
// without them; every module page waits for them. A module the shell shows at once (the top bar's
// search, drawers, message openers) belongs in modules.ts instead.
import '@/modules/pms';
import '@/modules/fms';
import '@/modules/wms';
import '@/modules/oms';
import '@/modules/lms';
import '@/modules/marketing';
import '@/modules/cms';
import '@/modules/bi';
