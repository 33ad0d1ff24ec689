import type { TLanguageCode } from '@creatorscope/contracts';

/**
 * The mail that tells a publisher a brand asked them something from the directory. `{brand}` is
 * the organisation's name and `{campaign}` an ad's, both as typed.
 */
export type TPublisherRequestTexts = {
  /** Contains `{brand}`. */
  contactSubject: string;
  /** Contains `{brand}`. */
  contactAsked: string;
  /** Contains `{brand}`. */
  collaborationSubject: string;
  /** Contains `{brand}`. */
  collaborationAsked: string;
  /** Contains `{campaign}`. */
  aboutAd: string;
  theirMessage: string;
  privacy: string;
  /** The button. */
  answer: string;
  /** Above the link in the plain-text mail. */
  answerHere: string;
  buttonFallback: string;
  ignore: string;
};

/** The texts of the 16 UI languages; the type makes a missing language a compile error. */
export const PUBLISHER_REQUEST_TEXTS: Readonly<Record<TLanguageCode, TPublisherRequestTexts>> = {
  en: {
    contactSubject: '{brand} asks for your contact details on Creatorscope',
    contactAsked:
      '{brand} found you in the Creatorscope publisher directory and asks for your email and WhatsApp number.',
    collaborationSubject: '{brand} wants to collaborate with you on Creatorscope',
    collaborationAsked:
      '{brand} found you in the Creatorscope publisher directory and wants to collaborate with you.',
    aboutAd: 'It is about their ad {campaign}.',
    theirMessage: 'Their message:',
    privacy:
      'Answer yes or no in your creator hub. Your email and WhatsApp number are shared only when you say yes to a contact request.',
    answer: 'Answer the request',
    answerHere: 'Answer the request here:',
    buttonFallback: 'If the button does not work, open this address:',
    ignore: 'If you do not want to hear from this brand, say no: nothing is shared.',
  },
  zh: {
    contactSubject: '{brand} 在 Creatorscope 上请求您的联系方式',
    contactAsked: '{brand} 在 Creatorscope 发布者目录中找到了您，请求获取您的电子邮件和 WhatsApp 号码。',
    collaborationSubject: '{brand} 希望在 Creatorscope 上与您合作',
    collaborationAsked: '{brand} 在 Creatorscope 发布者目录中找到了您，希望与您合作。',
    aboutAd: '这与他们的广告 {campaign} 有关。',
    theirMessage: '他们的留言：',
    privacy:
      '请在您的创作者中心回答同意或拒绝。只有当您同意联系请求时，您的电子邮件和 WhatsApp 号码才会被分享。',
    answer: '回复请求',
    answerHere: '在此回复请求：',
    buttonFallback: '如果按钮无法使用，请打开此地址：',
    ignore: '如果您不想收到该品牌的消息，请选择拒绝：不会分享任何信息。',
  },
  da: {
    contactSubject: '{brand} beder om dine kontaktoplysninger på Creatorscope',
    contactAsked:
      '{brand} fandt dig i Creatorscopes udgiverkatalog og beder om din e-mail og dit WhatsApp-nummer.',
    collaborationSubject: '{brand} vil gerne samarbejde med dig på Creatorscope',
    collaborationAsked: '{brand} fandt dig i Creatorscopes udgiverkatalog og vil gerne samarbejde med dig.',
    aboutAd: 'Det handler om deres annonce {campaign}.',
    theirMessage: 'Deres besked:',
    privacy:
      'Svar ja eller nej i din creator-hub. Din e-mail og dit WhatsApp-nummer deles kun, når du siger ja til en kontaktanmodning.',
    answer: 'Besvar anmodningen',
    answerHere: 'Besvar anmodningen her:',
    buttonFallback: 'Hvis knappen ikke virker, så åbn denne adresse:',
    ignore: 'Hvis du ikke vil høre fra dette brand, så sig nej: intet deles.',
  },
  fr: {
    contactSubject: '{brand} demande vos coordonnées sur Creatorscope',
    contactAsked:
      '{brand} vous a trouvé dans l’annuaire des éditeurs de Creatorscope et demande votre e-mail et votre numéro WhatsApp.',
    collaborationSubject: '{brand} souhaite collaborer avec vous sur Creatorscope',
    collaborationAsked:
      '{brand} vous a trouvé dans l’annuaire des éditeurs de Creatorscope et souhaite collaborer avec vous.',
    aboutAd: 'Il s’agit de leur annonce {campaign}.',
    theirMessage: 'Leur message :',
    privacy:
      'Répondez oui ou non dans votre espace créateur. Votre e-mail et votre numéro WhatsApp ne sont partagés que si vous acceptez une demande de contact.',
    answer: 'Répondre à la demande',
    answerHere: 'Répondez à la demande ici :',
    buttonFallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
    ignore: 'Si vous ne souhaitez pas être contacté par cette marque, répondez non : rien n’est partagé.',
  },
  de: {
    contactSubject: '{brand} bittet auf Creatorscope um deine Kontaktdaten',
    contactAsked:
      '{brand} hat dich im Publisher-Verzeichnis von Creatorscope gefunden und bittet um deine E-Mail-Adresse und WhatsApp-Nummer.',
    collaborationSubject: '{brand} möchte auf Creatorscope mit dir zusammenarbeiten',
    collaborationAsked:
      '{brand} hat dich im Publisher-Verzeichnis von Creatorscope gefunden und möchte mit dir zusammenarbeiten.',
    aboutAd: 'Es geht um ihre Anzeige {campaign}.',
    theirMessage: 'Ihre Nachricht:',
    privacy:
      'Antworte in deinem Creator-Hub mit Ja oder Nein. Deine E-Mail-Adresse und WhatsApp-Nummer werden nur geteilt, wenn du einer Kontaktanfrage zustimmst.',
    answer: 'Anfrage beantworten',
    answerHere: 'Beantworte die Anfrage hier:',
    buttonFallback: 'Wenn die Schaltfläche nicht funktioniert, öffne diese Adresse:',
    ignore: 'Wenn du von dieser Marke nichts hören möchtest, sag Nein: Es wird nichts geteilt.',
  },
  el: {
    contactSubject: 'Η {brand} ζητά τα στοιχεία επικοινωνίας σας στο Creatorscope',
    contactAsked:
      'Η {brand} σας βρήκε στον κατάλογο εκδοτών του Creatorscope και ζητά το email και τον αριθμό WhatsApp σας.',
    collaborationSubject: 'Η {brand} θέλει να συνεργαστεί μαζί σας στο Creatorscope',
    collaborationAsked:
      'Η {brand} σας βρήκε στον κατάλογο εκδοτών του Creatorscope και θέλει να συνεργαστεί μαζί σας.',
    aboutAd: 'Αφορά τη διαφήμισή τους {campaign}.',
    theirMessage: 'Το μήνυμά τους:',
    privacy:
      'Απαντήστε ναι ή όχι στο κέντρο δημιουργού σας. Το email και ο αριθμός WhatsApp σας κοινοποιούνται μόνο όταν αποδεχτείτε ένα αίτημα επικοινωνίας.',
    answer: 'Απαντήστε στο αίτημα',
    answerHere: 'Απαντήστε στο αίτημα εδώ:',
    buttonFallback: 'Αν το κουμπί δεν λειτουργεί, ανοίξτε αυτή τη διεύθυνση:',
    ignore: 'Αν δεν θέλετε να ακούσετε νέα από αυτή τη μάρκα, πείτε όχι: δεν κοινοποιείται τίποτα.',
  },
  hu: {
    contactSubject: 'A(z) {brand} az elérhetőségeidet kéri a Creatorscope-on',
    contactAsked:
      'A(z) {brand} megtalált a Creatorscope publisher-címtárában, és az e-mail-címedet és WhatsApp-számodat kéri.',
    collaborationSubject: 'A(z) {brand} együtt szeretne működni veled a Creatorscope-on',
    collaborationAsked:
      'A(z) {brand} megtalált a Creatorscope publisher-címtárában, és együtt szeretne működni veled.',
    aboutAd: 'A(z) {campaign} hirdetésükről van szó.',
    theirMessage: 'Az üzenetük:',
    privacy:
      'Válaszolj igennel vagy nemmel az alkotói központodban. Az e-mail-címed és WhatsApp-számod csak akkor kerül megosztásra, ha igent mondasz egy kapcsolatfelvételi kérésre.',
    answer: 'Válasz a kérésre',
    answerHere: 'Itt válaszolhatsz a kérésre:',
    buttonFallback: 'Ha a gomb nem működik, nyisd meg ezt a címet:',
    ignore: 'Ha nem szeretnél hallani erről a márkáról, mondj nemet: semmi sem kerül megosztásra.',
  },
  it: {
    contactSubject: '{brand} chiede i tuoi recapiti su Creatorscope',
    contactAsked:
      '{brand} ti ha trovato nella directory dei publisher di Creatorscope e chiede la tua email e il tuo numero WhatsApp.',
    collaborationSubject: '{brand} vuole collaborare con te su Creatorscope',
    collaborationAsked:
      '{brand} ti ha trovato nella directory dei publisher di Creatorscope e vuole collaborare con te.',
    aboutAd: 'Riguarda il loro annuncio {campaign}.',
    theirMessage: 'Il loro messaggio:',
    privacy:
      'Rispondi sì o no nel tuo hub creator. La tua email e il tuo numero WhatsApp vengono condivisi solo se accetti una richiesta di contatto.',
    answer: 'Rispondi alla richiesta',
    answerHere: 'Rispondi alla richiesta qui:',
    buttonFallback: 'Se il pulsante non funziona, apri questo indirizzo:',
    ignore: 'Se non vuoi essere contattato da questo brand, rispondi no: non viene condiviso nulla.',
  },
  ja: {
    contactSubject: '{brand} が Creatorscope であなたの連絡先を求めています',
    contactAsked:
      '{brand} が Creatorscope のパブリッシャーディレクトリであなたを見つけ、メールアドレスと WhatsApp 番号を求めています。',
    collaborationSubject: '{brand} が Creatorscope であなたとのコラボレーションを希望しています',
    collaborationAsked:
      '{brand} が Creatorscope のパブリッシャーディレクトリであなたを見つけ、コラボレーションを希望しています。',
    aboutAd: '広告「{campaign}」に関するものです。',
    theirMessage: 'メッセージ：',
    privacy:
      'クリエイターハブで「はい」か「いいえ」で回答してください。メールアドレスと WhatsApp 番号は、連絡先のリクエストに「はい」と答えた場合にのみ共有されます。',
    answer: 'リクエストに回答する',
    answerHere: 'こちらからリクエストに回答してください：',
    buttonFallback: 'ボタンが機能しない場合は、このアドレスを開いてください：',
    ignore: 'このブランドからの連絡を望まない場合は「いいえ」と回答してください。何も共有されません。',
  },
  pl: {
    contactSubject: '{brand} prosi o Twoje dane kontaktowe w Creatorscope',
    contactAsked:
      '{brand} znalazł Cię w katalogu wydawców Creatorscope i prosi o Twój e-mail i numer WhatsApp.',
    collaborationSubject: '{brand} chce z Tobą współpracować w Creatorscope',
    collaborationAsked: '{brand} znalazł Cię w katalogu wydawców Creatorscope i chce z Tobą współpracować.',
    aboutAd: 'Chodzi o ich reklamę {campaign}.',
    theirMessage: 'Ich wiadomość:',
    privacy:
      'Odpowiedz tak lub nie w swoim centrum twórcy. Twój e-mail i numer WhatsApp są udostępniane tylko wtedy, gdy zgodzisz się na prośbę o kontakt.',
    answer: 'Odpowiedz na prośbę',
    answerHere: 'Odpowiedz na prośbę tutaj:',
    buttonFallback: 'Jeśli przycisk nie działa, otwórz ten adres:',
    ignore: 'Jeśli nie chcesz kontaktu z tą marką, odpowiedz nie: nic nie zostanie udostępnione.',
  },
  pt: {
    contactSubject: '{brand} pede os seus contactos no Creatorscope',
    contactAsked:
      '{brand} encontrou-o no diretório de publishers do Creatorscope e pede o seu e-mail e número de WhatsApp.',
    collaborationSubject: '{brand} quer colaborar consigo no Creatorscope',
    collaborationAsked:
      '{brand} encontrou-o no diretório de publishers do Creatorscope e quer colaborar consigo.',
    aboutAd: 'É sobre o anúncio {campaign}.',
    theirMessage: 'A mensagem deles:',
    privacy:
      'Responda sim ou não no seu hub de criador. O seu e-mail e número de WhatsApp só são partilhados quando aceita um pedido de contacto.',
    answer: 'Responder ao pedido',
    answerHere: 'Responda ao pedido aqui:',
    buttonFallback: 'Se o botão não funcionar, abra este endereço:',
    ignore: 'Se não quiser ser contactado por esta marca, responda não: nada é partilhado.',
  },
  ru: {
    contactSubject: '{brand} запрашивает ваши контакты в Creatorscope',
    contactAsked:
      '{brand} нашёл вас в каталоге паблишеров Creatorscope и запрашивает вашу почту и номер WhatsApp.',
    collaborationSubject: '{brand} хочет сотрудничать с вами в Creatorscope',
    collaborationAsked: '{brand} нашёл вас в каталоге паблишеров Creatorscope и хочет сотрудничать с вами.',
    aboutAd: 'Речь о его объявлении {campaign}.',
    theirMessage: 'Сообщение:',
    privacy:
      'Ответьте «да» или «нет» в кабинете автора. Ваша почта и номер WhatsApp передаются, только если вы примете запрос контактов.',
    answer: 'Ответить на запрос',
    answerHere: 'Ответьте на запрос здесь:',
    buttonFallback: 'Если кнопка не работает, откройте этот адрес:',
    ignore: 'Если вы не хотите общаться с этим брендом, ответьте «нет»: ничего не будет передано.',
  },
  es: {
    contactSubject: '{brand} solicita tus datos de contacto en Creatorscope',
    contactAsked:
      '{brand} te encontró en el directorio de publishers de Creatorscope y solicita tu correo y tu número de WhatsApp.',
    collaborationSubject: '{brand} quiere colaborar contigo en Creatorscope',
    collaborationAsked:
      '{brand} te encontró en el directorio de publishers de Creatorscope y quiere colaborar contigo.',
    aboutAd: 'Se trata de su anuncio {campaign}.',
    theirMessage: 'Su mensaje:',
    privacy:
      'Responde sí o no en tu centro de creador. Tu correo y tu número de WhatsApp solo se comparten cuando aceptas una solicitud de contacto.',
    answer: 'Responder a la solicitud',
    answerHere: 'Responde a la solicitud aquí:',
    buttonFallback: 'Si el botón no funciona, abre esta dirección:',
    ignore: 'Si no quieres saber de esta marca, responde que no: no se comparte nada.',
  },
  sv: {
    contactSubject: '{brand} ber om dina kontaktuppgifter på Creatorscope',
    contactAsked:
      '{brand} hittade dig i Creatorscopes publisherkatalog och ber om din e-post och ditt WhatsApp-nummer.',
    collaborationSubject: '{brand} vill samarbeta med dig på Creatorscope',
    collaborationAsked: '{brand} hittade dig i Creatorscopes publisherkatalog och vill samarbeta med dig.',
    aboutAd: 'Det gäller deras annons {campaign}.',
    theirMessage: 'Deras meddelande:',
    privacy:
      'Svara ja eller nej i din kreatörshubb. Din e-post och ditt WhatsApp-nummer delas bara när du säger ja till en kontaktförfrågan.',
    answer: 'Svara på förfrågan',
    answerHere: 'Svara på förfrågan här:',
    buttonFallback: 'Om knappen inte fungerar, öppna den här adressen:',
    ignore: 'Om du inte vill höra från detta varumärke, säg nej: inget delas.',
  },
  tr: {
    contactSubject: '{brand}, Creatorscope’ta iletişim bilgilerinizi istiyor',
    contactAsked:
      '{brand} sizi Creatorscope yayıncı dizininde buldu ve e-posta adresinizi ile WhatsApp numaranızı istiyor.',
    collaborationSubject: '{brand}, Creatorscope’ta sizinle iş birliği yapmak istiyor',
    collaborationAsked:
      '{brand} sizi Creatorscope yayıncı dizininde buldu ve sizinle iş birliği yapmak istiyor.',
    aboutAd: '{campaign} reklamlarıyla ilgili.',
    theirMessage: 'Mesajları:',
    privacy:
      'İçerik üretici merkezinizde evet ya da hayır deyin. E-posta adresiniz ve WhatsApp numaranız yalnızca bir iletişim isteğine evet dediğinizde paylaşılır.',
    answer: 'İsteği yanıtla',
    answerHere: 'İsteği buradan yanıtlayın:',
    buttonFallback: 'Düğme çalışmazsa bu adresi açın:',
    ignore: 'Bu markadan haber almak istemiyorsanız hayır deyin: hiçbir şey paylaşılmaz.',
  },
  ae: {
    contactSubject: '{brand} تطلب بيانات الاتصال الخاصة بك على Creatorscope',
    contactAsked:
      'عثرت {brand} عليك في دليل الناشرين على Creatorscope وتطلب بريدك الإلكتروني ورقم واتساب الخاص بك.',
    collaborationSubject: '{brand} تريد التعاون معك على Creatorscope',
    collaborationAsked: 'عثرت {brand} عليك في دليل الناشرين على Creatorscope وتريد التعاون معك.',
    aboutAd: 'الأمر يتعلق بإعلانها {campaign}.',
    theirMessage: 'رسالتهم:',
    privacy:
      'أجب بنعم أو لا في مركز صانع المحتوى. لا تتم مشاركة بريدك الإلكتروني ورقم واتساب إلا عندما توافق على طلب اتصال.',
    answer: 'الرد على الطلب',
    answerHere: 'رد على الطلب هنا:',
    buttonFallback: 'إذا لم يعمل الزر، افتح هذا العنوان:',
    ignore: 'إذا كنت لا تريد التواصل مع هذه العلامة التجارية، فأجب بلا: لن تتم مشاركة أي شيء.',
  },
};
