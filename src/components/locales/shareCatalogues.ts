// Written by `npm run i18n` (scripts/i18n/shareModule.ts) from locales/<lang>/LC_MESSAGES/socialmedia-share.po:
// do not edit. What the Share block says, in every language but English (the default messages), in its chunk.

/** The Share block’s messages of each language, by its folder name in locales/ (`pt_BR`). */
export const shareCatalogues: Record<string, Record<string, string>> = {
  de: {
    'socialmedia.share.byEmail': 'Per E-Mail teilen',
    'socialmedia.share.cancel': 'Abbrechen',
    'socialmedia.share.copyFallback': 'Der Link ist markiert: kopieren Sie ihn mit Strg+C (⌘+C auf einem Mac).',
    'socialmedia.share.copyLink': 'Link kopieren',
    'socialmedia.share.label': 'Diese Seite teilen',
    'socialmedia.share.linkCopied': 'Link kopiert',
    'socialmedia.share.mastodonInstance': 'Ihre Mastodon-Instanz',
    'socialmedia.share.mastodonInstanceChange': 'Mastodon-Instanz ändern ({instance})',
    'socialmedia.share.mastodonInstanceForget': 'Diese Instanz vergessen',
    'socialmedia.share.mastodonInstanceHint':
      'Die Adresse des Servers, auf dem Ihr Konto ist, zum Beispiel mastodon.social. Dieser Browser merkt sie sich.',
    'socialmedia.share.mastodonInstanceInvalid':
      'Geben Sie den Hostnamen einer Mastodon-Instanz ein, zum Beispiel mastodon.social.',
    'socialmedia.share.mastodonInstanceSave': 'Diese Instanz verwenden',
    'socialmedia.share.on': 'Auf {network} teilen',
    'socialmedia.share.pageLink': 'Link zu dieser Seite',
    'socialmedia.share.webShare': 'Mit einer App teilen',
    'socialmedia.share.webShareFailed':
      'Ihr Browser konnte sein Teilen-Menü nicht öffnen. Verwenden Sie eine der anderen Schaltflächen zum Teilen.',
  },
  es: {
    'socialmedia.share.byEmail': 'Compartir por correo electrónico',
    'socialmedia.share.cancel': 'Cancelar',
    'socialmedia.share.copyFallback': 'El enlace está seleccionado: cópielo con Ctrl+C (⌘+C en un Mac).',
    'socialmedia.share.copyLink': 'Copiar enlace',
    'socialmedia.share.label': 'Compartir esta página',
    'socialmedia.share.linkCopied': 'Enlace copiado',
    'socialmedia.share.mastodonInstance': 'Su instancia de Mastodon',
    'socialmedia.share.mastodonInstanceChange': 'Cambiar la instancia de Mastodon ({instance})',
    'socialmedia.share.mastodonInstanceForget': 'Olvidar esta instancia',
    'socialmedia.share.mastodonInstanceHint':
      'La dirección del servidor en el que está su cuenta, por ejemplo mastodon.social. Este navegador la recuerda.',
    'socialmedia.share.mastodonInstanceInvalid':
      'Introduzca el nombre de host de una instancia de Mastodon, por ejemplo mastodon.social.',
    'socialmedia.share.mastodonInstanceSave': 'Usar esta instancia',
    'socialmedia.share.on': 'Compartir en {network}',
    'socialmedia.share.pageLink': 'Enlace a esta página',
    'socialmedia.share.webShare': 'Compartir con una aplicación',
    'socialmedia.share.webShareFailed':
      'Su navegador no pudo abrir su menú para compartir. Use uno de los otros botones para compartir.',
  },
  eu: {
    'socialmedia.share.byEmail': 'Partekatu eposta bidez',
    'socialmedia.share.cancel': 'Utzi',
    'socialmedia.share.copyFallback': 'Esteka hautatuta dago: kopiatu Ctrl+C teklekin (⌘+C Mac batean).',
    'socialmedia.share.copyLink': 'Kopiatu esteka',
    'socialmedia.share.label': 'Partekatu orri hau',
    'socialmedia.share.linkCopied': 'Esteka kopiatu da',
    'socialmedia.share.mastodonInstance': 'Zure Mastodon instantzia',
    'socialmedia.share.mastodonInstanceChange': 'Aldatu Mastodon instantzia ({instance})',
    'socialmedia.share.mastodonInstanceForget': 'Ahaztu instantzia hau',
    'socialmedia.share.mastodonInstanceHint':
      'Zure kontua dagoen zerbitzariaren helbidea, adibidez mastodon.social. Nabigatzaile honek gogoratuko du.',
    'socialmedia.share.mastodonInstanceInvalid':
      'Idatzi Mastodon instantzia baten ostalari-izena, adibidez mastodon.social.',
    'socialmedia.share.mastodonInstanceSave': 'Erabili instantzia hau',
    'socialmedia.share.on': 'Partekatu {network}-(e)n',
    'socialmedia.share.pageLink': 'Orri honetarako esteka',
    'socialmedia.share.webShare': 'Partekatu aplikazio batekin',
    'socialmedia.share.webShareFailed':
      'Zure nabigatzaileak ezin izan du partekatzeko menua ireki. Erabili partekatzeko beste botoietako bat.',
  },
  fr: {
    'socialmedia.share.byEmail': 'Partager par e-mail',
    'socialmedia.share.cancel': 'Annuler',
    'socialmedia.share.copyFallback': 'Le lien est sélectionné : copiez-le avec Ctrl+C (⌘+C sur un Mac).',
    'socialmedia.share.copyLink': 'Copier le lien',
    'socialmedia.share.label': 'Partager cette page',
    'socialmedia.share.linkCopied': 'Lien copié',
    'socialmedia.share.mastodonInstance': 'Votre instance Mastodon',
    'socialmedia.share.mastodonInstanceChange': 'Changer d’instance Mastodon ({instance})',
    'socialmedia.share.mastodonInstanceForget': 'Oublier cette instance',
    'socialmedia.share.mastodonInstanceHint':
      'L’adresse du serveur où se trouve votre compte, par exemple mastodon.social. Ce navigateur s’en souvient.',
    'socialmedia.share.mastodonInstanceInvalid':
      'Saisissez le nom d’hôte d’une instance Mastodon, par exemple mastodon.social.',
    'socialmedia.share.mastodonInstanceSave': 'Utiliser cette instance',
    'socialmedia.share.on': 'Partager sur {network}',
    'socialmedia.share.pageLink': 'Lien vers cette page',
    'socialmedia.share.webShare': 'Partager avec une application',
    'socialmedia.share.webShareFailed':
      'Votre navigateur n’a pas pu ouvrir son menu de partage. Utilisez l’un des autres boutons de partage.',
  },
  it: {
    'socialmedia.share.byEmail': 'Condividi via email',
    'socialmedia.share.cancel': 'Annulla',
    'socialmedia.share.copyFallback': 'Il link è selezionato: copialo con Ctrl+C (⌘+C su un Mac).',
    'socialmedia.share.copyLink': 'Copia link',
    'socialmedia.share.label': 'Condividi questa pagina',
    'socialmedia.share.linkCopied': 'Link copiato',
    'socialmedia.share.mastodonInstance': 'La tua istanza Mastodon',
    'socialmedia.share.mastodonInstanceChange': 'Cambia istanza Mastodon ({instance})',
    'socialmedia.share.mastodonInstanceForget': 'Dimentica questa istanza',
    'socialmedia.share.mastodonInstanceHint':
      'L’indirizzo del server su cui si trova il tuo account, ad esempio mastodon.social. Questo browser lo ricorda.',
    'socialmedia.share.mastodonInstanceInvalid':
      'Inserisci il nome host di un’istanza Mastodon, ad esempio mastodon.social.',
    'socialmedia.share.mastodonInstanceSave': 'Usa questa istanza',
    'socialmedia.share.on': 'Condividi su {network}',
    'socialmedia.share.pageLink': 'Link a questa pagina',
    'socialmedia.share.webShare': 'Condividi con un’app',
    'socialmedia.share.webShareFailed':
      'Il browser non è riuscito ad aprire il menu di condivisione. Usa uno degli altri pulsanti di condivisione.',
  },
  ja: {
    'socialmedia.share.byEmail': 'メールで共有',
    'socialmedia.share.cancel': 'キャンセル',
    'socialmedia.share.copyFallback': 'リンクが選択されています。Ctrl+C（Mac では ⌘+C）でコピーしてください。',
    'socialmedia.share.copyLink': 'リンクをコピー',
    'socialmedia.share.label': 'このページを共有',
    'socialmedia.share.linkCopied': 'リンクをコピーしました',
    'socialmedia.share.mastodonInstance': 'あなたの Mastodon インスタンス',
    'socialmedia.share.mastodonInstanceChange': 'Mastodon インスタンスを変更（{instance}）',
    'socialmedia.share.mastodonInstanceForget': 'このインスタンスを忘れる',
    'socialmedia.share.mastodonInstanceHint':
      'アカウントがあるサーバーのアドレス（例: mastodon.social）。このブラウザーが記憶します。',
    'socialmedia.share.mastodonInstanceInvalid':
      'Mastodon インスタンスのホスト名を入力してください（例: mastodon.social）。',
    'socialmedia.share.mastodonInstanceSave': 'このインスタンスを使う',
    'socialmedia.share.on': '{network}で共有',
    'socialmedia.share.pageLink': 'このページへのリンク',
    'socialmedia.share.webShare': 'アプリで共有',
    'socialmedia.share.webShareFailed':
      'ブラウザーの共有メニューを開けませんでした。ほかの共有ボタンを使ってください。',
  },
  nl: {
    'socialmedia.share.byEmail': 'Delen via e-mail',
    'socialmedia.share.cancel': 'Annuleren',
    'socialmedia.share.copyFallback': 'De link is geselecteerd: kopieer hem met Ctrl+C (⌘+C op een Mac).',
    'socialmedia.share.copyLink': 'Link kopiëren',
    'socialmedia.share.label': 'Deze pagina delen',
    'socialmedia.share.linkCopied': 'Link gekopieerd',
    'socialmedia.share.mastodonInstance': 'Uw Mastodon-instantie',
    'socialmedia.share.mastodonInstanceChange': 'Mastodon-instantie wijzigen ({instance})',
    'socialmedia.share.mastodonInstanceForget': 'Deze instantie vergeten',
    'socialmedia.share.mastodonInstanceHint':
      'Het adres van de server waarop uw account staat, bijvoorbeeld mastodon.social. Deze browser onthoudt het.',
    'socialmedia.share.mastodonInstanceInvalid':
      'Voer de hostnaam van een Mastodon-instantie in, bijvoorbeeld mastodon.social.',
    'socialmedia.share.mastodonInstanceSave': 'Deze instantie gebruiken',
    'socialmedia.share.on': 'Delen op {network}',
    'socialmedia.share.pageLink': 'Link naar deze pagina',
    'socialmedia.share.webShare': 'Delen met een app',
    'socialmedia.share.webShareFailed':
      'Uw browser kon het deelmenu niet openen. Gebruik een van de andere deelknoppen.',
  },
  pt_BR: {
    'socialmedia.share.byEmail': 'Compartilhar por e-mail',
    'socialmedia.share.cancel': 'Cancelar',
    'socialmedia.share.copyFallback': 'O link está selecionado: copie-o com Ctrl+C (⌘+C em um Mac).',
    'socialmedia.share.copyLink': 'Copiar link',
    'socialmedia.share.label': 'Compartilhar esta página',
    'socialmedia.share.linkCopied': 'Link copiado',
    'socialmedia.share.mastodonInstance': 'Sua instância do Mastodon',
    'socialmedia.share.mastodonInstanceChange': 'Trocar a instância do Mastodon ({instance})',
    'socialmedia.share.mastodonInstanceForget': 'Esquecer esta instância',
    'socialmedia.share.mastodonInstanceHint':
      'O endereço do servidor onde está sua conta, por exemplo mastodon.social. Este navegador se lembra dele.',
    'socialmedia.share.mastodonInstanceInvalid':
      'Digite o nome do host de uma instância do Mastodon, por exemplo mastodon.social.',
    'socialmedia.share.mastodonInstanceSave': 'Usar esta instância',
    'socialmedia.share.on': 'Compartilhar no {network}',
    'socialmedia.share.pageLink': 'Link para esta página',
    'socialmedia.share.webShare': 'Compartilhar com um aplicativo',
    'socialmedia.share.webShareFailed':
      'Seu navegador não conseguiu abrir o menu de compartilhamento. Use um dos outros botões de compartilhamento.',
  },
};
