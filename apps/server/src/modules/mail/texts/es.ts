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
};
