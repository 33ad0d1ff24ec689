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
  supportConfirmation: {
    subject: 'تلقّينا طلب الدعم الخاص بك {reference}',
    heading: 'تلقّينا طلبك',
    intro:
      'شكرًا لتواصلك مع دعم Creatorscope. طلبك مفتوح وسيرد فريقنا عبر البريد الإلكتروني، عادةً خلال يوم عمل واحد.',
    referenceLabel: 'رقمك المرجعي',
    quoteHint: 'اذكر هذا الرقم المرجعي إذا راسلتنا مرة أخرى بشأن الطلب نفسه.',
    topicLabel: 'الموضوع',
    subjectLabel: 'العنوان',
    messageLabel: 'رسالتك',
    footer: 'أرسل Creatorscope هذه الرسالة لأن طلب دعم أُرسل باستخدام هذا العنوان.',
    topics: {
      billing: 'الفوترة والخطط',
      insights: 'الإحصاءات والبيانات',
      account: 'الحساب وتسجيل الدخول',
      bug: 'شيء لا يعمل',
      other: 'أمر آخر',
    },
  },
  invitation: {
    subject: 'دعاك {inviter} للانضمام إلى {organization} على Creatorscope',
    invited: 'دعاك {inviter} للانضمام إلى {organization} على Creatorscope بصفة {role}.',
    permissionNames: {
      Read: 'قراءة',
      Write: 'كتابة',
      Admin: 'مسؤول',
    },
    permissions: {
      Read: 'ستكون صلاحيتك «{permission}»: يمكنك عرض بيانات الفريق.',
      Write: 'ستكون صلاحيتك «{permission}»: يمكنك عرض بيانات الفريق وتعديلها.',
      Admin: 'ستكون صلاحيتك «{permission}»: يمكنك عرض بيانات الفريق وتعديلها وإدارة الفريق.',
    },
    accept: 'قبول الدعوة',
    acceptHere: 'اقبل الدعوة من هنا (سجّل الدخول بعنوان البريد الإلكتروني هذا):',
    signInWith: 'سجّل الدخول باستخدام {email} لقبول الدعوة.',
    validUntil: 'يعمل الرابط حتى {expires}.',
    buttonFallback: 'إذا لم يعمل الزر، فافتح هذا العنوان:',
    ignore: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة: لن يحدث شيء حتى تقبلها.',
  },
};
