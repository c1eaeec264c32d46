import { and, eq, inArray, or } from 'drizzle-orm';
import { checkPermission } from '@tradewind/contract/common/permission';
import { CustomerImportRowSchema, type CustomerImportRow } from '@tradewind/contract/crm/customer-import.schema';
import type { CreateCustomerInput, UpdateCustomerInput } from '@tradewind/contract/crm/customer.schema';
import { notDeleted } from '@/core/db/soft-delete';
import { invalidField, noPermission } from '@/core/http/errors';
import type { RequestContext } from '@/core/http/request-context';
import { defineImporter, type ImportProblem, type ImportUnit } from '@/core/jobs/importer';
import { areaIdsOfText } from '@/modules/common/area';
import { staff } from '@/modules/system/staff';
import { customerLevels, customerTypes } from '../config/config.table';
import { addAddresses, addressProblems, storedAddresses } from './customer-import-addresses';
import { applyContacts, contactProblems, contactRowProblems, setMainContact, storedContacts, type ContactArea } from './customer-import-contacts';
import { addCustomer, changeSales, updateCustomer } from './customer.service';
import { customers } from './customer.table';

type Match = { id: number; salesType: number; salesId: number | null; area: ContactArea };
type Unit = ImportUnit<CustomerImportRow, Match | null>;

type Person = { id: number; account: string | null; name: string; status: number; isAudit: number };
/** What a run has read of the tenant's names (types, levels, the owners named so far), kept for its rows. */
type Names = { types: Map<string, number>; levels: Map<string, number>; people: Person[] };
type Cache = { catalog: Promise<Pick<Names, 'types' | 'levels'>> | null; owners: Map<string, Person[]> };

/** The tenant's names a batch needs: types, levels and the owners named, by their words. */
async function namesOf(ctx: RequestContext, rows: readonly CustomerImportRow[], cache?: Cache): Promise<Names> {
  const byName = (list: Array<{ id: number; name: string }>) => new Map(list.map((x) => [x.name.trim().toLowerCase(), x.id]));
  const readCatalog = async () => {
    const [types, levels] = await Promise.all([
      ctx.db.select({ id: customerTypes.id, name: customerTypes.name }).from(customerTypes),
      ctx.db.select({ id: customerLevels.id, name: customerLevels.name }).from(customerLevels),
    ]);
    return { types: byName(types), levels: byName(levels) };
  };
  const catalog = await (cache ? (cache.catalog ??= readCatalog()) : readCatalog());
  const owners = [...new Set(rows.map((r) => r.owner).filter((o): o is string => !!o))];
  const unknown = owners.filter((o) => !cache?.owners.has(o));
  const found =
    unknown.length === 0
      ? []
      : await ctx.db
          .select({ id: staff.id, account: staff.account, name: staff.name, status: staff.status, isAudit: staff.isAudit })
          .from(staff)
          .where(and(or(inArray(staff.account, unknown), inArray(staff.name, unknown)), notDeleted(staff)));
  for (const o of unknown) cache?.owners.set(o, found.filter((p) => p.account === o || p.name === o));
  const people = cache ? owners.flatMap((o) => cache.owners.get(o) ?? []) : found;
  return { ...catalog, people };
}

/** An owner by account first, then by name (a name two people share names neither: the account is needed). */
function ownerOf(people: Person[], text: string): number | 'ambiguous' | null {
  const byAccount = people.find((p) => p.account === text);
  if (byAccount) return byAccount.id;
  const byName = people.filter((p) => p.name === text);
  if (byName.length > 1) return 'ambiguous';
  return byName[0]?.id ?? null;
}

/** What a row's words name, or the problem with them. */
function resolve(names: Names, row: CustomerImportRow) {
  const problems: ImportProblem[] = [];
  const typeId = row.type ? (names.types.get(row.type.toLowerCase()) ?? null) : null;
  if (row.type && typeId === null) problems.push({ column: 'type', message: 'crm.type_not_found' });
  const levelId = row.level ? (names.levels.get(row.level.toLowerCase()) ?? null) : null;
  if (row.level && levelId === null) problems.push({ column: 'level', message: 'crm.level_not_found' });
  const owner = row.owner ? ownerOf(names.people, row.owner) : null;
  if (row.owner && (owner === null || owner === 'ambiguous')) problems.push({ column: 'owner', message: owner === 'ambiguous' ? 'crm.import_owner_ambiguous' : 'crm.sales_not_active' });
  const area = row.area ? areaIdsOfText(row.area) : null;
  if (row.area && !area) problems.push({ column: 'area', message: 'area.not_found' });
  return { problems, typeId, levelId, ownerId: typeof owner === 'number' ? owner : null, area };
}

/** The area a customer's further contacts take: the first row's, else the saved customer's. */
const contactAreaOf = (area: ReturnType<typeof areaIdsOfText>, match: Match | null): ContactArea => area ?? match?.area ?? { province_id: null, city_id: null, area_id: null };

/**
 * Customers from a file (docs/imports.md "Customers"): a row is a customer with its main contact and,
 * when it gives an area and an address, a delivery address; consecutive rows of one customer (the same
 * 客户ID and 手机号) are one unit, applied or refused together, each further row one more contact
 * (customer-import-contacts.ts), one more delivery address (customer-import-addresses.ts) or both. A row updates the customer its ID names, else
 * the one holding its phone, else creates one — through the customer form's own service functions, so
 * the form's rules hold (phone unique, type and level as the setting asks, the owner's store and the
 * private-customer cap). No owner: the customer goes to the public pool. An update changes only the
 * columns the row fills; a new owner needs `crm:customer:sales`, as the list's reassign does.
 */
export const customerImporter = defineImporter<CustomerImportRow, Match | null, Cache>({
  key: 'crm.customer',
  title: { zh: '客户', en: 'Customers' },
  permission: 'crm:customer:create',
  updatePermission: 'crm:customer:update',
  schema: CustomerImportRowSchema,
  columns: [
    { key: 'id', header: { zh: '客户ID', en: 'Customer ID' }, note: { zh: '填写时更新该客户；不填时按手机号匹配，没有则新建', en: 'Given: updates that customer; empty: matched by phone, else a new customer' } },
    { key: 'name', header: { zh: '客户名称', en: 'Customer name' }, required: true, example: '鲜丰便利店', moreExamples: ['鲜丰便利店', '鲜丰便利店'] },
    { key: 'phone', header: { zh: '手机号', en: 'Mobile' }, required: true, example: '13800138000', moreExamples: ['13800138000', '13800138000'], note: { zh: '11 位手机号，租户内唯一', en: '11 digits, unique in the company' } },
    {
      key: 'contact_name',
      header: { zh: '联系人', en: 'Contact' },
      example: '王店长',
      moreExamples: ['李采购', '赵仓管'],
      note: { zh: '第一行为主联系人（不填为客户名称）；同一客户的后续行各为一位联系人', en: "The first row: the main contact (empty: the customer name); a customer's further rows: one more contact each" },
    },
    {
      key: 'contact_phone',
      header: { zh: '联系人手机', en: 'Contact mobile' },
      moreExamples: ['13900139001', '13900139002'],
      note: { zh: '后续行必填，按它在该客户的联系人中匹配；第一行不填（主联系人用客户手机号）', en: "Required on a further row, which it matches among the customer's contacts; empty on the first row (the main contact has the customer's mobile)" },
    },
    { key: 'contact_remark', header: { zh: '联系人备注', en: 'Contact remark' }, example: '老板', moreExamples: ['采购', '仓库管理员'], note: { zh: '如职务，最多 200 字', en: 'E.g. the position; up to 200 characters' } },
    { key: 'type', header: { zh: '客户类型', en: 'Customer type' }, values: async (ctx) => (await ctx.db.select({ name: customerTypes.name }).from(customerTypes)).map((r) => r.name) },
    { key: 'level', header: { zh: '客户等级', en: 'Customer level' }, values: async (ctx) => (await ctx.db.select({ name: customerLevels.name }).from(customerLevels)).map((r) => r.name) },
    {
      key: 'owner',
      header: { zh: '归属销售', en: 'Owner' },
      note: { zh: '员工账号或姓名；不填进入公海', en: "A staff member's account or name; empty: the public pool" },
      values: async (ctx) =>
        (await ctx.db.select({ account: staff.account, name: staff.name }).from(staff).where(and(eq(staff.status, 1), notDeleted(staff))).orderBy(staff.id).limit(500)).map((s) => (s.account ? `${s.account} (${s.name})` : s.name)),
    },
    { key: 'sex', header: { zh: '性别', en: 'Sex' }, values: [{ zh: '男', en: 'male' }, { zh: '女', en: 'female' }, { zh: '未知', en: 'unknown' }] },
    { key: 'weixin', header: { zh: '微信', en: 'WeChat' } },
    { key: 'qq', header: { zh: 'QQ', en: 'QQ' } },
    { key: 'email', header: { zh: '邮箱', en: 'Email' } },
    { key: 'area', header: { zh: '所在地区', en: 'Area' }, example: '上海市 浦东新区', moreExamples: ['', '上海市 闵行区'], note: { zh: '省 市 区，用空格分开', en: 'Province city district, separated by spaces' } },
    {
      key: 'address',
      header: { zh: '详细地址', en: 'Address' },
      example: '张江路 100 号',
      moreExamples: ['', '莘庄工业区春东路 8 号仓库'],
      note: { zh: '与地区一起填写时，同时加为收货地址；同一客户的后续行填写地区和地址时，再加一个收货地址', en: "With an area: also added as a delivery address; a customer's further row with an area and an address adds one more" },
    },
    { key: 'remark', header: { zh: '备注', en: 'Remark' } },
  ],
  // a customer's rows repeat its ID (if any) and its phone; its further rows are its further contacts and addresses
  group: (row) => `${row.id ?? ''}|${row.phone}`,
  identity: (unit) => `phone:${unit.values.phone}`,
  async match(ctx, units) {
    const ids = units.map((u) => u.values.id).filter((id): id is number => id !== undefined);
    const phones = units.map((u) => u.values.phone);
    const found = await ctx.db
      .select({ id: customers.id, phone: customers.phone, salesType: customers.salesType, salesId: customers.salesId, provinceId: customers.provinceId, cityId: customers.cityId, areaId: customers.areaId })
      .from(customers)
      .where(ids.length > 0 ? or(inArray(customers.id, ids), inArray(customers.phone, phones)) : inArray(customers.phone, phones));
    const byId = new Map(found.map((c) => [c.id, c]));
    const byPhone = new Map(found.map((c) => [c.phone, c]));
    return units.map((u) => {
      const c = u.values.id !== undefined ? byId.get(u.values.id) : byPhone.get(u.values.phone);
      return c ? { id: c.id, salesType: c.salesType, salesId: c.salesId, area: { province_id: c.provinceId, city_id: c.cityId, area_id: c.areaId } } : null;
    });
  },
  async check(ctx, units) {
    const names = await namesOf(ctx, units.map((u) => u.values));
    // an ID the tenant has not: the row names a customer that is not there
    const phones = units.filter((u) => u.match === null || u.values.id !== undefined).map((u) => u.values.phone);
    const holders = phones.length === 0 ? [] : await ctx.db.select({ id: customers.id, phone: customers.phone }).from(customers).where(inArray(customers.phone, phones));
    const holderOf = new Map(holders.map((h) => [h.phone, h.id]));
    // the contacts and addresses of the matched customers that have further rows
    const grouped = units.filter((u) => u.rows.length > 1 && u.match !== null).map((u) => u.match!.id);
    const [contacts, addresses] = grouped.length === 0 ? [new Map(), new Set<string>()] : await Promise.all([storedContacts(ctx, grouped), storedAddresses(ctx, grouped)]);
    return units.map((u) => {
      const { problems, area } = resolve(names, u.values);
      // a further row's contact and address through their forms' schemas, unless the row is refused already
      const rowProblems = contactRowProblems(u.rows);
      const flagged = new Set(rowProblems.map((p) => p.row));
      const further = u.rows.slice(1).filter((r) => !flagged.has(r.no));
      const customerId = u.match?.id ?? null;
      problems.push(...rowProblems, ...contactProblems(ctx, further, customerId, contacts, contactAreaOf(area, u.match)));
      // the first row's own address is made as before; only the further rows' are checked here
      const contactName = (r: (typeof further)[number]) => r.values.contact_name ?? contacts.get(`${customerId}:${r.values.contact_phone}`)?.name;
      if (further.length > 0) problems.push(...addressProblems(ctx, [u.rows[0], ...further], area, customerId, addresses, contactName));
      if (u.values.id !== undefined && u.match === null) problems.push({ column: 'id', message: 'crm.customer_not_found' });
      const holder = holderOf.get(u.values.phone);
      if (u.match !== null && holder !== undefined && holder !== u.match.id) problems.push({ column: 'phone', message: 'crm.phone_taken' });
      if (u.match === null && u.values.owner && !checkPermission('crm:customer:sales', ctx.session.permissions)) {
        const { ownerId } = resolve(names, u.values);
        if (ownerId !== null && ownerId !== ctx.staffId) problems.push({ column: 'owner', message: 'crm.assign_others_forbidden' });
      }
      return problems;
    });
  },
  // a run reads the types, levels and owners once (the services check each again as they write)
  begin: () => ({ catalog: null, owners: new Map() }),
  // 100 rows to a transaction, each row in a savepoint, spares a commit a row; a row with an owner
  // takes the owner's cap lock (held to the commit), so rows of one owner share a lane
  unitsPerTransaction: 100,
  laneOf: (unit) => unit.values.owner ?? null,
  // `memo`, the transaction's: what the services read alike for every row (the customer setting, the type
  // and level, the area's path and centre, the owner's staff row and store, the pool setting, the staff
  // names) is read once a transaction of 100 rows; the phone, the cap's lock and count every row
  async apply(ctx, unit: Unit, cache, memo) {
    const row = unit.values;
    const names = await namesOf(ctx, [row], cache);
    const r = resolve(names, row);
    if (r.problems.length > 0) throw invalidField(r.problems[0].column, r.problems[0].message);
    if (unit.match === null) {
      const input: CreateCustomerInput = {
        name: row.name,
        phone: row.phone,
        avatar: null,
        level_id: r.levelId,
        type_id: r.typeId,
        source: 0,
        sex: row.sex ?? 0,
        weixin: row.weixin,
        qq: row.qq,
        email: row.email,
        province_id: r.area?.province_id ?? null,
        city_id: r.area?.city_id ?? null,
        area_id: r.area?.area_id ?? null,
        address: row.address,
        longitude: null,
        latitude: null,
        remark: row.remark,
        status: 1,
        store_id: null,
        sales_type: r.ownerId === null ? 0 : 1,
        sales_id: r.ownerId,
        contact_name: row.contact_name,
        confirm_over_limit: 0,
      };
      const id = await addCustomer(ctx, input, { memo });
      await setMainContact(ctx, id, unit.rows[0], true);
      const contactNames = await applyContacts(ctx, id, unit.rows, contactAreaOf(r.area, null));
      await addAddresses(ctx, id, unit.rows, r.area, true, memo, contactNames);
      return 'created';
    }
    // an update: the customer as it is, with the columns the row fills
    const given = unit.rows[0].given;
    const [current] = await ctx.db.select().from(customers).where(eq(customers.id, unit.match.id));
    const pick = <T>(key: string, next: T, now: T): T => (given.has(key) ? next : now);
    const input: UpdateCustomerInput = {
      id: current.id,
      name: pick('name', row.name, current.name),
      phone: pick('phone', row.phone, current.phone),
      avatar: current.avatar,
      level_id: pick('level', r.levelId, current.levelId),
      type_id: pick('type', r.typeId, current.typeId),
      source: current.source,
      sex: pick('sex', row.sex ?? 0, current.sex),
      weixin: pick('weixin', row.weixin, current.weixin),
      qq: pick('qq', row.qq, current.qq),
      email: pick('email', row.email, current.email),
      province_id: given.has('area') ? (r.area?.province_id ?? null) : current.provinceId,
      city_id: given.has('area') ? (r.area?.city_id ?? null) : current.cityId,
      area_id: given.has('area') ? (r.area?.area_id ?? null) : current.areaId,
      address: pick('address', row.address, current.address),
      longitude: current.longitude === null ? null : Number(current.longitude),
      latitude: current.latitude === null ? null : Number(current.latitude),
      remark: pick('remark', row.remark, current.remark),
      status: undefined,
    };
    await updateCustomer(ctx, input, memo);
    await setMainContact(ctx, current.id, unit.rows[0], false);
    if (r.ownerId !== null && !(unit.match.salesType === 1 && unit.match.salesId === r.ownerId)) {
      if (!checkPermission('crm:customer:sales', ctx.session.permissions)) throw noPermission('crm.assign_others_forbidden');
      await changeSales(ctx, current.id, r.ownerId, null, false, memo);
    }
    const contactNames = await applyContacts(ctx, current.id, unit.rows, contactAreaOf(r.area, unit.match));
    await addAddresses(ctx, current.id, unit.rows, r.area, false, memo, contactNames);
    return 'updated';
  },
});
