import type { TLanguageCode, TSupportTopic } from '@creatorscope/contracts';

/**
 * The confirmation a support requester receives. `{reference}` is filled in when the mail is
 * rendered; the greeting is mail's, so every mail greets alike.
 */
export type TSupportConfirmationTexts = {
  /** Contains `{reference}`. */
  subject: string;
  heading: string;
  intro: string;
  referenceLabel: string;
  quoteHint: string;
  topicLabel: string;
  subjectLabel: string;
  messageLabel: string;
  footer: string;
  topics: Record<TSupportTopic, string>;
};

/** The texts of the 16 UI languages; the type makes a missing language a compile error. */
export const SUPPORT_CONFIRMATION_TEXTS: Readonly<Record<TLanguageCode, TSupportConfirmationTexts>> = {
  en: {
    subject: 'We received your support request {reference}',
    heading: 'We received your request',
    intro:
      'Thank you for contacting Creatorscope support. Your request is open and our team will answer by email, usually within one business day.',
    referenceLabel: 'Your reference',
    quoteHint: 'Quote this reference if you write to us again about the same request.',
    topicLabel: 'Topic',
    subjectLabel: 'Subject',
    messageLabel: 'Your message',
    footer: 'Creatorscope sent this email because a support request was sent with this address.',
    topics: {
      billing: 'Billing and plans',
      insights: 'Insights and data',
      account: 'Account and sign-in',
      bug: 'Something is broken',
      other: 'Something else',
    },
  },
  zh: {
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
  da: {
    subject: 'Vi har modtaget din supporthenvendelse {reference}',
    heading: 'Vi har modtaget din henvendelse',
    intro:
      'Tak fordi du kontaktede Creatorscope support. Din henvendelse er åben, og vores team svarer pr. e-mail, som regel inden for én arbejdsdag.',
    referenceLabel: 'Dit referencenummer',
    quoteHint: 'Oplys dette referencenummer, hvis du skriver til os igen om samme henvendelse.',
    topicLabel: 'Emne',
    subjectLabel: 'Overskrift',
    messageLabel: 'Din besked',
    footer: 'Creatorscope har sendt denne e-mail, fordi en supporthenvendelse blev sendt med denne adresse.',
    topics: {
      billing: 'Betaling og abonnementer',
      insights: 'Indsigter og data',
      account: 'Konto og login',
      bug: 'Noget virker ikke',
      other: 'Noget andet',
    },
  },
  fr: {
    subject: 'Nous avons bien reçu votre demande d’assistance {reference}',
    heading: 'Nous avons bien reçu votre demande',
    intro:
      'Merci d’avoir contacté l’assistance Creatorscope. Votre demande est ouverte et notre équipe vous répondra par e-mail, généralement sous un jour ouvré.',
    referenceLabel: 'Votre référence',
    quoteHint: 'Indiquez cette référence si vous nous écrivez de nouveau au sujet de cette demande.',
    topicLabel: 'Thème',
    subjectLabel: 'Objet',
    messageLabel: 'Votre message',
    footer:
      'Creatorscope vous a envoyé cet e-mail car une demande d’assistance a été envoyée avec cette adresse.',
    topics: {
      billing: 'Facturation et forfaits',
      insights: 'Statistiques et données',
      account: 'Compte et connexion',
      bug: 'Quelque chose ne fonctionne pas',
      other: 'Autre chose',
    },
  },
  de: {
    subject: 'Wir haben deine Support-Anfrage {reference} erhalten',
    heading: 'Wir haben deine Anfrage erhalten',
    intro:
      'Danke, dass du dich an den Creatorscope-Support gewandt hast. Deine Anfrage ist offen, und unser Team antwortet per E-Mail, meist innerhalb eines Werktags.',
    referenceLabel: 'Deine Referenznummer',
    quoteHint: 'Nenne diese Referenznummer, wenn du uns erneut zu dieser Anfrage schreibst.',
    topicLabel: 'Thema',
    subjectLabel: 'Betreff',
    messageLabel: 'Deine Nachricht',
    footer:
      'Creatorscope hat dir diese E-Mail geschickt, weil mit dieser Adresse eine Support-Anfrage gesendet wurde.',
    topics: {
      billing: 'Abrechnung und Tarife',
      insights: 'Insights und Daten',
      account: 'Konto und Anmeldung',
      bug: 'Etwas funktioniert nicht',
      other: 'Etwas anderes',
    },
  },
  el: {
    subject: 'Λάβαμε το αίτημα υποστήριξής σας {reference}',
    heading: 'Λάβαμε το αίτημά σας',
    intro:
      'Σας ευχαριστούμε που επικοινωνήσατε με την υποστήριξη του Creatorscope. Το αίτημά σας είναι ανοιχτό και η ομάδα μας θα απαντήσει με email, συνήθως μέσα σε μία εργάσιμη ημέρα.',
    referenceLabel: 'Ο αριθμός αναφοράς σας',
    quoteHint: 'Αναφέρετε αυτόν τον αριθμό αν μας γράψετε ξανά για το ίδιο αίτημα.',
    topicLabel: 'Θέμα',
    subjectLabel: 'Τίτλος',
    messageLabel: 'Το μήνυμά σας',
    footer:
      'Το Creatorscope σας έστειλε αυτό το email επειδή στάλθηκε αίτημα υποστήριξης με αυτή τη διεύθυνση.',
    topics: {
      billing: 'Χρεώσεις και πακέτα',
      insights: 'Στατιστικά και δεδομένα',
      account: 'Λογαριασμός και σύνδεση',
      bug: 'Κάτι δεν λειτουργεί',
      other: 'Κάτι άλλο',
    },
  },
  hu: {
    subject: 'Megkaptuk a támogatási kérését: {reference}',
    heading: 'Megkaptuk a kérését',
    intro:
      'Köszönjük, hogy felvette a kapcsolatot a Creatorscope ügyfélszolgálatával. A kérése nyitott, csapatunk e-mailben válaszol, általában egy munkanapon belül.',
    referenceLabel: 'Az Ön hivatkozási száma',
    quoteHint: 'Ha ugyanezzel a kéréssel kapcsolatban újra ír nekünk, adja meg ezt a számot.',
    topicLabel: 'Téma',
    subjectLabel: 'Tárgy',
    messageLabel: 'Az Ön üzenete',
    footer: 'A Creatorscope azért küldte ezt az e-mailt, mert erről a címről támogatási kérés érkezett.',
    topics: {
      billing: 'Számlázás és csomagok',
      insights: 'Elemzések és adatok',
      account: 'Fiók és bejelentkezés',
      bug: 'Valami nem működik',
      other: 'Egyéb',
    },
  },
  it: {
    subject: 'Abbiamo ricevuto la tua richiesta di assistenza {reference}',
    heading: 'Abbiamo ricevuto la tua richiesta',
    intro:
      'Grazie per aver contattato l’assistenza Creatorscope. La tua richiesta è aperta e il nostro team ti risponderà via email, di solito entro un giorno lavorativo.',
    referenceLabel: 'Il tuo riferimento',
    quoteHint: 'Indica questo riferimento se ci scrivi di nuovo per la stessa richiesta.',
    topicLabel: 'Argomento',
    subjectLabel: 'Oggetto',
    messageLabel: 'Il tuo messaggio',
    footer:
      'Creatorscope ti ha inviato questa email perché è stata inviata una richiesta di assistenza con questo indirizzo.',
    topics: {
      billing: 'Fatturazione e piani',
      insights: 'Statistiche e dati',
      account: 'Account e accesso',
      bug: 'Qualcosa non funziona',
      other: 'Altro',
    },
  },
  ja: {
    subject: 'サポートへのお問い合わせ {reference} を受け付けました',
    heading: 'お問い合わせを受け付けました',
    intro:
      'Creatorscope サポートにお問い合わせいただきありがとうございます。お問い合わせは受付済みです。通常 1 営業日以内にチームからメールでご回答します。',
    referenceLabel: '受付番号',
    quoteHint: '同じ件で再度ご連絡いただく際は、この受付番号をお知らせください。',
    topicLabel: '種類',
    subjectLabel: '件名',
    messageLabel: 'お問い合わせ内容',
    footer:
      'このアドレスでサポートへのお問い合わせが送信されたため、Creatorscope からこのメールをお送りしています。',
    topics: {
      billing: '請求とプラン',
      insights: 'インサイトとデータ',
      account: 'アカウントとログイン',
      bug: '不具合の報告',
      other: 'その他',
    },
  },
  pl: {
    subject: 'Otrzymaliśmy Twoje zgłoszenie do pomocy technicznej {reference}',
    heading: 'Otrzymaliśmy Twoje zgłoszenie',
    intro:
      'Dziękujemy za kontakt z pomocą techniczną Creatorscope. Twoje zgłoszenie jest otwarte, a nasz zespół odpowie e-mailem, zwykle w ciągu jednego dnia roboczego.',
    referenceLabel: 'Numer zgłoszenia',
    quoteHint: 'Podaj ten numer, jeśli napiszesz do nas ponownie w tej samej sprawie.',
    topicLabel: 'Temat',
    subjectLabel: 'Tytuł',
    messageLabel: 'Twoja wiadomość',
    footer:
      'Creatorscope wysłał tę wiadomość, ponieważ z tego adresu wysłano zgłoszenie do pomocy technicznej.',
    topics: {
      billing: 'Płatności i plany',
      insights: 'Statystyki i dane',
      account: 'Konto i logowanie',
      bug: 'Coś nie działa',
      other: 'Coś innego',
    },
  },
  pt: {
    subject: 'Recebemos o seu pedido de suporte {reference}',
    heading: 'Recebemos o seu pedido',
    intro:
      'Obrigado por entrar em contato com o suporte da Creatorscope. O seu pedido está aberto e a nossa equipe responderá por e-mail, normalmente em até um dia útil.',
    referenceLabel: 'A sua referência',
    quoteHint: 'Informe esta referência se nos escrever novamente sobre o mesmo pedido.',
    topicLabel: 'Tema',
    subjectLabel: 'Assunto',
    messageLabel: 'A sua mensagem',
    footer: 'A Creatorscope enviou este e-mail porque um pedido de suporte foi enviado com este endereço.',
    topics: {
      billing: 'Faturamento e planos',
      insights: 'Insights e dados',
      account: 'Conta e login',
      bug: 'Algo não está funcionando',
      other: 'Outro assunto',
    },
  },
  ru: {
    subject: 'Мы получили ваше обращение в поддержку {reference}',
    heading: 'Мы получили ваше обращение',
    intro:
      'Спасибо, что обратились в поддержку Creatorscope. Ваше обращение открыто, и наша команда ответит по электронной почте, обычно в течение одного рабочего дня.',
    referenceLabel: 'Номер обращения',
    quoteHint: 'Укажите этот номер, если снова напишете нам по этому же вопросу.',
    topicLabel: 'Тема',
    subjectLabel: 'Заголовок',
    messageLabel: 'Ваше сообщение',
    footer:
      'Creatorscope отправил это письмо, потому что с этим адресом было отправлено обращение в поддержку.',
    topics: {
      billing: 'Оплата и тарифы',
      insights: 'Аналитика и данные',
      account: 'Аккаунт и вход',
      bug: 'Что-то не работает',
      other: 'Другое',
    },
  },
  es: {
    subject: 'Hemos recibido tu solicitud de soporte {reference}',
    heading: 'Hemos recibido tu solicitud',
    intro:
      'Gracias por contactar con el soporte de Creatorscope. Tu solicitud está abierta y nuestro equipo te responderá por correo electrónico, normalmente en un día laborable.',
    referenceLabel: 'Tu referencia',
    quoteHint: 'Indica esta referencia si nos vuelves a escribir sobre la misma solicitud.',
    topicLabel: 'Tema',
    subjectLabel: 'Asunto',
    messageLabel: 'Tu mensaje',
    footer:
      'Creatorscope te ha enviado este correo porque se envió una solicitud de soporte con esta dirección.',
    topics: {
      billing: 'Facturación y planes',
      insights: 'Estadísticas y datos',
      account: 'Cuenta e inicio de sesión',
      bug: 'Algo no funciona',
      other: 'Otro asunto',
    },
  },
  sv: {
    subject: 'Vi har tagit emot ditt supportärende {reference}',
    heading: 'Vi har tagit emot ditt ärende',
    intro:
      'Tack för att du kontaktade Creatorscope support. Ditt ärende är öppet och vårt team svarar via e-post, oftast inom en arbetsdag.',
    referenceLabel: 'Ditt ärendenummer',
    quoteHint: 'Ange detta ärendenummer om du skriver till oss igen om samma ärende.',
    topicLabel: 'Ämne',
    subjectLabel: 'Rubrik',
    messageLabel: 'Ditt meddelande',
    footer:
      'Creatorscope skickade detta e-postmeddelande eftersom ett supportärende skickades med den här adressen.',
    topics: {
      billing: 'Betalning och abonnemang',
      insights: 'Insikter och data',
      account: 'Konto och inloggning',
      bug: 'Något fungerar inte',
      other: 'Något annat',
    },
  },
  tr: {
    subject: '{reference} numaralı destek talebinizi aldık',
    heading: 'Talebinizi aldık',
    intro:
      'Creatorscope destek ekibiyle iletişime geçtiğiniz için teşekkürler. Talebiniz açık; ekibimiz genellikle bir iş günü içinde e-postayla yanıt verir.',
    referenceLabel: 'Talep numaranız',
    quoteHint: 'Aynı talep için bize yeniden yazarsanız bu numarayı belirtin.',
    topicLabel: 'Konu türü',
    subjectLabel: 'Konu',
    messageLabel: 'Mesajınız',
    footer: 'Creatorscope bu e-postayı, bu adresle bir destek talebi gönderildiği için gönderdi.',
    topics: {
      billing: 'Faturalandırma ve planlar',
      insights: 'İçgörüler ve veriler',
      account: 'Hesap ve giriş',
      bug: 'Bir şey çalışmıyor',
      other: 'Başka bir konu',
    },
  },
  ae: {
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
};
