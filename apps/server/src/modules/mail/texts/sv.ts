import type { TMailTexts } from './types.js';

export const sv: TMailTexts = {
  greetingName: 'Hej {name}!',
  greeting: 'Hej!',
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
  supportConfirmation: {
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
  invitation: {
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
};
