import type { TMailTexts } from './types.js';

export const da: TMailTexts = {
  greetingName: 'Hej {name}',
  greeting: 'Hej',
  codeLabel: 'Din kode',
  expiry: 'Koden er gyldig i {minutes} minutter og kan kun bruges én gang.',
  neverShare: 'Del aldrig denne kode. Creatorscope vil aldrig bede dig om den.',
  ignore: 'Hvis du ikke har bedt om denne kode, kan du se bort fra denne e-mail: der sker intet uden koden.',
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
};
