import type { TMailTexts } from './types.js';

export const hu: TMailTexts = {
  greetingName: 'Kedves {name}!',
  greeting: 'Üdvözöljük!',
  codeLabel: 'Az Ön kódja',
  expiry: 'A kód {minutes} percig érvényes, és csak egyszer használható.',
  neverShare: 'Soha ne ossza meg ezt a kódot senkivel. A Creatorscope soha nem fogja elkérni Öntől.',
  ignore:
    'Ha nem Ön kérte ezt a kódot, nyugodtan hagyja figyelmen kívül ezt az e-mailt: a kód nélkül semmi sem történik.',
  footer: 'Ezt az e-mailt a Creatorscope küldte, mert ezt a címet megadták a bejelentkezési oldalunkon.',
  signUp: {
    subject: 'Az Ön Creatorscope regisztrációs kódja',
    heading: 'Erősítse meg e-mail-címét',
    intro: 'Adja meg ezt a kódot Creatorscope-fiókja létrehozásának befejezéséhez.',
  },
  signIn: {
    subject: 'Az Ön Creatorscope bejelentkezési kódja',
    heading: 'Bejelentkezés a Creatorscope-ba',
    intro: 'Adja meg ezt a kódot a Creatorscope-fiókjába való bejelentkezéshez.',
  },
  alreadyRegistered: {
    subject: 'Már van fiókja — itt egy bejelentkezési kód',
    heading: 'Már van fiókja',
    intro:
      'Valaki Creatorscope-fiókot szeretett volna létrehozni ezzel a címmel, de már tartozik hozzá fiók, ezért nem jött létre új. Ha Ön volt az, adja meg ezt a kódot a bejelentkezéshez.',
  },
  noAccount: {
    subject: 'Ehhez a címhez nem tartozik fiók — itt egy kód a létrehozásához',
    heading: 'Ehhez a címhez még nem tartozik fiók',
    intro:
      'Valaki be szeretett volna jelentkezni a Creatorscope-ba ezzel a címmel, de egyetlen fiók sem használja. Ha Ön volt az, adja meg ezt a kódot a fiókja létrehozásához.',
  },
  supportConfirmation: {
    subject: 'Megkaptuk a támogatási kérését: {reference}',
    heading: 'Megkaptuk a kérését',
    intro:
      'Köszönjük, hogy felvette a kapcsolatot a Creatorscope ügyfélszolgálatával. A kérése nyitott, csapatunk e-mailben válaszol, általában egy munkanapon belül.',
    referenceLabel: 'Az Ön hivatkozási száma',
    quoteHint: 'Ha ugyanezzel a kéréssel kapcsolatban újra ír nekünk, adja meg ezt a számot.',
    topicLabel: 'Téma',
    subjectLabel: 'Tárgy',
    messageLabel: 'Az Ön üzenete',
    footer: 'A Creatorscope azért küldte ezt az e-mailt, mert erről a címről támogatási kérés érkezett.',
    topics: {
      billing: 'Számlázás és csomagok',
      insights: 'Elemzések és adatok',
      account: 'Fiók és bejelentkezés',
      bug: 'Valami nem működik',
      other: 'Egyéb',
    },
  },
  invitation: {
    subject: '{inviter} meghívta Önt, hogy csatlakozzon a(z) {organization} csapatához a Creatorscope-on',
    invited:
      '{inviter} meghívta Önt, hogy {role} szerepkörben csatlakozzon a(z) {organization} csapatához a Creatorscope-on.',
    permissionNames: {
      Read: 'Olvasás',
      Write: 'Írás',
      Admin: 'Adminisztrátor',
    },
    permissions: {
      Read: 'Az Ön jogosultsága „{permission}” lesz: megtekintheti a csapat adatait.',
      Write: 'Az Ön jogosultsága „{permission}” lesz: megtekintheti és szerkesztheti a csapat adatait.',
      Admin:
        'Az Ön jogosultsága „{permission}” lesz: megtekintheti és szerkesztheti a csapat adatait, valamint kezelheti a csapatot.',
    },
    accept: 'Meghívás elfogadása',
    acceptHere: 'Itt fogadhatja el a meghívást (ezzel az e-mail-címmel jelentkezzen be):',
    signInWith: 'Az elfogadáshoz jelentkezzen be ezzel a címmel: {email}.',
    validUntil: 'A link eddig érvényes: {expires}.',
    buttonFallback: 'Ha a gomb nem működik, nyissa meg ezt a címet:',
    ignore:
      'Ha nem számított erre a meghívásra, hagyja figyelmen kívül ezt az e-mailt: amíg el nem fogadja, semmi sem történik.',
  },
};
