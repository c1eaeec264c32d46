/**
 * A list of texts as one array parameter in PostgreSQL's text form (`{"a","b \"c\""}`), for
 * `= ANY(${textArray(list)}::text[])`: one parameter however long the list (Drizzle's `sql` spreads a
 * JavaScript array into a parameter per element, and a statement takes at most 65,535). Every element is
 * quoted, its backslashes and double quotes escaped, so commas, braces and `NULL` stay text.
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
