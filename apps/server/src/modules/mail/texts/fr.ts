import type { TMailTexts } from './types.js';

export const fr: TMailTexts = {
  greetingName: 'Bonjour {name},',
  greeting: 'Bonjour,',
  codeLabel: 'Votre code',
  expiry: 'Ce code est valable {minutes} minutes et ne peut être utilisé qu’une seule fois.',
  neverShare: 'Ne communiquez jamais ce code. Creatorscope ne vous le demandera jamais.',
  ignore: 'Si vous n’avez pas demandé ce code, vous pouvez ignorer cet e-mail : rien ne se passe sans lui.',
  footer: 'Creatorscope vous a envoyé cet e-mail car cette adresse a été saisie sur notre page de connexion.',
  signUp: {
    subject: 'Votre code d’inscription Creatorscope',
    heading: 'Confirmez votre adresse e-mail',
    intro: 'Saisissez ce code pour terminer la création de votre compte Creatorscope.',
  },
  signIn: {
    subject: 'Votre code de connexion Creatorscope',
    heading: 'Connexion à Creatorscope',
    intro: 'Saisissez ce code pour vous connecter à votre compte Creatorscope.',
  },
  alreadyRegistered: {
    subject: 'Vous avez déjà un compte — voici un code de connexion',
    heading: 'Vous avez déjà un compte',
    intro:
      'Quelqu’un a demandé à créer un compte Creatorscope avec cette adresse, mais elle en possède déjà un : aucun nouveau compte n’a été créé. Si c’était vous, saisissez ce code pour vous connecter.',
  },
  noAccount: {
    subject: 'Aucun compte n’utilise cette adresse — voici un code pour en créer un',
    heading: 'Aucun compte n’utilise encore cette adresse',
    intro:
      'Quelqu’un a demandé à se connecter à Creatorscope avec cette adresse, mais aucun compte ne l’utilise. Si c’était vous, saisissez ce code pour créer votre compte.',
  },
  supportConfirmation: {
    subject: 'Nous avons bien reçu votre demande d’assistance {reference}',
    heading: 'Nous avons bien reçu votre demande',
    intro:
      'Merci d’avoir contacté l’assistance Creatorscope. Votre demande est ouverte et notre équipe vous répondra par e-mail, généralement sous un jour ouvré.',
    referenceLabel: 'Votre référence',
    quoteHint: 'Indiquez cette référence si vous nous écrivez de nouveau au sujet de cette demande.',
    topicLabel: 'Thème',
    subjectLabel: 'Objet',
    messageLabel: 'Votre message',
    footer:
      'Creatorscope vous a envoyé cet e-mail car une demande d’assistance a été envoyée avec cette adresse.',
    topics: {
      billing: 'Facturation et forfaits',
      insights: 'Statistiques et données',
      account: 'Compte et connexion',
      bug: 'Quelque chose ne fonctionne pas',
      other: 'Autre chose',
    },
  },
  invitation: {
    subject: '{inviter} vous invite à rejoindre {organization} sur Creatorscope',
    invited: '{inviter} vous invite à rejoindre {organization} sur Creatorscope en tant que {role}.',
    permissionNames: {
      Read: 'Lecture',
      Write: 'Écriture',
      Admin: 'Administrateur',
    },
    permissions: {
      Read: 'Vos droits d’accès : {permission}. Vous pourrez consulter les données de l’équipe.',
      Write: 'Vos droits d’accès : {permission}. Vous pourrez consulter et modifier les données de l’équipe.',
      Admin:
        'Vos droits d’accès : {permission}. Vous pourrez consulter et modifier les données de l’équipe et gérer l’équipe.',
    },
    accept: 'Accepter l’invitation',
    acceptHere: 'Acceptez l’invitation ici (connectez-vous avec cette adresse e-mail) :',
    signInWith: 'Connectez-vous avec {email} pour accepter.',
    validUntil: 'Le lien est valable jusqu’au {expires}.',
    buttonFallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
    ignore:
      'Si vous n’attendiez pas cette invitation, ignorez cet e-mail : rien ne se passe tant que vous ne l’acceptez pas.',
  },
};
