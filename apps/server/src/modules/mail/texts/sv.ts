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
};
