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
  supportConfirmation: {
    subject: 'Vi har modtaget din supporthenvendelse {reference}',
    heading: 'Vi har modtaget din henvendelse',
    intro:
      'Tak fordi du kontaktede Creatorscope support. Din henvendelse er åben, og vores team svarer pr. e-mail, som regel inden for én arbejdsdag.',
    referenceLabel: 'Dit referencenummer',
    quoteHint: 'Oplys dette referencenummer, hvis du skriver til os igen om samme henvendelse.',
    topicLabel: 'Emne',
    subjectLabel: 'Overskrift',
    messageLabel: 'Din besked',
    footer: 'Creatorscope har sendt denne e-mail, fordi en supporthenvendelse blev sendt med denne adresse.',
    topics: {
      billing: 'Betaling og abonnementer',
      insights: 'Indsigter og data',
      account: 'Konto og login',
      bug: 'Noget virker ikke',
      other: 'Noget andet',
    },
  },
  invitation: {
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
};
