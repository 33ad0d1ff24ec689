import type { TLanguageCode } from '@creatorscope/contracts';

/**
 * The mail that invites a publisher to an affiliate ad. `{brand}` and `{campaign}` are what the
 * marketer typed and stay as typed; `{percent}`, `{cap}`, `{price}` and `{threshold}` are figures
 * already formatted in the reader's locale. No text depends on a number's plural form: a threshold
 * is named as a figure, not counted in words.
 */
export type TAdInvitationTexts = {
  /** Contains `{brand}` and `{campaign}`. */
  subject: string;
  /** Contains `{brand}` and `{campaign}`. */
  invited: string;
  payHeading: string;
  /** Contains `{percent}`. */
  commission: string;
  /** Contains `{percent}` and `{cap}`. */
  commissionCap: string;
  /** Contains `{price}`. */
  perClick: string;
  /** Contains `{price}` and `{threshold}`. */
  perClickPast: string;
  /** Contains `{price}`. */
  perView: string;
  /** Contains `{price}` and `{threshold}`. */
  perViewPast: string;
  howItWorks: string;
  /** The button. */
  join: string;
  /** Above the link in the plain-text mail. */
  joinHere: string;
  buttonFallback: string;
  ignore: string;
};

/** The texts of the 16 UI languages; the type makes a missing language a compile error. */
export const AD_INVITATION_TEXTS: Readonly<Record<TLanguageCode, TAdInvitationTexts>> = {
  en: {
    subject: '{brand} invites you to promote {campaign} on Creatorscope',
    invited: '{brand} invites you to promote {campaign} and earn from the sales and visits you bring.',
    payHeading: 'What it pays',
    commission: '{percent} of each sale',
    commissionCap: '{percent} of each sale, up to {cap} a sale',
    perClick: '{price} per click',
    perClickPast: '{price} per click, past a threshold of {threshold}',
    perView: '{price} per view',
    perViewPast: '{price} per view, past a threshold of {threshold}',
    howItWorks:
      'Join with a free Creatorscope publisher profile: you get your own link to share, and you earn from what it brings.',
    join: 'See the ad and join',
    joinHere: 'See the ad and join here:',
    buttonFallback: 'If the button does not work, open this address:',
    ignore: 'If you did not expect this invitation, ignore this mail: nothing happens unless you join.',
  },
  zh: {
    subject: '{brand} 邀请您在 Creatorscope 上推广 {campaign}',
    invited: '{brand} 邀请您推广 {campaign}，并从您带来的销售和访问中获得收益。',
    payHeading: '收益方式',
    commission: '每笔销售的 {percent}',
    commissionCap: '每笔销售的 {percent}，每笔最多 {cap}',
    perClick: '每次点击 {price}',
    perClickPast: '每次点击 {price}，超过 {threshold} 的门槛后计费',
    perView: '每次浏览 {price}',
    perViewPast: '每次浏览 {price}，超过 {threshold} 的门槛后计费',
    howItWorks: '使用免费的 Creatorscope 推广者资料加入：您将获得专属分享链接，并从它带来的成果中获得收益。',
    join: '查看广告并加入',
    joinHere: '在此查看广告并加入：',
    buttonFallback: '如果按钮无法使用，请打开以下地址：',
    ignore: '如果您没有预料到这份邀请，请忽略这封邮件：除非您加入，否则什么都不会发生。',
  },
  da: {
    subject: '{brand} inviterer dig til at promovere {campaign} på Creatorscope',
    invited: '{brand} inviterer dig til at promovere {campaign} og tjene på det salg og de besøg, du skaber.',
    payHeading: 'Det betaler',
    commission: '{percent} af hvert salg',
    commissionCap: '{percent} af hvert salg, højst {cap} pr. salg',
    perClick: '{price} pr. klik',
    perClickPast: '{price} pr. klik over en tærskel på {threshold}',
    perView: '{price} pr. visning',
    perViewPast: '{price} pr. visning over en tærskel på {threshold}',
    howItWorks:
      'Deltag med en gratis Creatorscope-udgiverprofil: du får dit eget link at dele, og du tjener på det, det skaber.',
    join: 'Se annoncen og deltag',
    joinHere: 'Se annoncen og deltag her:',
    buttonFallback: 'Hvis knappen ikke virker, så åbn denne adresse:',
    ignore:
      'Hvis du ikke ventede denne invitation, kan du se bort fra denne mail: intet sker, medmindre du deltager.',
  },
  fr: {
    subject: '{brand} vous invite à promouvoir {campaign} sur Creatorscope',
    invited:
      '{brand} vous invite à promouvoir {campaign} et à gagner de l’argent sur les ventes et les visites que vous apportez.',
    payHeading: 'Ce que cela rapporte',
    commission: '{percent} de chaque vente',
    commissionCap: '{percent} de chaque vente, jusqu’à {cap} par vente',
    perClick: '{price} par clic',
    perClickPast: '{price} par clic, au-delà d’un seuil de {threshold}',
    perView: '{price} par vue',
    perViewPast: '{price} par vue, au-delà d’un seuil de {threshold}',
    howItWorks:
      'Rejoignez avec un profil d’éditeur Creatorscope gratuit : vous obtenez votre propre lien à partager et vous gagnez sur ce qu’il apporte.',
    join: 'Voir l’annonce et rejoindre',
    joinHere: 'Voir l’annonce et rejoindre ici :',
    buttonFallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
    ignore:
      'Si vous n’attendiez pas cette invitation, ignorez cet e-mail : rien ne se passe tant que vous ne rejoignez pas.',
  },
  de: {
    subject: '{brand} lädt dich ein, {campaign} auf Creatorscope zu bewerben',
    invited:
      '{brand} lädt dich ein, {campaign} zu bewerben und an den Verkäufen und Besuchen zu verdienen, die du bringst.',
    payHeading: 'Was es zahlt',
    commission: '{percent} jedes Verkaufs',
    commissionCap: '{percent} jedes Verkaufs, höchstens {cap} pro Verkauf',
    perClick: '{price} pro Klick',
    perClickPast: '{price} pro Klick oberhalb einer Schwelle von {threshold}',
    perView: '{price} pro Aufruf',
    perViewPast: '{price} pro Aufruf oberhalb einer Schwelle von {threshold}',
    howItWorks:
      'Mach mit einem kostenlosen Creatorscope-Publisher-Profil mit: Du erhältst deinen eigenen Link zum Teilen und verdienst an dem, was er bringt.',
    join: 'Anzeige ansehen und mitmachen',
    joinHere: 'Hier die Anzeige ansehen und mitmachen:',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, öffne diese Adresse:',
    ignore:
      'Wenn du diese Einladung nicht erwartet hast, ignoriere diese E-Mail: Es passiert nichts, solange du nicht mitmachst.',
  },
  el: {
    subject: 'Η {brand} σας προσκαλεί να προωθήσετε το {campaign} στο Creatorscope',
    invited:
      'Η {brand} σας προσκαλεί να προωθήσετε το {campaign} και να κερδίζετε από τις πωλήσεις και τις επισκέψεις που φέρνετε.',
    payHeading: 'Τι πληρώνει',
    commission: '{percent} από κάθε πώληση',
    commissionCap: '{percent} από κάθε πώληση, έως {cap} ανά πώληση',
    perClick: '{price} ανά κλικ',
    perClickPast: '{price} ανά κλικ, πέρα από ένα όριο {threshold}',
    perView: '{price} ανά προβολή',
    perViewPast: '{price} ανά προβολή, πέρα από ένα όριο {threshold}',
    howItWorks:
      'Συμμετέχετε με ένα δωρεάν προφίλ εκδότη στο Creatorscope: παίρνετε τον δικό σας σύνδεσμο για κοινοποίηση και κερδίζετε από ό,τι φέρνει.',
    join: 'Δείτε τη διαφήμιση και συμμετέχετε',
    joinHere: 'Δείτε τη διαφήμιση και συμμετέχετε εδώ:',
    buttonFallback: 'Αν το κουμπί δεν λειτουργεί, ανοίξτε αυτή τη διεύθυνση:',
    ignore:
      'Αν δεν περιμένατε αυτή την πρόσκληση, αγνοήστε αυτό το μήνυμα: δεν συμβαίνει τίποτα αν δεν συμμετάσχετε.',
  },
  hu: {
    subject: 'A(z) {brand} meghív, hogy népszerűsítsd a(z) {campaign} kampányt a Creatorscope-on',
    invited:
      'A(z) {brand} meghív, hogy népszerűsítsd a(z) {campaign} kampányt, és keress az általad hozott eladásokon és látogatásokon.',
    payHeading: 'Amit fizet',
    commission: 'minden eladás {percent}-a',
    commissionCap: 'minden eladás {percent}-a, eladásonként legfeljebb {cap}',
    perClick: '{price} kattintásonként',
    perClickPast: '{price} kattintásonként, {threshold} küszöb felett',
    perView: '{price} megtekintésenként',
    perViewPast: '{price} megtekintésenként, {threshold} küszöb felett',
    howItWorks:
      'Csatlakozz egy ingyenes Creatorscope publisher-profillal: saját, megosztható linket kapsz, és keresel azon, amit hoz.',
    join: 'Hirdetés megtekintése és csatlakozás',
    joinHere: 'Itt tekintheted meg a hirdetést és csatlakozhatsz:',
    buttonFallback: 'Ha a gomb nem működik, nyisd meg ezt a címet:',
    ignore:
      'Ha nem számítottál erre a meghívásra, hagyd figyelmen kívül ezt a levelet: semmi sem történik, amíg nem csatlakozol.',
  },
  it: {
    subject: '{brand} ti invita a promuovere {campaign} su Creatorscope',
    invited:
      '{brand} ti invita a promuovere {campaign} e a guadagnare dalle vendite e dalle visite che porti.',
    payHeading: 'Quanto paga',
    commission: '{percent} di ogni vendita',
    commissionCap: '{percent} di ogni vendita, fino a {cap} per vendita',
    perClick: '{price} per clic',
    perClickPast: '{price} per clic, oltre una soglia di {threshold}',
    perView: '{price} per visualizzazione',
    perViewPast: '{price} per visualizzazione, oltre una soglia di {threshold}',
    howItWorks:
      'Partecipa con un profilo publisher gratuito su Creatorscope: ricevi un tuo link da condividere e guadagni da ciò che porta.',
    join: 'Vedi l’annuncio e partecipa',
    joinHere: 'Vedi l’annuncio e partecipa qui:',
    buttonFallback: 'Se il pulsante non funziona, apri questo indirizzo:',
    ignore: 'Se non ti aspettavi questo invito, ignora questa email: non succede nulla se non partecipi.',
  },
  ja: {
    subject: '{brand} から Creatorscope で {campaign} を紹介するご招待',
    invited:
      '{brand} から、{campaign} を紹介して、あなたがもたらす売上と訪問から収益を得るご招待が届きました。',
    payHeading: '報酬',
    commission: '売上ごとに {percent}',
    commissionCap: '売上ごとに {percent}（1件あたり最大 {cap}）',
    perClick: 'クリックごとに {price}',
    perClickPast: 'クリックごとに {price}（しきい値 {threshold} を超えた分）',
    perView: '閲覧ごとに {price}',
    perViewPast: '閲覧ごとに {price}（しきい値 {threshold} を超えた分）',
    howItWorks:
      '無料の Creatorscope パブリッシャープロフィールで参加できます。共有用の専用リンクが発行され、そのリンクがもたらした成果から収益を得られます。',
    join: '広告を見て参加する',
    joinHere: '広告を見て参加するには、こちらから：',
    buttonFallback: 'ボタンが機能しない場合は、次のアドレスを開いてください：',
    ignore: 'この招待に心当たりがない場合は、このメールを無視してください。参加しない限り何も起こりません。',
  },
  pl: {
    subject: '{brand} zaprasza cię do promowania kampanii {campaign} w Creatorscope',
    invited:
      '{brand} zaprasza cię do promowania kampanii {campaign} i zarabiania na sprzedaży i wizytach, które przyniesiesz.',
    payHeading: 'Ile płaci',
    commission: '{percent} każdej sprzedaży',
    commissionCap: '{percent} każdej sprzedaży, maksymalnie {cap} za sprzedaż',
    perClick: '{price} za kliknięcie',
    perClickPast: '{price} za kliknięcie powyżej progu {threshold}',
    perView: '{price} za wyświetlenie',
    perViewPast: '{price} za wyświetlenie powyżej progu {threshold}',
    howItWorks:
      'Dołącz z bezpłatnym profilem wydawcy w Creatorscope: dostaniesz własny link do udostępniania i zarobisz na tym, co przyniesie.',
    join: 'Zobacz reklamę i dołącz',
    joinHere: 'Zobacz reklamę i dołącz tutaj:',
    buttonFallback: 'Jeśli przycisk nie działa, otwórz ten adres:',
    ignore:
      'Jeśli nie spodziewałeś się tego zaproszenia, zignoruj tę wiadomość: nic się nie stanie, dopóki nie dołączysz.',
  },
  pt: {
    subject: '{brand} convida você a divulgar {campaign} no Creatorscope',
    invited: '{brand} convida você a divulgar {campaign} e ganhar com as vendas e visitas que você trouxer.',
    payHeading: 'Quanto paga',
    commission: '{percent} de cada venda',
    commissionCap: '{percent} de cada venda, até {cap} por venda',
    perClick: '{price} por clique',
    perClickPast: '{price} por clique, acima de um limite de {threshold}',
    perView: '{price} por visualização',
    perViewPast: '{price} por visualização, acima de um limite de {threshold}',
    howItWorks:
      'Participe com um perfil de publisher gratuito no Creatorscope: você recebe seu próprio link para compartilhar e ganha com o que ele trouxer.',
    join: 'Ver o anúncio e participar',
    joinHere: 'Veja o anúncio e participe aqui:',
    buttonFallback: 'Se o botão não funcionar, abra este endereço:',
    ignore:
      'Se você não esperava este convite, ignore este e-mail: nada acontece a menos que você participe.',
  },
  ru: {
    subject: '{brand} приглашает вас продвигать {campaign} в Creatorscope',
    invited:
      '{brand} приглашает вас продвигать {campaign} и зарабатывать на продажах и посещениях, которые вы приведёте.',
    payHeading: 'Сколько платит',
    commission: '{percent} с каждой продажи',
    commissionCap: '{percent} с каждой продажи, не более {cap} за продажу',
    perClick: '{price} за клик',
    perClickPast: '{price} за клик сверх порога {threshold}',
    perView: '{price} за просмотр',
    perViewPast: '{price} за просмотр сверх порога {threshold}',
    howItWorks:
      'Присоединяйтесь с бесплатным профилем издателя Creatorscope: вы получите собственную ссылку, которой можно делиться, и будете зарабатывать на том, что она приносит.',
    join: 'Посмотреть рекламу и присоединиться',
    joinHere: 'Посмотрите рекламу и присоединитесь здесь:',
    buttonFallback: 'Если кнопка не работает, откройте этот адрес:',
    ignore:
      'Если вы не ждали этого приглашения, просто проигнорируйте письмо: ничего не произойдёт, пока вы не присоединитесь.',
  },
  es: {
    subject: '{brand} te invita a promocionar {campaign} en Creatorscope',
    invited: '{brand} te invita a promocionar {campaign} y ganar con las ventas y visitas que aportes.',
    payHeading: 'Lo que paga',
    commission: '{percent} de cada venta',
    commissionCap: '{percent} de cada venta, hasta {cap} por venta',
    perClick: '{price} por clic',
    perClickPast: '{price} por clic, por encima de un umbral de {threshold}',
    perView: '{price} por visita',
    perViewPast: '{price} por visita, por encima de un umbral de {threshold}',
    howItWorks:
      'Únete con un perfil de publisher gratuito de Creatorscope: recibes tu propio enlace para compartir y ganas con lo que aporte.',
    join: 'Ver el anuncio y unirme',
    joinHere: 'Mira el anuncio y únete aquí:',
    buttonFallback: 'Si el botón no funciona, abre esta dirección:',
    ignore: 'Si no esperabas esta invitación, ignora este correo: no pasa nada a menos que te unas.',
  },
  sv: {
    subject: '{brand} bjuder in dig att marknadsföra {campaign} på Creatorscope',
    invited:
      '{brand} bjuder in dig att marknadsföra {campaign} och tjäna på den försäljning och de besök du ger.',
    payHeading: 'Vad det betalar',
    commission: '{percent} av varje försäljning',
    commissionCap: '{percent} av varje försäljning, högst {cap} per försäljning',
    perClick: '{price} per klick',
    perClickPast: '{price} per klick över en tröskel på {threshold}',
    perView: '{price} per visning',
    perViewPast: '{price} per visning över en tröskel på {threshold}',
    howItWorks:
      'Gå med med en kostnadsfri utgivarprofil på Creatorscope: du får en egen länk att dela och tjänar på det den ger.',
    join: 'Se annonsen och gå med',
    joinHere: 'Se annonsen och gå med här:',
    buttonFallback: 'Om knappen inte fungerar, öppna den här adressen:',
    ignore:
      'Om du inte väntade dig den här inbjudan kan du strunta i mejlet: inget händer om du inte går med.',
  },
  tr: {
    subject: '{brand}, sizi Creatorscope’ta {campaign} tanıtımına davet ediyor',
    invited:
      '{brand}, sizi {campaign} tanıtımına ve getirdiğiniz satış ile ziyaretlerden kazanmaya davet ediyor.',
    payHeading: 'Ne ödüyor',
    commission: 'Her satışın {percent} kadarı',
    commissionCap: 'Her satışın {percent} kadarı, satış başına en fazla {cap}',
    perClick: 'Tıklama başına {price}',
    perClickPast: '{threshold} eşiğinin üzerinde tıklama başına {price}',
    perView: 'Görüntüleme başına {price}',
    perViewPast: '{threshold} eşiğinin üzerinde görüntüleme başına {price}',
    howItWorks:
      'Ücretsiz bir Creatorscope yayıncı profiliyle katılın: paylaşmak için size özel bir bağlantı alırsınız ve getirdiklerinden kazanırsınız.',
    join: 'Reklamı gör ve katıl',
    joinHere: 'Reklamı görmek ve katılmak için:',
    buttonFallback: 'Düğme çalışmazsa şu adresi açın:',
    ignore: 'Bu daveti beklemiyorsanız bu e-postayı yok sayın: katılmadığınız sürece hiçbir şey olmaz.',
  },
  ae: {
    subject: 'تدعوك {brand} للترويج لـ {campaign} على Creatorscope',
    invited: 'تدعوك {brand} للترويج لـ {campaign} والربح من المبيعات والزيارات التي تجلبها.',
    payHeading: 'ما يدفعه',
    commission: '{percent} من كل عملية بيع',
    commissionCap: '{percent} من كل عملية بيع، بحد أقصى {cap} لكل عملية',
    perClick: '{price} لكل نقرة',
    perClickPast: '{price} لكل نقرة بعد تجاوز حد {threshold}',
    perView: '{price} لكل مشاهدة',
    perViewPast: '{price} لكل مشاهدة بعد تجاوز حد {threshold}',
    howItWorks: 'انضم بملف ناشر مجاني على Creatorscope: ستحصل على رابط خاص بك لمشاركته، وتربح مما يجلبه.',
    join: 'شاهد الإعلان وانضم',
    joinHere: 'شاهد الإعلان وانضم من هنا:',
    buttonFallback: 'إذا لم يعمل الزر، فافتح هذا العنوان:',
    ignore: 'إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة: لن يحدث شيء ما لم تنضم.',
  },
};
