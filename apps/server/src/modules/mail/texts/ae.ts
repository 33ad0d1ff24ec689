import type { TMailTexts } from './types.js';

/** Arabic: the product's code for it is 'ae' (spec section 2); the mail is laid out right to left. */
export const ae: TMailTexts = {
  greetingName: 'مرحبًا {name}،',
  greeting: 'مرحبًا،',
  codeLabel: 'رمزك',
  expiry: 'الرمز صالح لمدة {minutes} دقائق ويمكن استخدامه مرة واحدة فقط.',
  neverShare: 'لا تشارك هذا الرمز مع أي شخص. لن تطلبه منك Creatorscope أبدًا.',
  ignore: 'إذا لم تطلب هذا الرمز، يمكنك تجاهل هذه الرسالة: لن يحدث شيء من دونه.',
  footer: 'أرسلت Creatorscope هذه الرسالة لأن هذا العنوان أُدخل في صفحة تسجيل الدخول لدينا.',
  signUp: {
    subject: 'رمز التسجيل في Creatorscope',
    heading: 'أكّد عنوان بريدك الإلكتروني',
    intro: 'أدخل هذا الرمز لإكمال إنشاء حسابك في Creatorscope.',
  },
  signIn: {
    subject: 'رمز تسجيل الدخول إلى Creatorscope',
    heading: 'تسجيل الدخول إلى Creatorscope',
    intro: 'أدخل هذا الرمز لتسجيل الدخول إلى حسابك في Creatorscope.',
  },
  alreadyRegistered: {
    subject: 'لديك حساب بالفعل — إليك رمز تسجيل الدخول',
    heading: 'لديك حساب بالفعل',
    intro:
      'طلب شخص ما إنشاء حساب في Creatorscope بهذا العنوان، لكن لهذا العنوان حساب بالفعل، لذلك لم يُنشأ حساب جديد. إذا كنت أنت، فأدخل هذا الرمز لتسجيل الدخول.',
  },
  noAccount: {
    subject: 'لا يوجد حساب يستخدم هذا العنوان — إليك رمزًا لإنشاء حساب',
    heading: 'لا يوجد حساب بهذا العنوان بعد',
    intro:
      'طلب شخص ما تسجيل الدخول إلى Creatorscope بهذا العنوان، لكن لا يوجد حساب يستخدمه. إذا كنت أنت، فأدخل هذا الرمز لإنشاء حسابك.',
  },
};
