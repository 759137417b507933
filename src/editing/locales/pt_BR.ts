// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from locales/pt_BR/LC_MESSAGES/socialmedia-editor.po:
// do not edit. The editors' messages in Português (Brasil), a chunk of their own.
const messages: Record<string, string> = {
  Cancel: 'Cancelar',
  'Changes saved': 'Alterações salvas',
  Info: 'Informação',
  Save: 'Salvar',
  'socialmedia.blocks.alignCenter': 'Centro',
  'socialmedia.blocks.alignLeft': 'Esquerda',
  'socialmedia.blocks.alignment': 'Alinhamento',
  'socialmedia.blocks.alignRight': 'Direita',
  'socialmedia.blocks.animate': 'Animar os ícones',
  'socialmedia.blocks.animateDescription':
    'Um ícone cresce um pouco enquanto um visitante aponta para ele ou chega a ele pelo teclado. Quem pede menos movimento no sistema o vê parado.',
  'socialmedia.blocks.styling': 'Estilo',
  'socialmedia.controlpanel.computedFieldHelp':
    'O site calcula este nome a partir do primeiro perfil do {network} depois de cada salvamento. Ele não pode ser editado aqui.',
  'socialmedia.controlpanel.computedHelp':
    'O site calcula estes nomes a partir dos primeiros perfis do X e do Facebook depois de cada salvamento. Eles não podem ser editados aqui.',
  'socialmedia.controlpanel.computedLegend': 'Nomes de usuário encontrados nos perfis',
  'socialmedia.controlpanel.conflict':
    'Outra pessoa salvou {fields} depois que você abriu estas configurações, por isso nada foi salvo: salvar as suas substituiria as dela. Suas alterações continuam no formulário.',
  'socialmedia.controlpanel.conflictChoices':
    'Continue editando e salve novamente, use a versão dela nesses campos (suas outras alterações continuam) ou salve a sua por cima.',
  'socialmedia.controlpanel.conflictOff': 'desativado',
  'socialmedia.controlpanel.conflictOn': 'ativado',
  'socialmedia.controlpanel.conflictStored': 'O que está salvo agora:',
  'socialmedia.controlpanel.discard': 'Descartar alterações',
  'socialmedia.controlpanel.discardDraft': 'Descartar',
  'socialmedia.controlpanel.draftFound':
    'Alterações nestas configurações que não foram salvas estão guardadas neste navegador, de uma aba que foi fechada ou travou. Restaurá-las no formulário?',
  'socialmedia.controlpanel.errorLocked':
    'As configurações estão bloqueadas porque outra pessoa as está editando. Tente novamente quando ela terminar.',
  'socialmedia.controlpanel.errorLockedBy':
    'As configurações estão bloqueadas porque outra pessoa as está editando: {name}. Salve novamente depois que a página for salva ou fechada.',
  'socialmedia.controlpanel.errorLockedBySince':
    'As configurações estão bloqueadas porque outra pessoa as está editando: {name}, desde {date}. Salve novamente depois que a página for salva ou fechada.',
  'socialmedia.controlpanel.errorNetwork': 'Não foi possível acessar o site. Verifique sua conexão e salve novamente.',
  'socialmedia.controlpanel.errorNotFound':
    'O objeto que guarda as configurações não existe mais. Ele pode ter sido movido ou excluído.',
  'socialmedia.controlpanel.errorOther': 'Falha ao salvar: {message}',
  'socialmedia.controlpanel.errorServer':
    'O site teve um problema e não conseguiu salvar (erro {status}). Tente novamente em instantes.',
  'socialmedia.controlpanel.errorUnauthorized':
    'Você não tem permissão para alterar estas configurações, ou sua sessão expirou. Entre novamente (por exemplo, em outra aba) e salve de novo.',
  'socialmedia.controlpanel.errorValidation': 'O site não aceitou estas configurações.',
  'socialmedia.controlpanel.errorValidationField': '{field}: {message}',
  'socialmedia.controlpanel.facebookAppId': 'ID do aplicativo do Facebook',
  'socialmedia.controlpanel.facebookAppIdHelp':
    'Usado por algumas integrações, como os dados do Open Graph. Deixe em branco se você não tiver um.',
  'socialmedia.controlpanel.facebookAppIdInvalid':
    'Use apenas letras, dígitos e pontuação simples (sem acentos, sem quebras de linha).',
  'socialmedia.controlpanel.facebookUsername': 'Nome de usuário do Facebook',
  'socialmedia.controlpanel.fixFirst': 'Nada foi salvo. Corrija primeiro os campos marcados abaixo.',
  'socialmedia.controlpanel.intro':
    'Configurações de {source}. As páginas abaixo dele as utilizam, a menos que uma seção tenha configurações próprias.',
  'socialmedia.controlpanel.keptEdits': 'Suas alterações continuam no formulário.',
  'socialmedia.controlpanel.leavePrompt':
    'Você tem alterações não salvas nas configurações de redes sociais. Sair sem salvar?',
  'socialmedia.controlpanel.linkNotAdded':
    'Nada foi salvo. Há um link preenchido em “Adicionar um link” que não foi adicionado: adicione-o ou limpe os campos dele.',
  'socialmedia.controlpanel.linksHelp': 'Os perfis do site nas redes sociais, na ordem em que os visitantes os veem.',
  'socialmedia.controlpanel.linksTitle': 'Perfis',
  'socialmedia.controlpanel.loadFailed': 'Não foi possível carregar as configurações de redes sociais: {reason}',
  'socialmedia.controlpanel.loadFailedNetwork':
    'Não foi possível carregar as configurações de redes sociais porque o site não pôde ser acessado. Verifique sua conexão e tente novamente.',
  'socialmedia.controlpanel.loadFailedServer':
    'O site teve um problema e não conseguiu carregar as configurações de redes sociais (erro {status}). Tente novamente em instantes.',
  'socialmedia.controlpanel.loading': 'Carregando as configurações de redes sociais…',
  'socialmedia.controlpanel.locked':
    '{name} está editando a página que contém estas configurações, por isso elas não podem ser alteradas agora. Tente novamente depois que a página for salva ou fechada.',
  'socialmedia.controlpanel.lockedSince':
    '{name} está editando a página que contém estas configurações (bloqueada desde {date}), por isso elas não podem ser alteradas agora. Tente novamente depois que a página for salva ou fechada.',
  'socialmedia.controlpanel.missingBehavior':
    'Nenhum objeto deste site guarda configurações de redes sociais. Ative primeiro o comportamento {behavior} no site (ou em uma seção) ou, se o backend nomeia seus comportamentos com outro prefixo, defina esse prefixo como behaviorPrefix do complemento.',
  'socialmedia.controlpanel.noInheritExpansion':
    'A API REST do Plone deste site não tem a expansão inherit, pela qual as configurações de redes sociais são lidas: é necessário plone.restapi 9.13.3 ou posterior. Atualize o Plone no backend (ou fixe nele uma versão mais recente do plone.restapi) e recarregue esta página.',
  'socialmedia.controlpanel.nothingToSave': 'Não há alterações para salvar.',
  'socialmedia.controlpanel.noUsername': 'nenhum',
  'socialmedia.controlpanel.otherPrefix':
    'O complemento pede o comportamento de configurações {behavior}, mas este site serve suas configurações de redes sociais como {served}: o backend nomeia seus comportamentos com outro prefixo. Defina {setting} com configureSocialMedia no complemento próprio do site e recarregue esta página.',
  'socialmedia.controlpanel.restoreDraft': 'Restaurar',
  'socialmedia.controlpanel.retry': 'Tentar novamente',
  'socialmedia.controlpanel.save': 'Salvar',
  'socialmedia.controlpanel.saved': 'Alterações salvas.',
  'socialmedia.controlpanel.savedNotRefreshed':
    'Alterações salvas, mas não foi possível carregar novamente as configurações atualizadas. Recarregue a página para ver os nomes de usuário calculados pelo site.',
  'socialmedia.controlpanel.saveMine': 'Salvar a minha mesmo assim',
  'socialmedia.controlpanel.saving': 'Salvando…',
  'socialmedia.controlpanel.settingsLegend': 'Compartilhamento',
  'socialmedia.controlpanel.shareSocialData': 'Compartilhar dados sociais',
  'socialmedia.controlpanel.shareSocialDataHelp':
    'Adiciona a todas as páginas meta tags que indicam às redes sociais como exibi-las quando forem compartilhadas.',
  'socialmedia.controlpanel.takeTheirs': 'Usar a dela',
  'socialmedia.controlpanel.title': 'Redes sociais',
  'socialmedia.controlpanel.unauthorized':
    'Você não tem permissão para editar as configurações de redes sociais. Entre com uma conta que possa editar este site.',
  'socialmedia.controlpanel.unlock': 'Desbloquear',
  'socialmedia.controlpanel.unlockAndSave': 'Desbloquear e salvar',
  'socialmedia.controlpanel.unlockHelp':
    'Se você tem certeza de que a pessoa saiu da página (em uma aba fechada sem salvar, por exemplo), pode desbloqueá-la. Se ela ainda estiver editando, o próximo salvamento dela pode substituir o seu.',
  'socialmedia.controlpanel.unsavedChanges': 'Você tem alterações não salvas.',
  'socialmedia.controlpanel.xUsername': 'Nome de usuário do X',
  'socialmedia.editorPart.loadFailed':
    'Não foi possível carregar este campo: a conexão pode ter caído ou o site acabou de ser atualizado. O restante do formulário está como você o deixou. Se tentar novamente não ajudar, salve suas outras alterações e recarregue a página.',
  'socialmedia.editorPart.tryAgain': 'Tentar novamente',
  'socialmedia.editorPart.viewLoadFailed':
    'Não foi possível carregar este bloco: a conexão pode ter caído ou o site acabou de ser atualizado. As configurações dele estão na barra lateral, e o restante da página está como você o deixou. Se tentar novamente não ajudar, salve suas alterações e recarregue a página.',
  'socialmedia.followUs.defaultFieldset': 'Padrão',
  'socialmedia.followUs.headline': 'Título',
  'socialmedia.followUs.networks': 'Redes',
  'socialmedia.followUs.networksDescription':
    'Mostrar apenas estas redes, nesta ordem. Deixe em branco para mostrar todos os links do site.',
  'socialmedia.followUs.title': 'Siga-nos',
  'socialmedia.shareBlock.byEmail': 'Compartilhar por e-mail',
  'socialmedia.shareBlock.copyLink': 'Copiar link',
  'socialmedia.shareBlock.defaultFieldset': 'Padrão',
  'socialmedia.shareBlock.headline': 'Título',
  'socialmedia.shareBlock.networks': 'Botões de compartilhamento',
  'socialmedia.shareBlock.networksDescription': 'Mostrar apenas estes, nesta ordem. Deixe vazio para mostrar todos.',
  'socialmedia.shareBlock.title': 'Compartilhar esta página',
  'socialmedia.shareBlock.unsavedPage': 'Os botões de compartilhamento aparecem aqui depois que a página for salva.',
  'socialmedia.shareBlock.webShare': 'Compartilhar com um aplicativo',
  'socialmedia.widget.addHeading': 'Adicionar um link',
  'socialmedia.widget.addLink': 'Adicionar link',
  'socialmedia.widget.addressOfOtherNetwork':
    'Este endereço é do {addressNetwork}, mas o link está definido como {network} e mostra o ícone dele.',
  'socialmedia.widget.announceAdded': '{title} adicionado.',
  'socialmedia.widget.announceAddressCompleted': 'Endereço completado: {address}.',
  'socialmedia.widget.announceDeleted': '{title} excluído. Use Desfazer para trazê-lo de volta.',
  'socialmedia.widget.announceMoved': '{title} movido para a posição {position} de {count}.',
  'socialmedia.widget.announceNetworkFromAddress': 'Rede definida como {network}, a partir do endereço.',
  'socialmedia.widget.announcePastedLinks':
    '{count, plural, one {# link criado a partir do endereço colado: {titles}.} other {# links criados a partir dos endereços colados: {titles}.}}',
  'socialmedia.widget.announceRestored': '{title} restaurado na posição {position}.',
  'socialmedia.widget.announceTrackingRemoved': 'Parâmetros de rastreamento removidos do endereço: {parameters}.',
  'socialmedia.widget.chooseNetwork': 'Escolha uma rede…',
  'socialmedia.widget.defaultTitle': 'Links de redes sociais',
  'socialmedia.widget.dragCancel': 'Reordenação cancelada; {title} continua na posição {position}.',
  'socialmedia.widget.dragEnd': '{title} solto na posição {position} de {count}.',
  'socialmedia.widget.dragHandle': 'Arraste para reordenar: {title}',
  'socialmedia.widget.dragInstructions':
    'Para reordenar com o teclado, pressione espaço ou Enter na alça, mova o link com as teclas de seta e pressione espaço ou Enter para soltá-lo, ou Esc para cancelar. Os botões Mover para cima e Mover para baixo fazem o mesmo.',
  'socialmedia.widget.dragOver': '{title} está sobre a posição {position} de {count}.',
  'socialmedia.widget.dragStart': '{title} selecionado na posição {position} de {count}.',
  'socialmedia.widget.duplicateNetwork':
    'O link {position} já aponta para {network}. Os dois links são mantidos; confirme que você quer dois.',
  'socialmedia.widget.duplicateNetworkNew': 'Já existe um link para {network}. Você pode adicionar outro.',
  'socialmedia.widget.empty': 'Ainda não há links. Adicione o primeiro abaixo.',
  'socialmedia.widget.handleDoesNotFit':
    'Este nome de usuário não forma um endereço do {network}. Digite-o como em {handle}, ou cole o endereço do perfil, como em {example}.',
  'socialmedia.widget.handleNeedsNetwork':
    'Isto é um nome de usuário, não um endereço. Escolha a rede do link: o nome de usuário vira o endereço do perfil nela.',
  'socialmedia.widget.handleNeedsServer':
    'Um nome de usuário do Mastodon também indica o seu servidor, como em {example}.',
  'socialmedia.widget.handleWithoutProfile':
    '{network} não aceita só um nome de usuário. Cole o endereço do perfil, como em {example}.',
  'socialmedia.widget.hiddenLink':
    'Os visitantes não veem este link como está salvo agora: ele não tem um endereço web, de e-mail ou do site que possa ser exibido. Corrija o endereço ou exclua o link.',
  'socialmedia.widget.homePageAddress':
    'Esta é a página inicial de {network}, não um perfil. Complete o endereço, como em {example}.',
  'socialmedia.widget.homePageAddressOrHandle':
    'Esta é a página inicial de {network}, não um perfil. Complete o endereço, como em {example}, ou digite só o nome de usuário, como em {handle}.',
  'socialmedia.widget.linkTitle': 'Título',
  'socialmedia.widget.listLabel': 'Links, na ordem em que os visitantes os veem',
  'socialmedia.widget.malformedValue':
    'Os links armazenados não eram uma lista. Eles são mostrados abaixo da melhor forma possível; confira-os antes de salvar.',
  'socialmedia.widget.moveDown': 'Mover para baixo',
  'socialmedia.widget.moveDownLabel': 'Mover para baixo: {title}',
  'socialmedia.widget.moveUp': 'Mover para cima',
  'socialmedia.widget.moveUpLabel': 'Mover para cima: {title}',
  'socialmedia.widget.network': 'Rede',
  'socialmedia.widget.networkMissing': 'Escolha a rede a que este link pertence.',
  'socialmedia.widget.problemsSummary':
    '{count, plural, one {# link precisa ser corrigido} other {# links precisam ser corrigidos}} antes de salvar.',
  'socialmedia.widget.remove': 'Excluir',
  'socialmedia.widget.removeLabel': 'Excluir: {title}',
  'socialmedia.widget.removeTracking': 'Removê-los',
  'socialmedia.widget.repairedLink':
    'Este link foi armazenado incompleto ou em um formato inesperado. Confira-o ou exclua-o.',
  'socialmedia.widget.required': 'Obrigatório',
  'socialmedia.widget.rowLabel': 'Link {position} de {count}: {title}',
  'socialmedia.widget.rowWarnings': '({count, plural, one {# aviso} other {# avisos}})',
  'socialmedia.widget.target': 'Endereço',
  'socialmedia.widget.targetDeletedPage':
    'Este link levava a uma página deste site que foi excluída. Digite o endereço de outra página ou exclua o link.',
  'socialmedia.widget.targetHelp':
    'Um endereço web (https://…), um endereço de e-mail (mailto:…) ou uma página deste site (/…).',
  'socialmedia.widget.targetMalformed':
    'Este não é um endereço completo. Comece com https:// (ou http://), mailto: para e-mail ou / para uma página deste site, sem espaços.',
  'socialmedia.widget.targetRequired': 'Informe o endereço para onde este link leva.',
  'socialmedia.widget.targetUnsafe':
    'Este tipo de endereço não é permitido. Use um que comece com https://, http:// ou mailto:, ou uma página deste site que comece com /.',
  'socialmedia.widget.trackingInAddress':
    'Este endereço contém parâmetros que só rastreiam quem o compartilhou: {parameters}.',
  'socialmedia.widget.undo': 'Desfazer',
  'socialmedia.widget.undoLabel': 'Desfazer: trazer {title} de volta',
  'socialmedia.widget.unknownNetwork':
    '“{network}” não é uma rede conhecida por este site. O link continua funcionando e mostra um ícone genérico.',
  'socialmedia.widget.unknownNetworkOption': '{network} (desconhecida neste site)',
  'socialmedia.widget.untitled': 'link sem título',
  'socialmedia.widget.useAddressNetwork': 'Mudar para {addressNetwork}',
};
export default messages;
