/**
 * Realtime topic (type-2 frame, kind user or broadcast) telling a signed-in web app that what `/auth/info`
 * answers changed — a role's permissions or scope, the roles a member holds, the tenant's menus — so it
 * refetches its menus and permissions without a reload. A file without zod: the web shell listens for it
 * from the start, and importing `permission.schema.ts` would put zod in the shell's first download.
 */
export const SESSION_CHANGED_TOPIC = 'session.changed';
