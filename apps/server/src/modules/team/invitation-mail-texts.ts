import type { TLanguageCode, TTeamPermission } from '@creatorscope/contracts';

/**
 * The mail that carries a team invitation link. `{inviter}`, `{organization}` and `{role}` are
 * what people typed and stay as typed; `{expires}` is a date in the reader's locale.
 */
export type TInvitationMailTexts = {
  /** Contains `{inviter}` and `{organization}`. */
  subject: string;
  /** Contains `{inviter}`, `{organization}` and `{role}`. */
  invited: string;
  /** The permission names the team page shows. */
  permissionNames: Record<TTeamPermission, string>;
  /** What each permission lets the invitee do: contains `{permission}`. */
  permissions: Record<TTeamPermission, string>;
  /** The button. */
  accept: string;
  /** Above the link in the plain-text mail. */
  acceptHere: string;
  /** Contains `{email}`. */
  signInWith: string;
  /** Contains `{expires}`. */
  validUntil: string;
  buttonFallback: string;
  ignore: string;
};

/** The texts of the 16 UI languages; the type makes a missing language a compile error. */
export const INVITATION_MAIL_TEXTS: Readonly<Record<TLanguageCode, TInvitationMailTexts>> = {
  en: {
    subject: '{inviter} invited you to join {organization} on Creatorscope',
    invited: '{inviter} invited you to join {organization} on Creatorscope as {role}.',
    permissionNames: {
      Read: 'Read',
      Write: 'Write',
      Admin: 'Admin',
    },
    permissions: {
      Read: 'Your permission will be {permission}: you can view the team’s data.',
      Write: 'Your permission will be {permission}: you can view and edit the team’s data.',
      Admin:
        'Your permission will be {permission}: you can view and edit the team’s data and manage the team.',
    },
    accept: 'Accept invitation',
    acceptHere: 'Accept the invitation here (sign in with this email address):',
    signInWith: 'Sign in with {email} to accept.',
    validUntil: 'The link works until {expires}.',
    buttonFallback: 'If the button does not work, open this address:',
    ignore: 'If you did not expect this invitation, ignore this mail: nothing happens until you accept.',
  },
  zh: {
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
  da: {
    subject: '{inviter} har inviteret dig til {organization} på Creatorscope',
    invited: '{inviter} har inviteret dig til at blive en del af {organization} på Creatorscope som {role}.',
    permissionNames: {
      Read: 'Læse',
      Write: 'Skrive',
      Admin: 'Administrator',
    },
    permissions: {
      Read: 'Din tilladelse bliver »{permission}«: du kan se teamets data.',
      Write: 'Din tilladelse bliver »{permission}«: du kan se og redigere teamets data.',
      Admin:
        'Din tilladelse bliver »{permission}«: du kan se og redigere teamets data og administrere teamet.',
    },
    accept: 'Accepter invitationen',
    acceptHere: 'Accepter invitationen her (log ind med denne e-mailadresse):',
    signInWith: 'Log ind med {email} for at acceptere.',
    validUntil: 'Linket virker indtil den {expires}.',
    buttonFallback: 'Hvis knappen ikke virker, så åbn denne adresse:',
    ignore:
      'Hvis du ikke ventede denne invitation, kan du se bort fra denne e-mail: der sker intet, før du accepterer.',
  },
  fr: {
    subject: '{inviter} vous invite à rejoindre {organization} sur Creatorscope',
    invited: '{inviter} vous invite à rejoindre {organization} sur Creatorscope en tant que {role}.',
    permissionNames: {
      Read: 'Lecture',
      Write: 'Écriture',
      Admin: 'Administrateur',
    },
    permissions: {
      Read: 'Vos droits d’accès : {permission}. Vous pourrez consulter les données de l’équipe.',
      Write: 'Vos droits d’accès : {permission}. Vous pourrez consulter et modifier les données de l’équipe.',
      Admin:
        'Vos droits d’accès : {permission}. Vous pourrez consulter et modifier les données de l’équipe et gérer l’équipe.',
    },
    accept: 'Accepter l’invitation',
    acceptHere: 'Acceptez l’invitation ici (connectez-vous avec cette adresse e-mail) :',
    signInWith: 'Connectez-vous avec {email} pour accepter.',
    validUntil: 'Le lien est valable jusqu’au {expires}.',
    buttonFallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
    ignore:
      'Si vous n’attendiez pas cette invitation, ignorez cet e-mail : rien ne se passe tant que vous ne l’acceptez pas.',
  },
  de: {
    subject: '{inviter} hat dich eingeladen, {organization} auf Creatorscope beizutreten',
    invited: '{inviter} hat dich eingeladen, {organization} auf Creatorscope als {role} beizutreten.',
    permissionNames: {
      Read: 'Lesen',
      Write: 'Schreiben',
      Admin: 'Administrator',
    },
    permissions: {
      Read: 'Du erhältst die Berechtigung „{permission}“: Du kannst die Daten des Teams ansehen.',
      Write:
        'Du erhältst die Berechtigung „{permission}“: Du kannst die Daten des Teams ansehen und bearbeiten.',
      Admin:
        'Du erhältst die Berechtigung „{permission}“: Du kannst die Daten des Teams ansehen und bearbeiten sowie das Team verwalten.',
    },
    accept: 'Einladung annehmen',
    acceptHere: 'Nimm die Einladung hier an (melde dich mit dieser E-Mail-Adresse an):',
    signInWith: 'Melde dich mit {email} an, um die Einladung anzunehmen.',
    validUntil: 'Der Link ist bis zum {expires} gültig.',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, öffne diese Adresse:',
    ignore:
      'Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail: Solange du nicht annimmst, passiert nichts.',
  },
  el: {
    subject: 'Πρόσκληση από {inviter} για συμμετοχή στο {organization} στο Creatorscope',
    invited: 'Λάβατε πρόσκληση από {inviter} να συμμετάσχετε στο {organization} στο Creatorscope ως {role}.',
    permissionNames: {
      Read: 'Ανάγνωση',
      Write: 'Εγγραφή',
      Admin: 'Διαχειριστής',
    },
    permissions: {
      Read: 'Το δικαίωμά σας θα είναι «{permission}»: θα μπορείτε να βλέπετε τα δεδομένα της ομάδας.',
      Write:
        'Το δικαίωμά σας θα είναι «{permission}»: θα μπορείτε να βλέπετε και να επεξεργάζεστε τα δεδομένα της ομάδας.',
      Admin:
        'Το δικαίωμά σας θα είναι «{permission}»: θα μπορείτε να βλέπετε και να επεξεργάζεστε τα δεδομένα της ομάδας και να διαχειρίζεστε την ομάδα.',
    },
    accept: 'Αποδοχή πρόσκλησης',
    acceptHere: 'Αποδεχτείτε την πρόσκληση εδώ (συνδεθείτε με αυτή τη διεύθυνση email):',
    signInWith: 'Συνδεθείτε με το {email} για να την αποδεχτείτε.',
    validUntil: 'Ο σύνδεσμος ισχύει έως τις {expires}.',
    buttonFallback: 'Αν το κουμπί δεν λειτουργεί, ανοίξτε αυτή τη διεύθυνση:',
    ignore:
      'Αν δεν περιμένατε αυτή την πρόσκληση, αγνοήστε αυτό το email: δεν θα γίνει τίποτα μέχρι να την αποδεχτείτε.',
  },
  hu: {
    subject: '{inviter} meghívta Önt, hogy csatlakozzon a(z) {organization} csapatához a Creatorscope-on',
    invited:
      '{inviter} meghívta Önt, hogy {role} szerepkörben csatlakozzon a(z) {organization} csapatához a Creatorscope-on.',
    permissionNames: {
      Read: 'Olvasás',
      Write: 'Írás',
      Admin: 'Adminisztrátor',
    },
    permissions: {
      Read: 'Az Ön jogosultsága „{permission}” lesz: megtekintheti a csapat adatait.',
      Write: 'Az Ön jogosultsága „{permission}” lesz: megtekintheti és szerkesztheti a csapat adatait.',
      Admin:
        'Az Ön jogosultsága „{permission}” lesz: megtekintheti és szerkesztheti a csapat adatait, valamint kezelheti a csapatot.',
    },
    accept: 'Meghívás elfogadása',
    acceptHere: 'Itt fogadhatja el a meghívást (ezzel az e-mail-címmel jelentkezzen be):',
    signInWith: 'Az elfogadáshoz jelentkezzen be ezzel a címmel: {email}.',
    validUntil: 'A link eddig érvényes: {expires}.',
    buttonFallback: 'Ha a gomb nem működik, nyissa meg ezt a címet:',
    ignore:
      'Ha nem számított erre a meghívásra, hagyja figyelmen kívül ezt az e-mailt: amíg el nem fogadja, semmi sem történik.',
  },
  it: {
    subject: '{inviter} ti ha invitato a unirti a {organization} su Creatorscope',
    invited: '{inviter} ti ha invitato a unirti a {organization} su Creatorscope come {role}.',
    permissionNames: {
      Read: 'Lettura',
      Write: 'Scrittura',
      Admin: 'Amministratore',
    },
    permissions: {
      Read: 'La tua autorizzazione sarà «{permission}»: potrai vedere i dati del team.',
      Write: 'La tua autorizzazione sarà «{permission}»: potrai vedere e modificare i dati del team.',
      Admin:
        'La tua autorizzazione sarà «{permission}»: potrai vedere e modificare i dati del team e gestire il team.',
    },
    accept: 'Accetta l’invito',
    acceptHere: 'Accetta l’invito qui (accedi con questo indirizzo email):',
    signInWith: 'Accedi con {email} per accettare.',
    validUntil: 'Il link è valido fino al {expires}.',
    buttonFallback: 'Se il pulsante non funziona, apri questo indirizzo:',
    ignore: 'Se non ti aspettavi questo invito, ignora questa email: non succede nulla finché non accetti.',
  },
  ja: {
    subject: '{inviter} さんから Creatorscope の {organization} への招待が届いています',
    invited:
      '{inviter} さんから、Creatorscope の {organization} に {role} として参加するよう招待されました。',
    permissionNames: {
      Read: '閲覧',
      Write: '編集',
      Admin: '管理者',
    },
    permissions: {
      Read: 'あなたの権限は「{permission}」です。チームのデータを閲覧できます。',
      Write: 'あなたの権限は「{permission}」です。チームのデータを閲覧・編集できます。',
      Admin: 'あなたの権限は「{permission}」です。チームのデータを閲覧・編集し、チームを管理できます。',
    },
    accept: '招待を承諾する',
    acceptHere: 'こちらから招待を承諾してください（このメールアドレスでログインしてください）：',
    signInWith: '承諾するには {email} でログインしてください。',
    validUntil: 'このリンクは {expires} まで有効です。',
    buttonFallback: 'ボタンが機能しない場合は、次のアドレスを開いてください：',
    ignore: 'この招待に心当たりがない場合は、このメールを無視してください。承諾するまで何も起こりません。',
  },
  pl: {
    subject: '{inviter} zaprasza Cię do {organization} w Creatorscope',
    invited: '{inviter} zaprasza Cię do dołączenia do {organization} w Creatorscope jako {role}.',
    permissionNames: {
      Read: 'Odczyt',
      Write: 'Zapis',
      Admin: 'Administrator',
    },
    permissions: {
      Read: 'Twoje uprawnienia to „{permission}”: możesz przeglądać dane zespołu.',
      Write: 'Twoje uprawnienia to „{permission}”: możesz przeglądać i edytować dane zespołu.',
      Admin:
        'Twoje uprawnienia to „{permission}”: możesz przeglądać i edytować dane zespołu oraz zarządzać zespołem.',
    },
    accept: 'Przyjmij zaproszenie',
    acceptHere: 'Przyjmij zaproszenie tutaj (zaloguj się tym adresem e-mail):',
    signInWith: 'Aby przyjąć zaproszenie, zaloguj się jako {email}.',
    validUntil: 'Link jest ważny do {expires}.',
    buttonFallback: 'Jeśli przycisk nie działa, otwórz ten adres:',
    ignore:
      'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość: nic się nie stanie, dopóki go nie przyjmiesz.',
  },
  pt: {
    subject: '{inviter} convidou você para participar de {organization} na Creatorscope',
    invited: '{inviter} convidou você para participar de {organization} na Creatorscope como {role}.',
    permissionNames: {
      Read: 'Leitura',
      Write: 'Escrita',
      Admin: 'Administrador',
    },
    permissions: {
      Read: 'Sua permissão será “{permission}”: você poderá ver os dados da equipe.',
      Write: 'Sua permissão será “{permission}”: você poderá ver e editar os dados da equipe.',
      Admin:
        'Sua permissão será “{permission}”: você poderá ver e editar os dados da equipe e gerenciar a equipe.',
    },
    accept: 'Aceitar convite',
    acceptHere: 'Aceite o convite aqui (entre com este endereço de e-mail):',
    signInWith: 'Entre com {email} para aceitar.',
    validUntil: 'O link funciona até {expires}.',
    buttonFallback: 'Se o botão não funcionar, abra este endereço:',
    ignore: 'Se você não esperava este convite, ignore este e-mail: nada acontece até você aceitar.',
  },
  ru: {
    subject: '{inviter} приглашает вас в {organization} в Creatorscope',
    invited: '{inviter} приглашает вас присоединиться к {organization} в Creatorscope в роли «{role}».',
    permissionNames: {
      Read: 'Чтение',
      Write: 'Запись',
      Admin: 'Администратор',
    },
    permissions: {
      Read: 'Ваши права: {permission}. Вы сможете просматривать данные команды.',
      Write: 'Ваши права: {permission}. Вы сможете просматривать и редактировать данные команды.',
      Admin:
        'Ваши права: {permission}. Вы сможете просматривать и редактировать данные команды, а также управлять командой.',
    },
    accept: 'Принять приглашение',
    acceptHere: 'Примите приглашение здесь (войдите с этим адресом электронной почты):',
    signInWith: 'Чтобы принять приглашение, войдите как {email}.',
    validUntil: 'Ссылка действует до {expires}.',
    buttonFallback: 'Если кнопка не работает, откройте этот адрес:',
    ignore:
      'Если вы не ждали этого приглашения, просто проигнорируйте это письмо: пока вы его не примете, ничего не произойдёт.',
  },
  es: {
    subject: '{inviter} te ha invitado a unirte a {organization} en Creatorscope',
    invited: '{inviter} te ha invitado a unirte a {organization} en Creatorscope como {role}.',
    permissionNames: {
      Read: 'Lectura',
      Write: 'Escritura',
      Admin: 'Administrador',
    },
    permissions: {
      Read: 'Tu permiso será «{permission}»: podrás ver los datos del equipo.',
      Write: 'Tu permiso será «{permission}»: podrás ver y editar los datos del equipo.',
      Admin:
        'Tu permiso será «{permission}»: podrás ver y editar los datos del equipo y gestionar el equipo.',
    },
    accept: 'Aceptar invitación',
    acceptHere: 'Acepta la invitación aquí (inicia sesión con esta dirección de correo electrónico):',
    signInWith: 'Inicia sesión con {email} para aceptarla.',
    validUntil: 'El enlace funciona hasta el {expires}.',
    buttonFallback: 'Si el botón no funciona, abre esta dirección:',
    ignore: 'Si no esperabas esta invitación, ignora este correo: no ocurre nada hasta que la aceptes.',
  },
  sv: {
    subject: '{inviter} har bjudit in dig till {organization} på Creatorscope',
    invited: '{inviter} har bjudit in dig att gå med i {organization} på Creatorscope som {role}.',
    permissionNames: {
      Read: 'Läsa',
      Write: 'Skriva',
      Admin: 'Administratör',
    },
    permissions: {
      Read: 'Din behörighet blir ”{permission}”: du kan se teamets data.',
      Write: 'Din behörighet blir ”{permission}”: du kan se och redigera teamets data.',
      Admin: 'Din behörighet blir ”{permission}”: du kan se och redigera teamets data och hantera teamet.',
    },
    accept: 'Godkänn inbjudan',
    acceptHere: 'Godkänn inbjudan här (logga in med den här e-postadressen):',
    signInWith: 'Logga in med {email} för att godkänna.',
    validUntil: 'Länken fungerar till den {expires}.',
    buttonFallback: 'Om knappen inte fungerar kan du öppna den här adressen:',
    ignore:
      'Om du inte väntade dig den här inbjudan kan du bortse från mejlet: ingenting händer förrän du godkänner den.',
  },
  tr: {
    subject: '{inviter} sizi Creatorscope’ta {organization} ekibine davet etti',
    invited: '{inviter} sizi Creatorscope’ta {organization} ekibine {role} olarak katılmaya davet etti.',
    permissionNames: {
      Read: 'Okuma',
      Write: 'Yazma',
      Admin: 'Yönetici',
    },
    permissions: {
      Read: 'Yetkiniz “{permission}” olacak: ekibin verilerini görüntüleyebilirsiniz.',
      Write: 'Yetkiniz “{permission}” olacak: ekibin verilerini görüntüleyip düzenleyebilirsiniz.',
      Admin:
        'Yetkiniz “{permission}” olacak: ekibin verilerini görüntüleyip düzenleyebilir ve ekibi yönetebilirsiniz.',
    },
    accept: 'Daveti kabul et',
    acceptHere: 'Daveti buradan kabul edin (bu e-posta adresiyle giriş yapın):',
    signInWith: 'Kabul etmek için {email} ile giriş yapın.',
    validUntil: 'Bağlantı {expires} tarihine kadar geçerlidir.',
    buttonFallback: 'Düğme çalışmazsa bu adresi açın:',
    ignore: 'Bu daveti beklemiyorsanız bu e-postayı yok sayın: siz kabul edene kadar hiçbir şey olmaz.',
  },
  ae: {
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
