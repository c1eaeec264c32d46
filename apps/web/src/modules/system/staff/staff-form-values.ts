/**
 * The staff form keeps the avatar as one address ('' for none), as the API does; the image uploader
 * speaks lists of addresses.
 */
export const avatarValueProps = (value?: string | null): { value: string[] } => ({ value: value ? [value] : [] });

export const normalizeAvatar = (urls?: readonly string[]): string => urls?.[0] ?? '';
