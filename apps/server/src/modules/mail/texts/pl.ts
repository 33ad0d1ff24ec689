import type { TMailTexts } from './types.js';

export const pl: TMailTexts = {
  greetingName: 'Dzień dobry, {name}!',
  greeting: 'Dzień dobry!',
  codeLabel: 'Twój kod',
  expiry: 'Kod jest ważny przez {minutes} minut i można go użyć tylko raz.',
  neverShare: 'Nigdy nie udostępniaj tego kodu. Creatorscope nigdy Cię o niego nie poprosi.',
  ignore: 'Jeśli to nie Ty prosisz o ten kod, możesz zignorować tę wiadomość: bez kodu nic się nie stanie.',
  footer: 'Creatorscope wysłał tę wiadomość, ponieważ ten adres został wpisany na naszej stronie logowania.',
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
  supportConfirmation: {
    subject: 'Otrzymaliśmy Twoje zgłoszenie do pomocy technicznej {reference}',
    heading: 'Otrzymaliśmy Twoje zgłoszenie',
    intro:
      'Dziękujemy za kontakt z pomocą techniczną Creatorscope. Twoje zgłoszenie jest otwarte, a nasz zespół odpowie e-mailem, zwykle w ciągu jednego dnia roboczego.',
    referenceLabel: 'Numer zgłoszenia',
    quoteHint: 'Podaj ten numer, jeśli napiszesz do nas ponownie w tej samej sprawie.',
    topicLabel: 'Temat',
    subjectLabel: 'Tytuł',
    messageLabel: 'Twoja wiadomość',
    footer:
      'Creatorscope wysłał tę wiadomość, ponieważ z tego adresu wysłano zgłoszenie do pomocy technicznej.',
    topics: {
      billing: 'Płatności i plany',
      insights: 'Statystyki i dane',
      account: 'Konto i logowanie',
      bug: 'Coś nie działa',
      other: 'Coś innego',
    },
  },
  invitation: {
    subject: '{inviter} zaprasza Cię do {organization} w Creatorscope',
    invited: '{inviter} zaprasza Cię do dołączenia do {organization} w Creatorscope jako {role}.',
    permissionNames: {
      Read: 'Odczyt',
      Write: 'Zapis',
      Admin: 'Administrator',
    },
    permissions: {
      Read: 'Twoje uprawnienia to „{permission}”: możesz przeglądać dane zespołu.',
      Write: 'Twoje uprawnienia to „{permission}”: możesz przeglądać i edytować dane zespołu.',
      Admin:
        'Twoje uprawnienia to „{permission}”: możesz przeglądać i edytować dane zespołu oraz zarządzać zespołem.',
    },
    accept: 'Przyjmij zaproszenie',
    acceptHere: 'Przyjmij zaproszenie tutaj (zaloguj się tym adresem e-mail):',
    signInWith: 'Aby przyjąć zaproszenie, zaloguj się jako {email}.',
    validUntil: 'Link jest ważny do {expires}.',
    buttonFallback: 'Jeśli przycisk nie działa, otwórz ten adres:',
    ignore:
      'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość: nic się nie stanie, dopóki go nie przyjmiesz.',
  },
};
