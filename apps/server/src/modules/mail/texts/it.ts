import type { TMailTexts } from './types.js';

export const it: TMailTexts = {
  greetingName: 'Ciao {name},',
  greeting: 'Ciao,',
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
};
