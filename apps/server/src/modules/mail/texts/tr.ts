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
};
