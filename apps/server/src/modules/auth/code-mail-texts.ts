import type { TLanguageCode } from '@creatorscope/contracts';

/** The four code mails: which one is sent depends on whether the address has an account. */
export type TCodeMailKind = 'signUp' | 'signIn' | 'alreadyRegistered' | 'noAccount';

type TCodeMailKindTexts = {
  subject: string;
  heading: string;
  /** Says what happened and what the code does; the reader may not be the one who asked. */
  intro: string;
};

/**
 * The sign-in code mails' texts in one language (the greeting is mail's). `{minutes}` is filled in
 * when the mail is rendered: it is OTP_TTL_SECONDS / 60 (10), and plural forms are written for it.
 * The product name Creatorscope is never translated.
 */
export type TCodeMailTexts = {
  codeLabel: string;
  /** Contains `{minutes}`. */
  expiry: string;
  neverShare: string;
  ignore: string;
  footer: string;
} & Record<TCodeMailKind, TCodeMailKindTexts>;

/** The texts of the 16 UI languages; the type makes a missing language a compile error. */
export const CODE_MAIL_TEXTS: Readonly<Record<TLanguageCode, TCodeMailTexts>> = {
  en: {
    codeLabel: 'Your code',
    expiry: 'The code is valid for {minutes} minutes and can be used once.',
    neverShare: 'Never share this code. Creatorscope will never ask you for it.',
    ignore: 'If you did not ask for this code, you can ignore this email: nothing happens without it.',
    footer: 'Creatorscope sent this email because this address was entered on our sign-in page.',
    signUp: {
      subject: 'Your Creatorscope sign-up code',
      heading: 'Confirm your email address',
      intro: 'Enter this code to finish creating your Creatorscope account.',
    },
    signIn: {
      subject: 'Your Creatorscope sign-in code',
      heading: 'Sign in to Creatorscope',
      intro: 'Enter this code to sign in to your Creatorscope account.',
    },
    alreadyRegistered: {
      subject: 'You already have an account — here is a sign-in code',
      heading: 'You already have an account',
      intro:
        'Someone asked to create a Creatorscope account with this address, but it already has one, so no new account was made. If it was you, enter this code to sign in.',
    },
    noAccount: {
      subject: 'No account uses this address — here is a code to create one',
      heading: 'No account uses this address yet',
      intro:
        'Someone asked to sign in to Creatorscope with this address, but no account uses it. If it was you, enter this code to create your account.',
    },
  },
  zh: {
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
  },
  da: {
    codeLabel: 'Din kode',
    expiry: 'Koden er gyldig i {minutes} minutter og kan kun bruges én gang.',
    neverShare: 'Del aldrig denne kode. Creatorscope vil aldrig bede dig om den.',
    ignore:
      'Hvis du ikke har bedt om denne kode, kan du se bort fra denne e-mail: der sker intet uden koden.',
    footer: 'Creatorscope har sendt denne e-mail, fordi adressen blev indtastet på vores login-side.',
    signUp: {
      subject: 'Din tilmeldingskode til Creatorscope',
      heading: 'Bekræft din e-mailadresse',
      intro: 'Indtast denne kode for at færdiggøre oprettelsen af din Creatorscope-konto.',
    },
    signIn: {
      subject: 'Din login-kode til Creatorscope',
      heading: 'Log ind på Creatorscope',
      intro: 'Indtast denne kode for at logge ind på din Creatorscope-konto.',
    },
    alreadyRegistered: {
      subject: 'Du har allerede en konto – her er en login-kode',
      heading: 'Du har allerede en konto',
      intro:
        'Nogen bad om at oprette en Creatorscope-konto med denne adresse, men der findes allerede en, så der blev ikke oprettet en ny konto. Hvis det var dig, så indtast denne kode for at logge ind.',
    },
    noAccount: {
      subject: 'Ingen konto bruger denne adresse – her er en kode til at oprette en',
      heading: 'Ingen konto bruger denne adresse endnu',
      intro:
        'Nogen bad om at logge ind på Creatorscope med denne adresse, men ingen konto bruger den. Hvis det var dig, så indtast denne kode for at oprette din konto.',
    },
  },
  fr: {
    codeLabel: 'Votre code',
    expiry: 'Ce code est valable {minutes} minutes et ne peut être utilisé qu’une seule fois.',
    neverShare: 'Ne communiquez jamais ce code. Creatorscope ne vous le demandera jamais.',
    ignore: 'Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail : rien ne se passe sans lui.',
    footer:
      'Creatorscope vous a envoyé cet e-mail car cette adresse a été saisie sur notre page de connexion.',
    signUp: {
      subject: 'Votre code d’inscription Creatorscope',
      heading: 'Confirmez votre adresse e-mail',
      intro: 'Saisissez ce code pour terminer la création de votre compte Creatorscope.',
    },
    signIn: {
      subject: 'Votre code de connexion Creatorscope',
      heading: 'Connexion à Creatorscope',
      intro: 'Saisissez ce code pour vous connecter à votre compte Creatorscope.',
    },
    alreadyRegistered: {
      subject: 'Vous avez déjà un compte — voici un code de connexion',
      heading: 'Vous avez déjà un compte',
      intro:
        'Quelqu’un a demandé à créer un compte Creatorscope avec cette adresse, mais elle en possède déjà un : aucun nouveau compte n’a été créé. Si c’était vous, saisissez ce code pour vous connecter.',
    },
    noAccount: {
      subject: 'Aucun compte n’utilise cette adresse — voici un code pour en créer un',
      heading: 'Aucun compte n’utilise encore cette adresse',
      intro:
        'Quelqu’un a demandé à se connecter à Creatorscope avec cette adresse, mais aucun compte ne l’utilise. Si c’était vous, saisissez ce code pour créer votre compte.',
    },
  },
  de: {
    codeLabel: 'Dein Code',
    expiry: 'Der Code ist {minutes} Minuten lang gültig und kann einmal verwendet werden.',
    neverShare: 'Gib diesen Code niemals weiter. Creatorscope wird dich nie danach fragen.',
    ignore:
      'Wenn du diesen Code nicht angefordert hast, kannst du diese E-Mail ignorieren: Ohne den Code passiert nichts.',
    footer:
      'Creatorscope hat dir diese E-Mail gesendet, weil diese Adresse auf unserer Anmeldeseite eingegeben wurde.',
    signUp: {
      subject: 'Dein Registrierungscode für Creatorscope',
      heading: 'Bestätige deine E-Mail-Adresse',
      intro: 'Gib diesen Code ein, um die Erstellung deines Creatorscope-Kontos abzuschließen.',
    },
    signIn: {
      subject: 'Dein Anmeldecode für Creatorscope',
      heading: 'Bei Creatorscope anmelden',
      intro: 'Gib diesen Code ein, um dich bei deinem Creatorscope-Konto anzumelden.',
    },
    alreadyRegistered: {
      subject: 'Du hast bereits ein Konto – hier ist ein Anmeldecode',
      heading: 'Du hast bereits ein Konto',
      intro:
        'Jemand wollte mit dieser Adresse ein Creatorscope-Konto erstellen, aber es gibt bereits eines, daher wurde kein neues Konto angelegt. Wenn du das warst, gib diesen Code ein, um dich anzumelden.',
    },
    noAccount: {
      subject: 'Kein Konto nutzt diese Adresse – hier ist ein Code, um eines zu erstellen',
      heading: 'Noch kein Konto mit dieser Adresse',
      intro:
        'Jemand wollte sich mit dieser Adresse bei Creatorscope anmelden, aber kein Konto nutzt sie. Wenn du das warst, gib diesen Code ein, um dein Konto zu erstellen.',
    },
  },
  el: {
    codeLabel: 'Ο κωδικός σας',
    expiry: 'Ο κωδικός ισχύει για {minutes} λεπτά και μπορεί να χρησιμοποιηθεί μόνο μία φορά.',
    neverShare: 'Μην κοινοποιείτε ποτέ αυτόν τον κωδικό. Η Creatorscope δεν θα σας τον ζητήσει ποτέ.',
    ignore:
      'Αν δεν ζητήσατε αυτόν τον κωδικό, μπορείτε να αγνοήσετε αυτό το email: χωρίς τον κωδικό δεν γίνεται τίποτα.',
    footer:
      'Η Creatorscope σας έστειλε αυτό το email επειδή αυτή η διεύθυνση καταχωρίστηκε στη σελίδα σύνδεσής μας.',
    signUp: {
      subject: 'Ο κωδικός εγγραφής σας στην Creatorscope',
      heading: 'Επιβεβαιώστε τη διεύθυνση email σας',
      intro:
        'Εισαγάγετε αυτόν τον κωδικό για να ολοκληρώσετε τη δημιουργία του λογαριασμού σας στην Creatorscope.',
    },
    signIn: {
      subject: 'Ο κωδικός σύνδεσής σας στην Creatorscope',
      heading: 'Σύνδεση στην Creatorscope',
      intro: 'Εισαγάγετε αυτόν τον κωδικό για να συνδεθείτε στον λογαριασμό σας στην Creatorscope.',
    },
    alreadyRegistered: {
      subject: 'Έχετε ήδη λογαριασμό — ορίστε ένας κωδικός σύνδεσης',
      heading: 'Έχετε ήδη λογαριασμό',
      intro:
        'Κάποιος ζήτησε να δημιουργήσει λογαριασμό στην Creatorscope με αυτή τη διεύθυνση, αλλά υπάρχει ήδη λογαριασμός, οπότε δεν δημιουργήθηκε νέος. Αν ήσασταν εσείς, εισαγάγετε αυτόν τον κωδικό για να συνδεθείτε.',
    },
    noAccount: {
      subject:
        'Κανένας λογαριασμός δεν χρησιμοποιεί αυτή τη διεύθυνση — ορίστε ένας κωδικός για να δημιουργήσετε έναν',
      heading: 'Δεν υπάρχει ακόμη λογαριασμός με αυτή τη διεύθυνση',
      intro:
        'Κάποιος ζήτησε να συνδεθεί στην Creatorscope με αυτή τη διεύθυνση, αλλά κανένας λογαριασμός δεν τη χρησιμοποιεί. Αν ήσασταν εσείς, εισαγάγετε αυτόν τον κωδικό για να δημιουργήσετε τον λογαριασμό σας.',
    },
  },
  hu: {
    codeLabel: 'Az Ön kódja',
    expiry: 'A kód {minutes} percig érvényes, és csak egyszer használható.',
    neverShare: 'Soha ne ossza meg ezt a kódot senkivel. A Creatorscope soha nem fogja elkérni Öntől.',
    ignore:
      'Ha nem Ön kérte ezt a kódot, nyugodtan hagyja figyelmen kívül ezt az e-mailt: a kód nélkül semmi sem történik.',
    footer: 'Ezt az e-mailt a Creatorscope küldte, mert ezt a címet megadták a bejelentkezési oldalunkon.',
    signUp: {
      subject: 'Az Ön Creatorscope regisztrációs kódja',
      heading: 'Erősítse meg e-mail-címét',
      intro: 'Adja meg ezt a kódot Creatorscope-fiókja létrehozásának befejezéséhez.',
    },
    signIn: {
      subject: 'Az Ön Creatorscope bejelentkezési kódja',
      heading: 'Bejelentkezés a Creatorscope-ba',
      intro: 'Adja meg ezt a kódot a Creatorscope-fiókjába való bejelentkezéshez.',
    },
    alreadyRegistered: {
      subject: 'Már van fiókja — itt egy bejelentkezési kód',
      heading: 'Már van fiókja',
      intro:
        'Valaki Creatorscope-fiókot szeretett volna létrehozni ezzel a címmel, de már tartozik hozzá fiók, ezért nem jött létre új. Ha Ön volt az, adja meg ezt a kódot a bejelentkezéshez.',
    },
    noAccount: {
      subject: 'Ehhez a címhez nem tartozik fiók — itt egy kód a létrehozásához',
      heading: 'Ehhez a címhez még nem tartozik fiók',
      intro:
        'Valaki be szeretett volna jelentkezni a Creatorscope-ba ezzel a címmel, de egyetlen fiók sem használja. Ha Ön volt az, adja meg ezt a kódot a fiókja létrehozásához.',
    },
  },
  it: {
    codeLabel: 'Il tuo codice',
    expiry: 'Il codice è valido per {minutes} minuti e può essere usato una sola volta.',
    neverShare: 'Non condividere mai questo codice. Creatorscope non te lo chiederà mai.',
    ignore:
      'Se non hai richiesto questo codice, puoi ignorare questa email: senza il codice non succede nulla.',
    footer:
      'Creatorscope ti ha inviato questa email perché questo indirizzo è stato inserito nella nostra pagina di accesso.',
    signUp: {
      subject: 'Il tuo codice di registrazione Creatorscope',
      heading: 'Conferma il tuo indirizzo email',
      intro: 'Inserisci questo codice per completare la creazione del tuo account Creatorscope.',
    },
    signIn: {
      subject: 'Il tuo codice di accesso Creatorscope',
      heading: 'Accedi a Creatorscope',
      intro: 'Inserisci questo codice per accedere al tuo account Creatorscope.',
    },
    alreadyRegistered: {
      subject: 'Hai già un account — ecco un codice di accesso',
      heading: 'Hai già un account',
      intro:
        'Qualcuno ha chiesto di creare un account Creatorscope con questo indirizzo, ma ne esiste già uno, quindi non è stato creato alcun nuovo account. Se sei stato tu, inserisci questo codice per accedere.',
    },
    noAccount: {
      subject: 'Nessun account usa questo indirizzo — ecco un codice per crearne uno',
      heading: 'Nessun account usa ancora questo indirizzo',
      intro:
        'Qualcuno ha chiesto di accedere a Creatorscope con questo indirizzo, ma nessun account lo usa. Se sei stato tu, inserisci questo codice per creare il tuo account.',
    },
  },
  ja: {
    codeLabel: '確認コード',
    expiry: 'このコードの有効期限は{minutes}分で、1回のみ使用できます。',
    neverShare: 'このコードは誰にも教えないでください。Creatorscope からコードをお尋ねすることはありません。',
    ignore:
      'このコードに心当たりがない場合は、このメールを無視してください。コードがなければ何も起こりません。',
    footer: 'サインインページでこのアドレスが入力されたため、Creatorscope からこのメールをお送りしました。',
    signUp: {
      subject: 'Creatorscope 登録用コード',
      heading: 'メールアドレスの確認',
      intro: 'Creatorscope アカウントの作成を完了するには、このコードを入力してください。',
    },
    signIn: {
      subject: 'Creatorscope サインイン用コード',
      heading: 'Creatorscope にサインイン',
      intro: 'Creatorscope アカウントにサインインするには、このコードを入力してください。',
    },
    alreadyRegistered: {
      subject: 'すでにアカウントをお持ちです — サインイン用コードをお送りします',
      heading: 'すでにアカウントをお持ちです',
      intro:
        'このアドレスで Creatorscope アカウントの作成が申請されましたが、このアドレスにはすでにアカウントがあるため、新しいアカウントは作成されていません。ご本人の場合は、このコードを入力してサインインしてください。',
    },
    noAccount: {
      subject: 'このアドレスのアカウントはありません — アカウント作成用コードをお送りします',
      heading: 'このアドレスのアカウントはまだありません',
      intro:
        'このアドレスで Creatorscope へのサインインが申請されましたが、このアドレスを使用しているアカウントはありません。ご本人の場合は、このコードを入力してアカウントを作成してください。',
    },
  },
  pl: {
    codeLabel: 'Twój kod',
    expiry: 'Kod jest ważny przez {minutes} minut i można go użyć tylko raz.',
    neverShare: 'Nigdy nie udostępniaj tego kodu. Creatorscope nigdy Cię o niego nie poprosi.',
    ignore: 'Jeśli to nie Ty prosisz o ten kod, możesz zignorować tę wiadomość: bez kodu nic się nie stanie.',
    footer:
      'Creatorscope wysłał tę wiadomość, ponieważ ten adres został wpisany na naszej stronie logowania.',
    signUp: {
      subject: 'Twój kod rejestracji w Creatorscope',
      heading: 'Potwierdź swój adres e-mail',
      intro: 'Wpisz ten kod, aby dokończyć zakładanie konta w Creatorscope.',
    },
    signIn: {
      subject: 'Twój kod logowania do Creatorscope',
      heading: 'Zaloguj się do Creatorscope',
      intro: 'Wpisz ten kod, aby zalogować się na swoje konto w Creatorscope.',
    },
    alreadyRegistered: {
      subject: 'Masz już konto — oto kod logowania',
      heading: 'Masz już konto',
      intro:
        'Ktoś chciał założyć konto w Creatorscope z tym adresem, ale konto z tym adresem już istnieje, więc nie utworzono nowego. Jeśli to Ty, wpisz ten kod, aby się zalogować.',
    },
    noAccount: {
      subject: 'Żadne konto nie używa tego adresu — oto kod, aby je założyć',
      heading: 'Żadne konto nie używa jeszcze tego adresu',
      intro:
        'Ktoś chciał zalogować się do Creatorscope z tym adresem, ale żadne konto go nie używa. Jeśli to Ty, wpisz ten kod, aby założyć konto.',
    },
  },
  pt: {
    codeLabel: 'Seu código',
    expiry: 'O código é válido por {minutes} minutos e só pode ser usado uma vez.',
    neverShare: 'Nunca compartilhe este código. A Creatorscope nunca vai pedi-lo a você.',
    ignore: 'Se você não pediu este código, pode ignorar este e-mail: nada acontece sem ele.',
    footer: 'A Creatorscope enviou este e-mail porque este endereço foi informado na nossa página de login.',
    signUp: {
      subject: 'Seu código de cadastro da Creatorscope',
      heading: 'Confirme seu endereço de e-mail',
      intro: 'Digite este código para concluir a criação da sua conta Creatorscope.',
    },
    signIn: {
      subject: 'Seu código de acesso da Creatorscope',
      heading: 'Entrar na Creatorscope',
      intro: 'Digite este código para entrar na sua conta Creatorscope.',
    },
    alreadyRegistered: {
      subject: 'Você já tem uma conta — aqui está um código de acesso',
      heading: 'Você já tem uma conta',
      intro:
        'Alguém pediu para criar uma conta Creatorscope com este endereço, mas ele já tem uma, então nenhuma conta nova foi criada. Se foi você, digite este código para entrar.',
    },
    noAccount: {
      subject: 'Nenhuma conta usa este endereço — aqui está um código para criar uma',
      heading: 'Nenhuma conta usa este endereço ainda',
      intro:
        'Alguém pediu para entrar na Creatorscope com este endereço, mas nenhuma conta o usa. Se foi você, digite este código para criar sua conta.',
    },
  },
  ru: {
    codeLabel: 'Ваш код',
    expiry: 'Код действует {minutes} минут, и его можно использовать только один раз.',
    neverShare: 'Никому не сообщайте этот код. Creatorscope никогда не попросит его у вас.',
    ignore:
      'Если вы не запрашивали этот код, просто проигнорируйте это письмо: без кода ничего не произойдёт.',
    footer: 'Creatorscope отправил это письмо, потому что этот адрес был указан на нашей странице входа.',
    signUp: {
      subject: 'Ваш код регистрации в Creatorscope',
      heading: 'Подтвердите адрес электронной почты',
      intro: 'Введите этот код, чтобы завершить создание аккаунта Creatorscope.',
    },
    signIn: {
      subject: 'Ваш код для входа в Creatorscope',
      heading: 'Вход в Creatorscope',
      intro: 'Введите этот код, чтобы войти в свой аккаунт Creatorscope.',
    },
    alreadyRegistered: {
      subject: 'У вас уже есть аккаунт — вот код для входа',
      heading: 'У вас уже есть аккаунт',
      intro:
        'Кто-то попытался создать аккаунт Creatorscope с этим адресом, но аккаунт с ним уже существует, поэтому новый не создан. Если это были вы, введите этот код, чтобы войти.',
    },
    noAccount: {
      subject: 'С этим адресом не связан ни один аккаунт — вот код, чтобы создать его',
      heading: 'С этим адресом пока нет аккаунта',
      intro:
        'Кто-то попытался войти в Creatorscope с этим адресом, но ни один аккаунт его не использует. Если это были вы, введите этот код, чтобы создать аккаунт.',
    },
  },
  es: {
    codeLabel: 'Tu código',
    expiry: 'El código es válido durante {minutes} minutos y solo se puede usar una vez.',
    neverShare: 'No compartas nunca este código. Creatorscope nunca te lo pedirá.',
    ignore: 'Si no has solicitado este código, puedes ignorar este correo: sin él no ocurre nada.',
    footer:
      'Creatorscope te ha enviado este correo porque esta dirección se introdujo en nuestra página de inicio de sesión.',
    signUp: {
      subject: 'Tu código de registro de Creatorscope',
      heading: 'Confirma tu dirección de correo',
      intro: 'Introduce este código para terminar de crear tu cuenta de Creatorscope.',
    },
    signIn: {
      subject: 'Tu código de inicio de sesión de Creatorscope',
      heading: 'Inicia sesión en Creatorscope',
      intro: 'Introduce este código para iniciar sesión en tu cuenta de Creatorscope.',
    },
    alreadyRegistered: {
      subject: 'Ya tienes una cuenta: aquí tienes un código para iniciar sesión',
      heading: 'Ya tienes una cuenta',
      intro:
        'Alguien ha pedido crear una cuenta de Creatorscope con esta dirección, pero ya tiene una, así que no se ha creado ninguna cuenta nueva. Si has sido tú, introduce este código para iniciar sesión.',
    },
    noAccount: {
      subject: 'Ninguna cuenta usa esta dirección: aquí tienes un código para crear una',
      heading: 'Todavía no hay ninguna cuenta con esta dirección',
      intro:
        'Alguien ha pedido iniciar sesión en Creatorscope con esta dirección, pero ninguna cuenta la usa. Si has sido tú, introduce este código para crear tu cuenta.',
    },
  },
  sv: {
    codeLabel: 'Din kod',
    expiry: 'Koden gäller i {minutes} minuter och kan bara användas en gång.',
    neverShare: 'Dela aldrig den här koden. Creatorscope kommer aldrig att be dig om den.',
    ignore:
      'Om du inte har begärt den här koden kan du bortse från det här mejlet: ingenting händer utan koden.',
    footer: 'Creatorscope skickade det här mejlet eftersom adressen angavs på vår inloggningssida.',
    signUp: {
      subject: 'Din registreringskod för Creatorscope',
      heading: 'Bekräfta din e-postadress',
      intro: 'Ange den här koden för att slutföra skapandet av ditt Creatorscope-konto.',
    },
    signIn: {
      subject: 'Din inloggningskod för Creatorscope',
      heading: 'Logga in på Creatorscope',
      intro: 'Ange den här koden för att logga in på ditt Creatorscope-konto.',
    },
    alreadyRegistered: {
      subject: 'Du har redan ett konto – här är en inloggningskod',
      heading: 'Du har redan ett konto',
      intro:
        'Någon bad om att skapa ett Creatorscope-konto med den här adressen, men den har redan ett, så inget nytt konto skapades. Om det var du anger du den här koden för att logga in.',
    },
    noAccount: {
      subject: 'Inget konto använder den här adressen – här är en kod för att skapa ett',
      heading: 'Inget konto använder den här adressen ännu',
      intro:
        'Någon bad om att logga in på Creatorscope med den här adressen, men inget konto använder den. Om det var du anger du den här koden för att skapa ditt konto.',
    },
  },
  tr: {
    codeLabel: 'Kodunuz',
    expiry: 'Kod {minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
    neverShare: 'Bu kodu asla kimseyle paylaşmayın. Creatorscope bu kodu sizden asla istemez.',
    ignore: 'Bu kodu siz istemediyseniz bu e-postayı yok sayabilirsiniz: kod olmadan hiçbir şey olmaz.',
    footer: 'Bu e-posta, bu adres giriş sayfamıza girildiği için Creatorscope tarafından gönderildi.',
    signUp: {
      subject: 'Creatorscope kayıt kodunuz',
      heading: 'E-posta adresinizi doğrulayın',
      intro: 'Creatorscope hesabınızı oluşturmayı tamamlamak için bu kodu girin.',
    },
    signIn: {
      subject: 'Creatorscope giriş kodunuz',
      heading: 'Creatorscope’a giriş yapın',
      intro: 'Creatorscope hesabınıza giriş yapmak için bu kodu girin.',
    },
    alreadyRegistered: {
      subject: 'Zaten bir hesabınız var — işte giriş kodunuz',
      heading: 'Zaten bir hesabınız var',
      intro:
        'Birisi bu adresle bir Creatorscope hesabı oluşturmak istedi, ancak bu adresin zaten bir hesabı var; bu nedenle yeni hesap oluşturulmadı. Bu kişi sizseniz giriş yapmak için bu kodu girin.',
    },
    noAccount: {
      subject: 'Bu adresi kullanan bir hesap yok — işte hesap oluşturma kodunuz',
      heading: 'Bu adresle henüz bir hesap yok',
      intro:
        'Birisi bu adresle Creatorscope’a giriş yapmak istedi, ancak bu adresi kullanan bir hesap yok. Bu kişi sizseniz hesabınızı oluşturmak için bu kodu girin.',
    },
  },
  ae: {
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
  },
};
