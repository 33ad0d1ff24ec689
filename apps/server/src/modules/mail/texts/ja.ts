import type { TMailTexts } from './types.js';

export const ja: TMailTexts = {
  greetingName: '{name} 様',
  greeting: 'こんにちは',
  codeLabel: '確認コード',
  expiry: 'このコードの有効期限は{minutes}分で、1回のみ使用できます。',
  neverShare: 'このコードは誰にも教えないでください。Creatorscope からコードをお尋ねすることはありません。',
  ignore:
    'このコードに心当たりがない場合は、このメールを無視してください。コードがなければ何も起こりません。',
  footer: 'サインインページでこのアドレスが入力されたため、Creatorscope からこのメールをお送りしました。',
  signUp: {
    subject: 'Creatorscope 登録用コード',
    heading: 'メールアドレスの確認',
    intro: 'Creatorscope アカウントの作成を完了するには、このコードを入力してください。',
  },
  signIn: {
    subject: 'Creatorscope サインイン用コード',
    heading: 'Creatorscope にサインイン',
    intro: 'Creatorscope アカウントにサインインするには、このコードを入力してください。',
  },
  alreadyRegistered: {
    subject: 'すでにアカウントをお持ちです — サインイン用コードをお送りします',
    heading: 'すでにアカウントをお持ちです',
    intro:
      'このアドレスで Creatorscope アカウントの作成が申請されましたが、このアドレスにはすでにアカウントがあるため、新しいアカウントは作成されていません。ご本人の場合は、このコードを入力してサインインしてください。',
  },
  noAccount: {
    subject: 'このアドレスのアカウントはありません — アカウント作成用コードをお送りします',
    heading: 'このアドレスのアカウントはまだありません',
    intro:
      'このアドレスで Creatorscope へのサインインが申請されましたが、このアドレスを使用しているアカウントはありません。ご本人の場合は、このコードを入力してアカウントを作成してください。',
  },
};
