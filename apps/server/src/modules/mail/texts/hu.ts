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
};
