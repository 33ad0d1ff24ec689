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
  supportConfirmation: {
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
  invitation: {
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
};
