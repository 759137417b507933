// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from locales/ja/LC_MESSAGES/socialmedia-editor.po:
// do not edit. The editors' messages in 日本語, a chunk of their own.
const messages: Record<string, string> = {
  Cancel: 'キャンセル',
  'Changes saved': '変更を保存しました',
  Info: '情報',
  Save: '保存',
  'socialmedia.blocks.alignCenter': '中央',
  'socialmedia.blocks.alignLeft': '左',
  'socialmedia.blocks.alignment': '配置',
  'socialmedia.blocks.alignRight': '右',
  'socialmedia.blocks.animate': 'アイコンをアニメーション表示',
  'socialmedia.blocks.animateDescription':
    '訪問者がポインターを合わせたりキーボードで移動したりすると、アイコンが少し大きくなります。システムで動きを減らす設定にしている訪問者には、アイコンは動きません。',
  'socialmedia.blocks.styling': 'スタイル',
  'socialmedia.controlpanel.computedFieldHelp':
    '保存するたびに、最初の{network}のプロフィールからサイトが自動的に算出します。ここでは編集できません。',
  'socialmedia.controlpanel.computedHelp':
    '保存するたびに、最初のXとFacebookのプロフィールからサイトが自動的に算出します。ここでは編集できません。',
  'socialmedia.controlpanel.computedLegend': 'プロフィールから見つかったユーザ名',
  'socialmedia.controlpanel.conflict':
    'この設定を開いた後に、他のユーザーが {fields} を保存したため、何も保存されませんでした。あなたの内容を保存すると、その内容が置き換えられます。あなたの変更はフォームに残っています。',
  'socialmedia.controlpanel.conflictChoices':
    '編集を続けてもう一度保存するか、それらの項目に相手の内容を使う（他の変更はそのまま残ります）か、あなたの内容で上書き保存してください。',
  'socialmedia.controlpanel.conflictOff': 'オフ',
  'socialmedia.controlpanel.conflictOn': 'オン',
  'socialmedia.controlpanel.conflictStored': '現在保存されている内容:',
  'socialmedia.controlpanel.discard': '変更を破棄',
  'socialmedia.controlpanel.discardDraft': '破棄する',
  'socialmedia.controlpanel.draftFound':
    '保存されていないこれらの設定の変更が、閉じられたかクラッシュしたタブからこのブラウザーに保持されています。フォームに復元しますか？',
  'socialmedia.controlpanel.errorLocked':
    '他のユーザーが編集中のため、設定はロックされています。編集が終わってから、もう一度お試しください。',
  'socialmedia.controlpanel.errorLockedBy':
    '他のユーザーが編集中のため、設定はロックされています: {name}。ページが保存されるか閉じられてから、もう一度保存してください。',
  'socialmedia.controlpanel.errorLockedBySince':
    '他のユーザーが編集中のため、設定はロックされています: {name}（{date} から）。ページが保存されるか閉じられてから、もう一度保存してください。',
  'socialmedia.controlpanel.errorNetwork':
    'サイトに接続できませんでした。接続を確認してから、もう一度保存してください。',
  'socialmedia.controlpanel.errorNotFound':
    '設定を保持しているオブジェクトはもう存在しません。移動または削除された可能性があります。',
  'socialmedia.controlpanel.errorOther': '保存に失敗しました: {message}',
  'socialmedia.controlpanel.errorServer':
    'サイトで問題が発生したため、保存できませんでした（エラー {status}）。しばらくしてから、もう一度お試しください。',
  'socialmedia.controlpanel.errorUnauthorized':
    'この設定を変更する権限がないか、セッションの有効期限が切れています。（別のタブなどで）もう一度ログインしてから、再度保存してください。',
  'socialmedia.controlpanel.errorValidation': 'サイトはこの設定を受け付けませんでした。',
  'socialmedia.controlpanel.errorValidationField': '{field}: {message}',
  'socialmedia.controlpanel.facebookAppId': 'Facebook アプリ ID',
  'socialmedia.controlpanel.facebookAppIdHelp':
    'Open Graph データなど、一部の連携機能で使用されます。お持ちでない場合は空欄のままにしてください。',
  'socialmedia.controlpanel.facebookAppIdInvalid':
    '英字、数字、一般的な記号のみを使用してください（アクセント記号や改行は使用できません）。',
  'socialmedia.controlpanel.facebookUsername': 'Facebook ユーザ名',
  'socialmedia.controlpanel.fixFirst': '何も保存されていません。先に、以下で示されているフィールドを修正してください。',
  'socialmedia.controlpanel.intro':
    '{source}の設定です。独自の設定を持つセクションを除き、下位のページはこの設定を使用します。',
  'socialmedia.controlpanel.keptEdits': '変更内容はフォームに残っています。',
  'socialmedia.controlpanel.leavePrompt': 'ソーシャルメディア設定に未保存の変更があります。保存せずに移動しますか？',
  'socialmedia.controlpanel.linkNotAdded':
    '何も保存されていません。「リンクの追加」に入力済みで、まだ追加されていないリンクがあります。追加するか、その入力欄を空にしてください。',
  'socialmedia.controlpanel.linksHelp': 'SNS上のサイトのプロフィールです。訪問者に表示される順に並んでいます。',
  'socialmedia.controlpanel.linksTitle': 'プロフィール',
  'socialmedia.controlpanel.loadFailed': 'ソーシャルメディア設定を読み込めませんでした: {reason}',
  'socialmedia.controlpanel.loadFailedNetwork':
    'サイトに接続できなかったため、ソーシャルメディア設定を読み込めませんでした。接続を確認してから、もう一度お試しください。',
  'socialmedia.controlpanel.loadFailedServer':
    'サイトで問題が発生したため、ソーシャルメディア設定を読み込めませんでした（エラー {status}）。しばらくしてから、もう一度お試しください。',
  'socialmedia.controlpanel.loading': 'ソーシャルメディア設定を読み込み中…',
  'socialmedia.controlpanel.locked':
    '{name} さんがこの設定を保持するページを編集中のため、現在は設定を変更できません。ページが保存されるか閉じられてから、もう一度お試しください。',
  'socialmedia.controlpanel.lockedSince':
    '{name} さんがこの設定を保持するページを編集中のため（{date} からロック中）、現在は設定を変更できません。ページが保存されるか閉じられてから、もう一度お試しください。',
  'socialmedia.controlpanel.missingBehavior':
    'このサイトには、ソーシャルメディア設定を保持するオブジェクトがありません。まず、サイト（またはセクション）でビヘイビア {behavior} を有効にしてください。バックエンドがビヘイビアに別のプレフィックスを付けている場合は、そのプレフィックスをアドオンの behaviorPrefix に設定してください。',
  'socialmedia.controlpanel.noInheritExpansion':
    'このサイトの Plone REST API には、ソーシャルメディア設定の読み込みに使う inherit 展開がありません。plone.restapi 9.13.3 以降が必要です。バックエンドで Plone をアップグレード（または新しい plone.restapi を指定）してから、このページを再読み込みしてください。',
  'socialmedia.controlpanel.nothingToSave': '保存する変更はありません。',
  'socialmedia.controlpanel.noUsername': 'なし',
  'socialmedia.controlpanel.otherPrefix':
    'アドオンは設定のビヘイビア {behavior} を求めていますが、このサイトはソーシャルメディア設定を {served} として提供しています。バックエンドがビヘイビアに別のプレフィックスを付けています。サイト独自のアドオンで configureSocialMedia を使って {setting} を設定してから、このページを再読み込みしてください。',
  'socialmedia.controlpanel.restoreDraft': '復元する',
  'socialmedia.controlpanel.retry': '再試行',
  'socialmedia.controlpanel.save': '保存',
  'socialmedia.controlpanel.saved': '変更が保存されました。',
  'socialmedia.controlpanel.savedNotRefreshed':
    '変更は保存されましたが、更新された設定を再読み込みできませんでした。サイトが算出したユーザ名を確認するには、ページを再読み込みしてください。',
  'socialmedia.controlpanel.saveMine': '自分の内容で保存',
  'socialmedia.controlpanel.saving': '保存中…',
  'socialmedia.controlpanel.settingsLegend': '共有',
  'socialmedia.controlpanel.shareSocialData': 'ソーシャルデータを共有',
  'socialmedia.controlpanel.shareSocialDataHelp':
    '共有されたときの表示方法をSNSに伝えるメタタグを、すべてのページに追加します。',
  'socialmedia.controlpanel.takeTheirs': '相手の内容を使う',
  'socialmedia.controlpanel.title': 'ソーシャルメディア',
  'socialmedia.controlpanel.unauthorized':
    'ソーシャルメディア設定を編集する権限がありません。このサイトを編集できるアカウントでログインしてください。',
  'socialmedia.controlpanel.unlock': 'ロックを解除',
  'socialmedia.controlpanel.unlockAndSave': 'ロックを解除して保存',
  'socialmedia.controlpanel.unlockHelp':
    'そのユーザーがページを離れたことが確かな場合（保存せずに閉じたタブなど）は、ロックを解除できます。まだ編集中の場合、そのユーザーが次に保存すると、あなたの変更が置き換えられることがあります。',
  'socialmedia.controlpanel.unsavedChanges': '未保存の変更があります。',
  'socialmedia.controlpanel.xUsername': 'X ユーザ名',
  'socialmedia.editorPart.loadFailed':
    'このフィールドを読み込めませんでした。接続が切れたか、サイトが更新された直後の可能性があります。フォームのほかの部分はそのままです。再試行しても解決しない場合は、ほかの変更を保存してからページを再読み込みしてください。',
  'socialmedia.editorPart.tryAgain': '再試行',
  'socialmedia.editorPart.viewLoadFailed':
    'このブロックを読み込めませんでした。接続が切れたか、サイトが更新された直後の可能性があります。ブロックの設定はサイドバーにあり、ページのほかの部分はそのままです。再試行しても解決しない場合は、変更を保存してからページを再読み込みしてください。',
  'socialmedia.followUs.defaultFieldset': '基本',
  'socialmedia.followUs.headline': '見出し',
  'socialmedia.followUs.networks': 'SNS',
  'socialmedia.followUs.networksDescription':
    'これらのSNSのみを、この順序で表示します。空欄にすると、サイトのすべてのリンクを表示します。',
  'socialmedia.followUs.title': 'SNSでフォロー',
  'socialmedia.shareBlock.byEmail': 'メールで共有',
  'socialmedia.shareBlock.copyLink': 'リンクをコピー',
  'socialmedia.shareBlock.defaultFieldset': '基本',
  'socialmedia.shareBlock.headline': '見出し',
  'socialmedia.shareBlock.networks': '共有ボタン',
  'socialmedia.shareBlock.networksDescription':
    'これらだけをこの順序で表示します。すべて表示するには空のままにします。',
  'socialmedia.shareBlock.title': 'このページを共有',
  'socialmedia.shareBlock.unsavedPage': 'ページを保存すると、ここに共有ボタンが表示されます。',
  'socialmedia.shareBlock.webShare': 'アプリで共有',
  'socialmedia.widget.addHeading': 'リンクの追加',
  'socialmedia.widget.addLink': 'リンクを追加',
  'socialmedia.widget.addressOfOtherNetwork':
    'このアドレスは{addressNetwork}のものですが、リンクは{network}に設定されているため、{network}のアイコンが表示されます。',
  'socialmedia.widget.announceAdded': '{title}を追加しました。',
  'socialmedia.widget.announceAddressCompleted': 'アドレスを補完しました: {address}。',
  'socialmedia.widget.announceDeleted': '{title}を削除しました。「元に戻す」で復元できます。',
  'socialmedia.widget.announceMoved': '{title}を{count}件中{position}番目に移動しました。',
  'socialmedia.widget.announceNetworkFromAddress': 'アドレスからネットワークを{network}に設定しました。',
  'socialmedia.widget.announcePastedLinks':
    '{count, plural, other {貼り付けたアドレスから # 件のリンクを作成しました: {titles}。}}',
  'socialmedia.widget.announceRestored': '{title}を{position}番目に復元しました。',
  'socialmedia.widget.announceTrackingRemoved': 'アドレスから追跡用パラメーターを削除しました: {parameters}。',
  'socialmedia.widget.chooseNetwork': 'SNSを選択…',
  'socialmedia.widget.defaultTitle': 'SNSリンク',
  'socialmedia.widget.dragCancel': '並べ替えをキャンセルしました。{title}は{position}番目のままです。',
  'socialmedia.widget.dragEnd': '{title}を{count}件中{position}番目にドロップしました。',
  'socialmedia.widget.dragHandle': 'ドラッグして並べ替え: {title}',
  'socialmedia.widget.dragInstructions':
    'キーボードで並べ替えるには、ハンドル上でスペースキーまたはEnterキーを押し、矢印キーでリンクを移動してから、スペースキーまたはEnterキーを押して配置します。キャンセルするにはEscキーを押します。「上へ移動」ボタンと「下へ移動」ボタンでも同じ操作ができます。',
  'socialmedia.widget.dragOver': '{title}は{count}件中{position}番目の位置にあります。',
  'socialmedia.widget.dragStart': '{count}件中{position}番目の{title}を持ち上げました。',
  'socialmedia.widget.duplicateNetwork':
    'リンク{position}はすでに{network}を指しています。両方のリンクが保持されます。2つ必要かどうか確認してください。',
  'socialmedia.widget.duplicateNetworkNew': '{network}へのリンクはすでにあります。もう1つ追加することもできます。',
  'socialmedia.widget.empty': 'まだリンクがありません。下から最初のリンクを追加してください。',
  'socialmedia.widget.handleDoesNotFit':
    'このハンドルからは{network}のアドレスを作れません。{handle} のように入力するか、{example} のようにプロフィールのアドレスを貼り付けてください。',
  'socialmedia.widget.handleNeedsNetwork':
    'これはハンドルで、アドレスではありません。リンクのネットワークを選ぶと、ハンドルはそのネットワークのプロフィールのアドレスになります。',
  'socialmedia.widget.handleNeedsServer': 'Mastodon のハンドルにはサーバー名も必要です（例: {example}）。',
  'socialmedia.widget.handleWithoutProfile':
    '{network}はハンドルだけでは使えません。{example} のようにプロフィールのアドレスを貼り付けてください。',
  'socialmedia.widget.hiddenLink':
    '現在保存されている状態では、このリンクは訪問者に表示されません。表示できるウェブ、メール、またはサイト内のアドレスがありません。アドレスを修正するか、リンクを削除してください。',
  'socialmedia.widget.homePageAddress':
    'これは{network}のトップページで、プロフィールではありません。{example} のようにアドレスを補ってください。',
  'socialmedia.widget.homePageAddressOrHandle':
    'これは{network}のトップページで、プロフィールではありません。{example} のようにアドレスを補うか、{handle} のようにハンドルだけを入力してください。',
  'socialmedia.widget.linkTitle': 'タイトル',
  'socialmedia.widget.listLabel': 'リンク（訪問者に表示される順）',
  'socialmedia.widget.malformedValue':
    '保存されているリンクがリスト形式ではありませんでした。読み取れた範囲で以下に表示しています。保存する前に確認してください。',
  'socialmedia.widget.moveDown': '下へ移動',
  'socialmedia.widget.moveDownLabel': '下へ移動: {title}',
  'socialmedia.widget.moveUp': '上へ移動',
  'socialmedia.widget.moveUpLabel': '上へ移動: {title}',
  'socialmedia.widget.network': 'SNS',
  'socialmedia.widget.networkMissing': 'このリンクが属するSNSを選択してください。',
  'socialmedia.widget.problemsSummary': '保存する前に{count, plural, other {#件のリンク}}を修正する必要があります。',
  'socialmedia.widget.remove': '削除',
  'socialmedia.widget.removeLabel': '削除: {title}',
  'socialmedia.widget.removeTracking': '削除する',
  'socialmedia.widget.repairedLink':
    'このリンクは不完全な状態、または想定外の形式で保存されていました。確認するか、削除してください。',
  'socialmedia.widget.required': '必須',
  'socialmedia.widget.rowLabel': 'リンク {position}/{count}: {title}',
  'socialmedia.widget.rowWarnings': '（警告 {count, plural, other {# 件}}）',
  'socialmedia.widget.target': 'リンク先',
  'socialmedia.widget.targetDeletedPage':
    'このリンクはこのサイトのページにつながっていましたが、そのページはその後削除されました。別のページのアドレスを入力するか、リンクを削除してください。',
  'socialmedia.widget.targetHelp':
    'ウェブアドレス（https://…）、メールアドレス（mailto:…）、またはこのサイトのページ（/…）。',
  'socialmedia.widget.targetMalformed':
    '完全なアドレスではありません。https://（またはhttp://）、メールの場合はmailto:、このサイトのページの場合は/で始め、空白を含めないでください。',
  'socialmedia.widget.targetRequired': 'このリンクのリンク先アドレスを入力してください。',
  'socialmedia.widget.targetUnsafe':
    'この種類のアドレスは使用できません。https://、http://、mailto:のいずれかで始まるアドレス、または/で始まるこのサイトのページを使用してください。',
  'socialmedia.widget.trackingInAddress':
    'このアドレスには、共有した人を追跡するだけのパラメーターが含まれています: {parameters}。',
  'socialmedia.widget.undo': '元に戻す',
  'socialmedia.widget.undoLabel': '元に戻す: {title}を復元',
  'socialmedia.widget.unknownNetwork':
    '「{network}」はこのサイトが認識しているSNSではありません。リンクはそのまま機能し、汎用アイコンで表示されます。',
  'socialmedia.widget.unknownNetworkOption': '{network}（このサイトでは不明）',
  'socialmedia.widget.untitled': '無題のリンク',
  'socialmedia.widget.useAddressNetwork': '{addressNetwork}に変更',
};
export default messages;
