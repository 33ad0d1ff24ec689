import type { TMailTexts } from './types.js';

export const es: TMailTexts = {
  greetingName: 'Hola, {name}:',
  greeting: 'Hola:',
  codeLabel: 'Tu código',
  expiry: 'El código es válido durante {minutes} minutos y solo se puede usar una vez.',
  neverShare: 'No compartas nunca este código. Creatorscope nunca te lo pedirá.',
  ignore: 'Si no has solicitado este código, puedes ignorar este correo: sin él no ocurre nada.',
  footer:
    'Creatorscope te ha enviado este correo porque esta dirección se introdujo en nuestra página de inicio de sesión.',
  signUp: {
    subject: 'Tu código de registro de Creatorscope',
    heading: 'Confirma tu dirección de correo',
    intro: 'Introduce este código para terminar de crear tu cuenta de Creatorscope.',
  },
  signIn: {
    subject: 'Tu código de inicio de sesión de Creatorscope',
    heading: 'Inicia sesión en Creatorscope',
    intro: 'Introduce este código para iniciar sesión en tu cuenta de Creatorscope.',
  },
  alreadyRegistered: {
    subject: 'Ya tienes una cuenta: aquí tienes un código para iniciar sesión',
    heading: 'Ya tienes una cuenta',
    intro:
      'Alguien ha pedido crear una cuenta de Creatorscope con esta dirección, pero ya tiene una, así que no se ha creado ninguna cuenta nueva. Si has sido tú, introduce este código para iniciar sesión.',
  },
  noAccount: {
    subject: 'Ninguna cuenta usa esta dirección: aquí tienes un código para crear una',
    heading: 'Todavía no hay ninguna cuenta con esta dirección',
    intro:
      'Alguien ha pedido iniciar sesión en Creatorscope con esta dirección, pero ninguna cuenta la usa. Si has sido tú, introduce este código para crear tu cuenta.',
  },
  supportConfirmation: {
    subject: 'Hemos recibido tu solicitud de soporte {reference}',
    heading: 'Hemos recibido tu solicitud',
    intro:
      'Gracias por contactar con el soporte de Creatorscope. Tu solicitud está abierta y nuestro equipo te responderá por correo electrónico, normalmente en un día laborable.',
    referenceLabel: 'Tu referencia',
    quoteHint: 'Indica esta referencia si nos vuelves a escribir sobre la misma solicitud.',
    topicLabel: 'Tema',
    subjectLabel: 'Asunto',
    messageLabel: 'Tu mensaje',
    footer:
      'Creatorscope te ha enviado este correo porque se envió una solicitud de soporte con esta dirección.',
    topics: {
      billing: 'Facturación y planes',
      insights: 'Estadísticas y datos',
      account: 'Cuenta e inicio de sesión',
      bug: 'Algo no funciona',
      other: 'Otro asunto',
    },
  },
  invitation: {
    subject: '{inviter} te ha invitado a unirte a {organization} en Creatorscope',
    invited: '{inviter} te ha invitado a unirte a {organization} en Creatorscope como {role}.',
    permissionNames: {
      Read: 'Lectura',
      Write: 'Escritura',
      Admin: 'Administrador',
    },
    permissions: {
      Read: 'Tu permiso será «{permission}»: podrás ver los datos del equipo.',
      Write: 'Tu permiso será «{permission}»: podrás ver y editar los datos del equipo.',
      Admin:
        'Tu permiso será «{permission}»: podrás ver y editar los datos del equipo y gestionar el equipo.',
    },
    accept: 'Aceptar invitación',
    acceptHere: 'Acepta la invitación aquí (inicia sesión con esta dirección de correo electrónico):',
    signInWith: 'Inicia sesión con {email} para aceptarla.',
    validUntil: 'El enlace funciona hasta el {expires}.',
    buttonFallback: 'Si el botón no funciona, abre esta dirección:',
    ignore: 'Si no esperabas esta invitación, ignora este correo: no ocurre nada hasta que la aceptes.',
  },
};
