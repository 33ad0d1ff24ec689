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
};
