import { loadAreaRows, type AreaRow } from './area-data';

export type AreaIds = { province_id: number; city_id: number | null; area_id: number | null };

let children: Map<number, AreaRow[]> | null = null;
function childrenOf(parentId: number): AreaRow[] {
  if (!children) {
    children = new Map();
    for (const row of loadAreaRows()) {
      const list = children.get(row.parent_id) ?? [];
      list.push(row);
      children.set(row.parent_id, list);
    }
  }
  return children.get(parentId) ?? [];
}

/** A part of an area's text matches a name with or without its suffix ('浙江' 浙江省, '杭州' 杭州市). */
const sameName = (part: string, name: string) => part === name || (part.length >= 2 && name.startsWith(part) && name.length - part.length <= 3);

/**
 * The area ids an address's area text names — '浙江省 杭州市 西湖区', '上海市 浦东新区' (a municipality's
 * city said once), separated by spaces, '/' or '-' — or null when it names none (the imports' area
 * column; the same ids the form's area picker gives).
 */
export function areaIdsOfText(text: string): AreaIds | null {
  const parts = text.split(/[\s/\-,，]+/).filter(Boolean);
  if (parts.length === 0 || parts.length > 3) return null;
  const province = childrenOf(0).find((p) => sameName(parts[0], p.name));
  if (!province) return null;
  const chain: AreaRow[] = [province];
  for (const part of parts.slice(1)) {
    const parent = chain[chain.length - 1];
    let next = childrenOf(parent.id).find((c) => sameName(part, c.name));
    // a municipality: its one city row repeats its name, so the district is a grandchild
    if (!next && parent.level === 1) {
      for (const city of childrenOf(parent.id)) {
        const district = childrenOf(city.id).find((c) => sameName(part, c.name));
        if (district) {
          chain.push(city);
          next = district;
          break;
        }
      }
    }
    if (!next) return null;
    chain.push(next);
  }
  return { province_id: chain[0].id, city_id: chain[1]?.id ?? null, area_id: chain[2]?.id ?? null };
}
