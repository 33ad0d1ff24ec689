import type { TMailTexts } from './types.js';

export const de: TMailTexts = {
  greetingName: 'Hallo {name},',
  greeting: 'Hallo,',
  codeLabel: 'Ihr Code',
  expiry: 'Der Code ist {minutes} Minuten lang gültig und kann einmal verwendet werden.',
  neverShare: 'Geben Sie diesen Code niemals weiter. Creatorscope wird Sie nie danach fragen.',
  ignore:
    'Wenn Sie diesen Code nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne den Code passiert nichts.',
  footer:
    'Creatorscope hat Ihnen diese E-Mail gesendet, weil diese Adresse auf unserer Anmeldeseite eingegeben wurde.',
  signUp: {
    subject: 'Ihr Registrierungscode für Creatorscope',
    heading: 'Bestätigen Sie Ihre E-Mail-Adresse',
    intro: 'Geben Sie diesen Code ein, um die Erstellung Ihres Creatorscope-Kontos abzuschließen.',
  },
  signIn: {
    subject: 'Ihr Anmeldecode für Creatorscope',
    heading: 'Bei Creatorscope anmelden',
    intro: 'Geben Sie diesen Code ein, um sich bei Ihrem Creatorscope-Konto anzumelden.',
  },
  alreadyRegistered: {
    subject: 'Sie haben bereits ein Konto – hier ist ein Anmeldecode',
    heading: 'Sie haben bereits ein Konto',
    intro:
      'Jemand wollte mit dieser Adresse ein Creatorscope-Konto erstellen, aber es gibt bereits eines, daher wurde kein neues Konto angelegt. Wenn Sie das waren, geben Sie diesen Code ein, um sich anzumelden.',
  },
  noAccount: {
    subject: 'Kein Konto nutzt diese Adresse – hier ist ein Code, um eines zu erstellen',
    heading: 'Noch kein Konto mit dieser Adresse',
    intro:
      'Jemand wollte sich mit dieser Adresse bei Creatorscope anmelden, aber kein Konto nutzt sie. Wenn Sie das waren, geben Sie diesen Code ein, um Ihr Konto zu erstellen.',
  },
  supportConfirmation: {
    subject: 'Wir haben Ihre Support-Anfrage {reference} erhalten',
    heading: 'Wir haben Ihre Anfrage erhalten',
    intro:
      'Danke, dass Sie sich an den Creatorscope-Support gewandt haben. Ihre Anfrage ist offen, und unser Team antwortet per E-Mail, meist innerhalb eines Werktags.',
    referenceLabel: 'Ihre Referenznummer',
    quoteHint: 'Nennen Sie diese Referenznummer, wenn Sie uns erneut zu dieser Anfrage schreiben.',
    topicLabel: 'Thema',
    subjectLabel: 'Betreff',
    messageLabel: 'Ihre Nachricht',
    footer:
      'Creatorscope hat Ihnen diese E-Mail geschickt, weil mit dieser Adresse eine Support-Anfrage gesendet wurde.',
    topics: {
      billing: 'Abrechnung und Tarife',
      insights: 'Insights und Daten',
      account: 'Konto und Anmeldung',
      bug: 'Etwas funktioniert nicht',
      other: 'Etwas anderes',
    },
  },
  invitation: {
    subject: '{inviter} hat Sie eingeladen, {organization} auf Creatorscope beizutreten',
    invited: '{inviter} hat Sie eingeladen, {organization} auf Creatorscope als {role} beizutreten.',
    permissionNames: {
      Read: 'Lesen',
      Write: 'Schreiben',
      Admin: 'Administrator',
    },
    permissions: {
      Read: 'Sie erhalten die Berechtigung „{permission}“: Sie können die Daten des Teams ansehen.',
      Write:
        'Sie erhalten die Berechtigung „{permission}“: Sie können die Daten des Teams ansehen und bearbeiten.',
      Admin:
        'Sie erhalten die Berechtigung „{permission}“: Sie können die Daten des Teams ansehen und bearbeiten sowie das Team verwalten.',
    },
    accept: 'Einladung annehmen',
    acceptHere: 'Nehmen Sie die Einladung hier an (melden Sie sich mit dieser E-Mail-Adresse an):',
    signInWith: 'Melden Sie sich mit {email} an, um die Einladung anzunehmen.',
    validUntil: 'Der Link ist bis zum {expires} gültig.',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
    ignore:
      'Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail: Solange Sie nicht annehmen, passiert nichts.',
  },
};
