import type { TMailTexts } from './types.js';

/** Brazilian Portuguese, as the registry's date locale (pt-BR). */
export const pt: TMailTexts = {
  greetingName: 'Olá, {name}!',
  greeting: 'Olá!',
  codeLabel: 'Seu código',
  expiry: 'O código é válido por {minutes} minutos e só pode ser usado uma vez.',
  neverShare: 'Nunca compartilhe este código. A Creatorscope nunca vai pedi-lo a você.',
  ignore: 'Se você não pediu este código, pode ignorar este e-mail: nada acontece sem ele.',
  footer: 'A Creatorscope enviou este e-mail porque este endereço foi informado na nossa página de login.',
  signUp: {
    subject: 'Seu código de cadastro da Creatorscope',
    heading: 'Confirme seu endereço de e-mail',
    intro: 'Digite este código para concluir a criação da sua conta Creatorscope.',
  },
  signIn: {
    subject: 'Seu código de acesso da Creatorscope',
    heading: 'Entrar na Creatorscope',
    intro: 'Digite este código para entrar na sua conta Creatorscope.',
  },
  alreadyRegistered: {
    subject: 'Você já tem uma conta — aqui está um código de acesso',
    heading: 'Você já tem uma conta',
    intro:
      'Alguém pediu para criar uma conta Creatorscope com este endereço, mas ele já tem uma, então nenhuma conta nova foi criada. Se foi você, digite este código para entrar.',
  },
  noAccount: {
    subject: 'Nenhuma conta usa este endereço — aqui está um código para criar uma',
    heading: 'Nenhuma conta usa este endereço ainda',
    intro:
      'Alguém pediu para entrar na Creatorscope com este endereço, mas nenhuma conta o usa. Se foi você, digite este código para criar sua conta.',
  },
  supportConfirmation: {
    subject: 'Recebemos o seu pedido de suporte {reference}',
    heading: 'Recebemos o seu pedido',
    intro:
      'Obrigado por entrar em contato com o suporte da Creatorscope. O seu pedido está aberto e a nossa equipe responderá por e-mail, normalmente em até um dia útil.',
    referenceLabel: 'A sua referência',
    quoteHint: 'Informe esta referência se nos escrever novamente sobre o mesmo pedido.',
    topicLabel: 'Tema',
    subjectLabel: 'Assunto',
    messageLabel: 'A sua mensagem',
    footer: 'A Creatorscope enviou este e-mail porque um pedido de suporte foi enviado com este endereço.',
    topics: {
      billing: 'Faturamento e planos',
      insights: 'Insights e dados',
      account: 'Conta e login',
      bug: 'Algo não está funcionando',
      other: 'Outro assunto',
    },
  },
  invitation: {
    subject: '{inviter} convidou você para participar de {organization} na Creatorscope',
    invited: '{inviter} convidou você para participar de {organization} na Creatorscope como {role}.',
    permissionNames: {
      Read: 'Leitura',
      Write: 'Escrita',
      Admin: 'Administrador',
    },
    permissions: {
      Read: 'Sua permissão será “{permission}”: você poderá ver os dados da equipe.',
      Write: 'Sua permissão será “{permission}”: você poderá ver e editar os dados da equipe.',
      Admin:
        'Sua permissão será “{permission}”: você poderá ver e editar os dados da equipe e gerenciar a equipe.',
    },
    accept: 'Aceitar convite',
    acceptHere: 'Aceite o convite aqui (entre com este endereço de e-mail):',
    signInWith: 'Entre com {email} para aceitar.',
    validUntil: 'O link funciona até {expires}.',
    buttonFallback: 'Se o botão não funcionar, abra este endereço:',
    ignore: 'Se você não esperava este convite, ignore este e-mail: nada acontece até você aceitar.',
  },
};
