import type { MessageEntry } from '../common/core-messages';

/**
 * Refusals of delegated administration (issue 13, finding 2; the server's modules/system/delegation.ts):
 * answered with body code 402, translated by the server.
 */
export const delegationMessages = {
  'delegation.super_only': { zh: '只有超级管理员可以授予超级管理员角色', en: 'Only a super administrator can grant the super administrator role' },
  'delegation.permission_not_held': { zh: '不能授予自己没有的权限：{permission}', en: 'You cannot grant a permission you do not hold: {permission}' },
  'delegation.scope_too_wide': { zh: '不能授予比自己更大的数据范围', en: 'You cannot grant a wider data scope than your own' },
  'delegation.owner_super_only': { zh: '只有超级管理员可以修改企业创建者或超级管理员', en: 'Only a super administrator can change the company owner or a super administrator' },
  'delegation.target_exceeds': { zh: '不能修改权限比自己多的员工', en: 'You cannot change a staff member who holds permissions you do not' },
  'delegation.own_roles': { zh: '不能修改自己的角色', en: 'You cannot change your own roles' },
  'delegation.store_not_held': { zh: '不能授予自己没有的门店：{store}', en: 'You cannot grant a store you do not have yourself: {store}' },
  'delegation.own_role': { zh: '不能修改自己所属角色的权限', en: 'You cannot change a role you hold yourself' },
} as const satisfies Record<string, MessageEntry>;
