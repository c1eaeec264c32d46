/**
 * A record's one image (a category's icon, a brand's logo) is one address ('' for none), as the API
 * keeps it; the image uploader speaks lists. For `<Form.Item getValueProps normalize>`.
 */
export const singleImageValueProps = (value?: string | null): { value: string[] } => ({ value: value ? [value] : [] });
export const normalizeSingleImage = (urls?: readonly string[]): string => urls?.[0] ?? '';
