/**
 * An address as people read it. The stored area text names every level ('上海市 上海市 浦东新区': a
 * municipality's city has its province's name, as the area table has it, and forms read the names back
 * by level), so a name that repeats the one before it is said once: '上海市 浦东新区'. Every place that
 * shows an area or an address (pages, prints, the server's texts) goes through these two.
 */
export function areaText(areaString: string | null | undefined): string {
  const names = (areaString ?? '').split(/\s+/).filter(Boolean);
  return names.filter((name, i) => name !== names[i - 1]).join(' ');
}

/** Area and street as one line: '上海市 浦东新区 张江路 88 号'; '' when neither is known. */
export function addressText(areaString: string | null | undefined, address: string | null | undefined): string {
  return [areaText(areaString), address?.trim()].filter(Boolean).join(' ');
}
