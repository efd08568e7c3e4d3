/**
 * The operator console's roles and permissions (closed lists) and the Chinese texts the server answers
 * operator calls with. Params are in admin-params.ts, answer shapes in admin-models.ts.
 */

/** What an operator call may require. Each /admin/api call declares exactly one (or a special value). */
export const PERMISSIONS = [
  "dashboard",
  "players.read",
  "players.write",
  "finance",
  "risk",
  "content",
  "support",
  "operators",
  "audit",
  "system",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/** Operator roles. `super` holds every permission. */
export const ROLES = ["super", "finance", "risk", "content", "support"] as const;
export type Role = (typeof ROLES)[number];

/** The one role → permissions table the server checks and the console reads to show its menus. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  super: PERMISSIONS,
  finance: ["dashboard", "players.read", "finance"],
  risk: ["dashboard", "players.read", "players.write", "risk"],
  content: ["content"],
  support: ["players.read", "support"],
};

/** Whether a role holds a permission. */
export function roleHas(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export const ROLE_NAMES: Readonly<Record<Role, string>> = {
  super: "超级管理员",
  finance: "财务",
  risk: "风控",
  content: "内容",
  support: "客服",
};

export const PERMISSION_NAMES: Readonly<Record<Permission, string>> = {
  dashboard: "数据看板",
  "players.read": "查看玩家",
  "players.write": "管理玩家",
  finance: "财务",
  risk: "风控",
  content: "内容",
  support: "客服",
  operators: "管理员账号",
  audit: "操作审计",
  system: "系统设置",
};

/** Chinese texts of operator calls (toasts in the console). */
export const AdminMsg = {
  forbidden: "无权限执行此操作",
  passwordChangeRequired: "请先修改初始密码",
  operatorDisabled: "账号已停用",
  operatorNotFound: "管理员不存在",
  operatorNameTaken: "管理员账号已存在",
  ownRole: "不能修改自己的角色",
  disableSelf: "不能停用自己的账号",
  lastSuper: "至少须保留一个启用的超级管理员",
  resetOwnPassword: "请在“修改密码”中修改自己的密码",
  samePassword: "新密码不能与原密码相同",
  numberExpected: (field: string) => `参数格式错误：${field}，须为数字`,
  userNameRule: "账号须为3-32位字母、数字或_，以字母开头",
  passwordRule: "密码须为8-64位",
  roleUnknown: "角色不存在",
  bulkNos: "请选择1-100条提现",
  bulkReason: "批量驳回须填写原因",
  noProviderRecords: "该支付通道不提供对账记录",
  audit: {
    hashMismatch: "记录内容与哈希不符（记录被修改）",
    prevMismatch: "前一哈希不符（前一条记录被删除或修改）",
    seqGap: (expected: number) => `序号不连续，缺少第${expected}条（记录被删除）`,
  },
} as const;
