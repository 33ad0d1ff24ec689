import type { TMailTexts } from './types.js';

export const de: TMailTexts = {
  greetingName: 'Hallo {name},',
  greeting: 'Hallo,',
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
  supportConfirmation: {
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
  invitation: {
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
};
