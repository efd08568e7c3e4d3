/** Chinese texts the server answers with (toasts on the client). One place for all of them. */
export const Msg = {
  systemBusy: "系统繁忙，请稍后再试",
  badSignature: "签名错误，请刷新后重试",
  staleTime: "请求已过期，请校准手机时间后重试",
  loginRequired: "请先登录",
  banned: "账号已被冻结，请联系客服",
  maintenance: "系统维护中，请稍后再试",
  tooManyRequests: "操作太频繁，请稍后再试",
  requestIdReused: "重复的请求编号",
  notFound: "接口不存在",
  missingParam: (field: string) => `缺少参数：${field}`,
  badParam: (field: string) => `参数格式错误：${field}`,
  userNameTaken: "用户名已被注册",
  wrongCredentials: "用户名或密码错误",
  operatorOnly: "需要管理员登录",
} as const;
