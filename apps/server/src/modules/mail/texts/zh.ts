import type { TMailTexts } from './types.js';

/** Simplified Chinese, as the registry's date locale (zh-CN). */
export const zh: TMailTexts = {
  greetingName: '{name}，您好：',
  greeting: '您好：',
  codeLabel: '您的验证码',
  expiry: '验证码在 {minutes} 分钟内有效，且只能使用一次。',
  neverShare: '请勿向任何人透露此验证码。Creatorscope 绝不会向您索要验证码。',
  ignore: '如果您没有申请此验证码，请忽略这封邮件：没有验证码，什么都不会发生。',
  footer: '有人在我们的登录页面输入了此邮箱地址，因此 Creatorscope 向您发送了这封邮件。',
  signUp: {
    subject: '您的 Creatorscope 注册验证码',
    heading: '确认您的邮箱地址',
    intro: '请输入此验证码，完成 Creatorscope 账户的创建。',
  },
  signIn: {
    subject: '您的 Creatorscope 登录验证码',
    heading: '登录 Creatorscope',
    intro: '请输入此验证码，登录您的 Creatorscope 账户。',
  },
  alreadyRegistered: {
    subject: '您已拥有账户——这是您的登录验证码',
    heading: '您已拥有账户',
    intro:
      '有人申请使用此邮箱地址创建 Creatorscope 账户，但该地址已有账户，因此没有创建新账户。如果是您本人，请输入此验证码登录。',
  },
  noAccount: {
    subject: '没有账户使用此邮箱地址——这是用于创建账户的验证码',
    heading: '此邮箱地址尚无账户',
    intro:
      '有人申请使用此邮箱地址登录 Creatorscope，但没有账户使用该地址。如果是您本人，请输入此验证码创建账户。',
  },
  supportConfirmation: {
    subject: '我们已收到您的支持请求 {reference}',
    heading: '我们已收到您的请求',
    intro:
      '感谢您联系 Creatorscope 支持团队。您的请求已受理，我们的团队会通过电子邮件回复，通常在一个工作日内。',
    referenceLabel: '您的编号',
    quoteHint: '如果您就同一请求再次联系我们，请注明此编号。',
    topicLabel: '主题类别',
    subjectLabel: '标题',
    messageLabel: '您的留言',
    footer: 'Creatorscope 向您发送此邮件，是因为有人使用此地址提交了支持请求。',
    topics: {
      billing: '账单与套餐',
      insights: '洞察与数据',
      account: '账户与登录',
      bug: '功能出现故障',
      other: '其他问题',
    },
  },
  invitation: {
    subject: '{inviter} 邀请您加入 Creatorscope 上的 {organization}',
    invited: '{inviter} 邀请您以 {role} 的身份加入 Creatorscope 上的 {organization}。',
    permissionNames: {
      Read: '只读',
      Write: '可编辑',
      Admin: '管理员',
    },
    permissions: {
      Read: '您的权限将为“{permission}”：您可以查看团队的数据。',
      Write: '您的权限将为“{permission}”：您可以查看和编辑团队的数据。',
      Admin: '您的权限将为“{permission}”：您可以查看和编辑团队的数据，并管理团队。',
    },
    accept: '接受邀请',
    acceptHere: '在此接受邀请（请使用此电子邮件地址登录）：',
    signInWith: '请使用 {email} 登录以接受邀请。',
    validUntil: '此链接在 {expires} 之前有效。',
    buttonFallback: '如果按钮无法使用，请打开以下地址：',
    ignore: '如果您没有预料到这份邀请，请忽略这封邮件：在您接受之前，什么都不会发生。',
  },
};
