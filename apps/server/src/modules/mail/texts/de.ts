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
};
