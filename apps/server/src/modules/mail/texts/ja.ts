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
  supportConfirmation: {
    subject: 'サポートへのお問い合わせ {reference} を受け付けました',
    heading: 'お問い合わせを受け付けました',
    intro:
      'Creatorscope サポートにお問い合わせいただきありがとうございます。お問い合わせは受付済みです。通常 1 営業日以内にチームからメールでご回答します。',
    referenceLabel: '受付番号',
    quoteHint: '同じ件で再度ご連絡いただく際は、この受付番号をお知らせください。',
    topicLabel: '種類',
    subjectLabel: '件名',
    messageLabel: 'お問い合わせ内容',
    footer:
      'このアドレスでサポートへのお問い合わせが送信されたため、Creatorscope からこのメールをお送りしています。',
    topics: {
      billing: '請求とプラン',
      insights: 'インサイトとデータ',
      account: 'アカウントとログイン',
      bug: '不具合の報告',
      other: 'その他',
    },
  },
  invitation: {
    subject: '{inviter} さんから Creatorscope の {organization} への招待が届いています',
    invited:
      '{inviter} さんから、Creatorscope の {organization} に {role} として参加するよう招待されました。',
    permissionNames: {
      Read: '閲覧',
      Write: '編集',
      Admin: '管理者',
    },
    permissions: {
      Read: 'あなたの権限は「{permission}」です。チームのデータを閲覧できます。',
      Write: 'あなたの権限は「{permission}」です。チームのデータを閲覧・編集できます。',
      Admin: 'あなたの権限は「{permission}」です。チームのデータを閲覧・編集し、チームを管理できます。',
    },
    accept: '招待を承諾する',
    acceptHere: 'こちらから招待を承諾してください（このメールアドレスでログインしてください）：',
    signInWith: '承諾するには {email} でログインしてください。',
    validUntil: 'このリンクは {expires} まで有効です。',
    buttonFallback: 'ボタンが機能しない場合は、次のアドレスを開いてください：',
    ignore: 'この招待に心当たりがない場合は、このメールを無視してください。承諾するまで何も起こりません。',
  },
};
