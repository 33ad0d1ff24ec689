import type { TMailTexts } from './types.js';

export const tr: TMailTexts = {
  greetingName: 'Merhaba {name},',
  greeting: 'Merhaba,',
  codeLabel: 'Kodunuz',
  expiry: 'Kod {minutes} dakika geçerlidir ve yalnızca bir kez kullanılabilir.',
  neverShare: 'Bu kodu asla kimseyle paylaşmayın. Creatorscope bu kodu sizden asla istemez.',
  ignore: 'Bu kodu siz istemediyseniz bu e-postayı yok sayabilirsiniz: kod olmadan hiçbir şey olmaz.',
  footer: 'Bu e-posta, bu adres giriş sayfamıza girildiği için Creatorscope tarafından gönderildi.',
  signUp: {
    subject: 'Creatorscope kayıt kodunuz',
    heading: 'E-posta adresinizi doğrulayın',
    intro: 'Creatorscope hesabınızı oluşturmayı tamamlamak için bu kodu girin.',
  },
  signIn: {
    subject: 'Creatorscope giriş kodunuz',
    heading: 'Creatorscope’a giriş yapın',
    intro: 'Creatorscope hesabınıza giriş yapmak için bu kodu girin.',
  },
  alreadyRegistered: {
    subject: 'Zaten bir hesabınız var — işte giriş kodunuz',
    heading: 'Zaten bir hesabınız var',
    intro:
      'Birisi bu adresle bir Creatorscope hesabı oluşturmak istedi, ancak bu adresin zaten bir hesabı var; bu nedenle yeni hesap oluşturulmadı. Bu kişi sizseniz giriş yapmak için bu kodu girin.',
  },
  noAccount: {
    subject: 'Bu adresi kullanan bir hesap yok — işte hesap oluşturma kodunuz',
    heading: 'Bu adresle henüz bir hesap yok',
    intro:
      'Birisi bu adresle Creatorscope’a giriş yapmak istedi, ancak bu adresi kullanan bir hesap yok. Bu kişi sizseniz hesabınızı oluşturmak için bu kodu girin.',
  },
  supportConfirmation: {
    subject: '{reference} numaralı destek talebinizi aldık',
    heading: 'Talebinizi aldık',
    intro:
      'Creatorscope destek ekibiyle iletişime geçtiğiniz için teşekkürler. Talebiniz açık; ekibimiz genellikle bir iş günü içinde e-postayla yanıt verir.',
    referenceLabel: 'Talep numaranız',
    quoteHint: 'Aynı talep için bize yeniden yazarsanız bu numarayı belirtin.',
    topicLabel: 'Konu türü',
    subjectLabel: 'Konu',
    messageLabel: 'Mesajınız',
    footer: 'Creatorscope bu e-postayı, bu adresle bir destek talebi gönderildiği için gönderdi.',
    topics: {
      billing: 'Faturalandırma ve planlar',
      insights: 'İçgörüler ve veriler',
      account: 'Hesap ve giriş',
      bug: 'Bir şey çalışmıyor',
      other: 'Başka bir konu',
    },
  },
  invitation: {
    subject: '{inviter} sizi Creatorscope’ta {organization} ekibine davet etti',
    invited: '{inviter} sizi Creatorscope’ta {organization} ekibine {role} olarak katılmaya davet etti.',
    permissionNames: {
      Read: 'Okuma',
      Write: 'Yazma',
      Admin: 'Yönetici',
    },
    permissions: {
      Read: 'Yetkiniz “{permission}” olacak: ekibin verilerini görüntüleyebilirsiniz.',
      Write: 'Yetkiniz “{permission}” olacak: ekibin verilerini görüntüleyip düzenleyebilirsiniz.',
      Admin:
        'Yetkiniz “{permission}” olacak: ekibin verilerini görüntüleyip düzenleyebilir ve ekibi yönetebilirsiniz.',
    },
    accept: 'Daveti kabul et',
    acceptHere: 'Daveti buradan kabul edin (bu e-posta adresiyle giriş yapın):',
    signInWith: 'Kabul etmek için {email} ile giriş yapın.',
    validUntil: 'Bağlantı {expires} tarihine kadar geçerlidir.',
    buttonFallback: 'Düğme çalışmazsa bu adresi açın:',
    ignore: 'Bu daveti beklemiyorsanız bu e-postayı yok sayın: siz kabul edene kadar hiçbir şey olmaz.',
  },
};
