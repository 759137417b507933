// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from locales/es/LC_MESSAGES/socialmedia-editor.po:
// do not edit. The editors' messages in Español, a chunk of their own.
const messages: Record<string, string> = {
  Cancel: 'Cancelar',
  'Changes saved': 'Cambios guardados',
  Info: 'Información',
  Save: 'Guardar',
  'socialmedia.blocks.alignCenter': 'Centro',
  'socialmedia.blocks.alignLeft': 'Izquierda',
  'socialmedia.blocks.alignment': 'Alineamiento',
  'socialmedia.blocks.alignRight': 'Derecha',
  'socialmedia.blocks.animate': 'Animar los iconos',
  'socialmedia.blocks.animateDescription':
    'Un icono crece un poco mientras un visitante lo señala o llega a él con el teclado. Quien pide menos movimiento en su sistema lo ve quieto.',
  'socialmedia.blocks.styling': 'Estilos',
  'socialmedia.controlpanel.computedFieldHelp':
    'El sitio lo calcula a partir del primer perfil de {network} cada vez que se guarda. No se puede editar aquí.',
  'socialmedia.controlpanel.computedHelp':
    'El sitio los calcula a partir de los primeros perfiles de X y de Facebook cada vez que se guarda. No se pueden editar aquí.',
  'socialmedia.controlpanel.computedLegend': 'Nombres de usuario encontrados en los perfiles',
  'socialmedia.controlpanel.conflict':
    'Otra persona guardó {fields} después de que usted abriera esta configuración, así que no se guardó nada: guardar la suya reemplazaría la de esa persona. Sus cambios siguen en el formulario.',
  'socialmedia.controlpanel.conflictChoices':
    'Siga editando y vuelva a guardar, use la versión de esa persona en esos campos (sus demás cambios se mantienen) o guarde la suya encima.',
  'socialmedia.controlpanel.conflictOff': 'desactivado',
  'socialmedia.controlpanel.conflictOn': 'activado',
  'socialmedia.controlpanel.conflictStored': 'Lo que está guardado ahora:',
  'socialmedia.controlpanel.discard': 'Descartar cambios',
  'socialmedia.controlpanel.discardDraft': 'Descartarlos',
  'socialmedia.controlpanel.draftFound':
    'Los cambios de estos ajustes que no se guardaron se conservan en este navegador, de una pestaña que se cerró o se bloqueó. ¿Restaurarlos en el formulario?',
  'socialmedia.controlpanel.errorLocked':
    'La configuración está bloqueada porque otra persona la está editando. Vuelva a intentarlo cuando haya terminado.',
  'socialmedia.controlpanel.errorLockedBy':
    'La configuración está bloqueada porque otra persona la está editando: {name}. Vuelva a guardar cuando haya guardado o cerrado la página.',
  'socialmedia.controlpanel.errorLockedBySince':
    'La configuración está bloqueada porque otra persona la está editando: {name}, desde el {date}. Vuelva a guardar cuando haya guardado o cerrado la página.',
  'socialmedia.controlpanel.errorNetwork':
    'No se pudo conectar con el sitio. Compruebe su conexión y vuelva a guardar.',
  'socialmedia.controlpanel.errorNotFound':
    'El objeto que contiene la configuración ya no existe. Puede que se haya movido o eliminado.',
  'socialmedia.controlpanel.errorOther': 'No se pudo guardar: {message}',
  'socialmedia.controlpanel.errorServer':
    'El sitio tuvo un problema y no pudo guardar (error {status}). Vuelva a intentarlo en un momento.',
  'socialmedia.controlpanel.errorUnauthorized':
    'No tiene permiso para cambiar esta configuración, o su sesión ha caducado. Vuelva a iniciar sesión (por ejemplo, en otra pestaña) y guarde de nuevo.',
  'socialmedia.controlpanel.errorValidation': 'El sitio no aceptó esta configuración.',
  'socialmedia.controlpanel.errorValidationField': '{field}: {message}',
  'socialmedia.controlpanel.facebookAppId': 'ID de aplicación de Facebook',
  'socialmedia.controlpanel.facebookAppIdHelp':
    'Lo usan algunas integraciones, como los datos de Open Graph. Déjelo vacío si no tiene uno.',
  'socialmedia.controlpanel.facebookAppIdInvalid':
    'Use solo letras, dígitos y signos de puntuación simples (sin acentos ni saltos de línea).',
  'socialmedia.controlpanel.facebookUsername': 'Nombre de usuario de Facebook',
  'socialmedia.controlpanel.fixFirst': 'No se guardó nada. Corrija primero los campos marcados abajo.',
  'socialmedia.controlpanel.intro':
    'Configuración de {source}. Las páginas que están por debajo la usan, salvo que una sección tenga su propia configuración.',
  'socialmedia.controlpanel.keptEdits': 'Sus cambios siguen en el formulario.',
  'socialmedia.controlpanel.leavePrompt':
    'Tiene cambios sin guardar en la configuración de redes sociales. ¿Salir sin guardar?',
  'socialmedia.controlpanel.linkNotAdded':
    'No se guardó nada. Hay un enlace rellenado en «Añadir un enlace» que no se ha añadido: añádalo o vacíe sus campos.',
  'socialmedia.controlpanel.linksHelp':
    'Los perfiles del sitio en las redes sociales, en el orden en que los ven los visitantes.',
  'socialmedia.controlpanel.linksTitle': 'Perfiles',
  'socialmedia.controlpanel.loadFailed': 'No se pudo cargar la configuración de redes sociales: {reason}',
  'socialmedia.controlpanel.loadFailedNetwork':
    'No se pudo cargar la configuración de redes sociales porque no se pudo conectar con el sitio. Compruebe su conexión y vuelva a intentarlo.',
  'socialmedia.controlpanel.loadFailedServer':
    'El sitio tuvo un problema y no pudo cargar la configuración de redes sociales (error {status}). Vuelva a intentarlo en un momento.',
  'socialmedia.controlpanel.loading': 'Cargando la configuración de redes sociales…',
  'socialmedia.controlpanel.locked':
    '{name} está editando la página que contiene estos ajustes, por lo que ahora no se pueden cambiar. Vuelva a intentarlo cuando la haya guardado o cerrado.',
  'socialmedia.controlpanel.lockedSince':
    '{name} está editando la página que contiene estos ajustes (bloqueada desde el {date}), por lo que ahora no se pueden cambiar. Vuelva a intentarlo cuando la haya guardado o cerrado.',
  'socialmedia.controlpanel.missingBehavior':
    'Ningún objeto de este sitio contiene configuración de redes sociales. Active primero el comportamiento {behavior} en el sitio (o en una sección) o, si el backend nombra sus comportamientos con otro prefijo, indique ese prefijo como behaviorPrefix del complemento.',
  'socialmedia.controlpanel.noInheritExpansion':
    'La API REST de Plone de este sitio no tiene la expansión inherit, a través de la cual se lee la configuración de redes sociales: se necesita plone.restapi 9.13.3 o posterior. Actualice Plone en el backend (o fije allí una versión más reciente de plone.restapi) y vuelva a cargar esta página.',
  'socialmedia.controlpanel.nothingToSave': 'No hay cambios que guardar.',
  'socialmedia.controlpanel.noUsername': 'ninguno',
  'socialmedia.controlpanel.otherPrefix':
    'El complemento pide el comportamiento de configuración {behavior}, pero este sitio sirve su configuración de redes sociales como {served}: su backend nombra sus comportamientos con otro prefijo. Indique {setting} con configureSocialMedia en el complemento propio del sitio y vuelva a cargar esta página.',
  'socialmedia.controlpanel.restoreDraft': 'Restaurarlos',
  'socialmedia.controlpanel.retry': 'Volver a intentar',
  'socialmedia.controlpanel.save': 'Guardar',
  'socialmedia.controlpanel.saved': 'Cambios guardados.',
  'socialmedia.controlpanel.savedNotRefreshed':
    'Cambios guardados, pero no se pudo volver a cargar la configuración actualizada. Recargue la página para ver los nombres de usuario que calculó el sitio.',
  'socialmedia.controlpanel.saveMine': 'Guardar la mía de todos modos',
  'socialmedia.controlpanel.saving': 'Guardando…',
  'socialmedia.controlpanel.settingsLegend': 'Compartir',
  'socialmedia.controlpanel.shareSocialData': 'Compartir datos sociales',
  'socialmedia.controlpanel.shareSocialDataHelp':
    'Añade a cada página metaetiquetas que indican a las redes sociales cómo mostrarla cuando se comparte.',
  'socialmedia.controlpanel.takeTheirs': 'Usar la suya',
  'socialmedia.controlpanel.title': 'Redes sociales',
  'socialmedia.controlpanel.unauthorized':
    'No tiene permiso para editar la configuración de redes sociales. Inicie sesión con una cuenta que pueda editar este sitio.',
  'socialmedia.controlpanel.unlock': 'Desbloquear',
  'socialmedia.controlpanel.unlockAndSave': 'Desbloquear y guardar',
  'socialmedia.controlpanel.unlockHelp':
    'Si está seguro de que esa persona ha dejado la página (en una pestaña cerrada sin guardar, por ejemplo), puede desbloquearla. Si todavía la está editando, su próximo guardado puede reemplazar el suyo.',
  'socialmedia.controlpanel.unsavedChanges': 'Tiene cambios sin guardar.',
  'socialmedia.controlpanel.xUsername': 'Nombre de usuario de X',
  'socialmedia.editorPart.loadFailed':
    'No se ha podido cargar este campo: puede que se haya cortado la conexión o que el sitio se acabe de actualizar. El resto del formulario está como lo dejó. Si volver a intentarlo no sirve, guarde sus otros cambios y vuelva a cargar la página.',
  'socialmedia.editorPart.tryAgain': 'Volver a intentarlo',
  'socialmedia.editorPart.viewLoadFailed':
    'No se ha podido cargar este bloque: puede que se haya cortado la conexión o que el sitio se acabe de actualizar. Sus ajustes están en la barra lateral y el resto de la página está como lo dejó. Si volver a intentarlo no sirve, guarde sus cambios y vuelva a cargar la página.',
  'socialmedia.followUs.defaultFieldset': 'Por defecto',
  'socialmedia.followUs.headline': 'Cabecera',
  'socialmedia.followUs.networks': 'Redes',
  'socialmedia.followUs.networksDescription':
    'Mostrar solo estas redes, en este orden. Déjelo vacío para mostrar todos los enlaces del sitio.',
  'socialmedia.followUs.title': 'Síguenos',
  'socialmedia.shareBlock.byEmail': 'Compartir por correo electrónico',
  'socialmedia.shareBlock.copyLink': 'Copiar enlace',
  'socialmedia.shareBlock.defaultFieldset': 'Por defecto',
  'socialmedia.shareBlock.headline': 'Cabecera',
  'socialmedia.shareBlock.networks': 'Botones para compartir',
  'socialmedia.shareBlock.networksDescription':
    'Mostrar solo estos, en este orden. Déjelo vacío para mostrarlos todos.',
  'socialmedia.shareBlock.title': 'Compartir esta página',
  'socialmedia.shareBlock.unsavedPage': 'Los botones para compartir aparecen aquí cuando se guarda la página.',
  'socialmedia.shareBlock.webShare': 'Compartir con una aplicación',
  'socialmedia.widget.addHeading': 'Añadir un enlace',
  'socialmedia.widget.addLink': 'Añadir enlace',
  'socialmedia.widget.addressOfOtherNetwork':
    'Esta dirección es de {addressNetwork}, pero el enlace está asignado a {network} y muestra su icono.',
  'socialmedia.widget.announceAdded': 'Se añadió {title}.',
  'socialmedia.widget.announceAddressCompleted': 'Dirección completada: {address}.',
  'socialmedia.widget.announceDeleted': 'Se eliminó {title}. Use Deshacer para recuperarlo.',
  'socialmedia.widget.announceMoved': '{title} se movió a la posición {position} de {count}.',
  'socialmedia.widget.announceNetworkFromAddress': 'Red establecida en {network}, según la dirección.',
  'socialmedia.widget.announcePastedLinks':
    '{count, plural, one {Se creó # enlace con la dirección pegada: {titles}.} other {Se crearon # enlaces con las direcciones pegadas: {titles}.}}',
  'socialmedia.widget.announceRestored': '{title} se restauró en la posición {position}.',
  'socialmedia.widget.announceTrackingRemoved': 'Parámetros de seguimiento quitados de la dirección: {parameters}.',
  'socialmedia.widget.chooseNetwork': 'Elija una red…',
  'socialmedia.widget.defaultTitle': 'Enlaces sociales',
  'socialmedia.widget.dragCancel': 'Reordenación cancelada; {title} sigue en la posición {position}.',
  'socialmedia.widget.dragEnd': '{title} se soltó en la posición {position} de {count}.',
  'socialmedia.widget.dragHandle': 'Arrastre para reordenar: {title}',
  'socialmedia.widget.dragInstructions':
    'Para reordenar con el teclado, pulse la barra espaciadora o Intro sobre el asa, mueva el enlace con las teclas de flecha y pulse la barra espaciadora o Intro para soltarlo, o Escape para cancelar. Los botones Mover hacia arriba y Mover hacia abajo hacen lo mismo.',
  'socialmedia.widget.dragOver': '{title} está sobre la posición {position} de {count}.',
  'socialmedia.widget.dragStart': 'Se tomó {title} en la posición {position} de {count}.',
  'socialmedia.widget.duplicateNetwork':
    'El enlace {position} ya lleva a {network}. Se conservan ambos enlaces; compruebe que realmente quiere dos.',
  'socialmedia.widget.duplicateNetworkNew': 'Ya hay un enlace a {network}. Puede añadir otro.',
  'socialmedia.widget.empty': 'Aún no hay enlaces. Añada el primero abajo.',
  'socialmedia.widget.handleDoesNotFit':
    'Este nombre de usuario no forma una dirección de {network}. Escríbalo como en {handle}, o pegue la dirección del perfil, como en {example}.',
  'socialmedia.widget.handleNeedsNetwork':
    'Esto es un nombre de usuario, no una dirección. Elija la red del enlace: el nombre de usuario se convierte en la dirección de su perfil allí.',
  'socialmedia.widget.handleNeedsServer':
    'Un nombre de usuario de Mastodon también indica su servidor, como en {example}.',
  'socialmedia.widget.handleWithoutProfile':
    '{network} no admite un nombre de usuario solo. Pegue la dirección del perfil, como en {example}.',
  'socialmedia.widget.hiddenLink':
    'Los visitantes no ven este enlace tal como está guardado ahora: no tiene una dirección web, de correo o del sitio que se pueda mostrar. Corrija su dirección o elimínelo.',
  'socialmedia.widget.homePageAddress':
    'Esta es la página de inicio de {network}, no un perfil. Complete la dirección, como en {example}.',
  'socialmedia.widget.homePageAddressOrHandle':
    'Esta es la página de inicio de {network}, no un perfil. Complete la dirección, como en {example}, o escriba solo el nombre de usuario, como en {handle}.',
  'socialmedia.widget.linkTitle': 'Título',
  'socialmedia.widget.listLabel': 'Enlaces, en el orden en que los ven los visitantes',
  'socialmedia.widget.malformedValue':
    'Los enlaces guardados no eran una lista. Se muestran abajo lo mejor que se pudieron leer; revíselos antes de guardar.',
  'socialmedia.widget.moveDown': 'Mover hacia abajo',
  'socialmedia.widget.moveDownLabel': 'Mover hacia abajo: {title}',
  'socialmedia.widget.moveUp': 'Mover hacia arriba',
  'socialmedia.widget.moveUpLabel': 'Mover hacia arriba: {title}',
  'socialmedia.widget.network': 'Red',
  'socialmedia.widget.networkMissing': 'Elija la red a la que pertenece este enlace.',
  'socialmedia.widget.problemsSummary':
    '{count, plural, one {# enlace necesita corrección} other {# enlaces necesitan corrección}} antes de guardar.',
  'socialmedia.widget.remove': 'Eliminar',
  'socialmedia.widget.removeLabel': 'Eliminar: {title}',
  'socialmedia.widget.removeTracking': 'Quitarlos',
  'socialmedia.widget.repairedLink':
    'Este enlace se guardó incompleto o con una forma inesperada. Revíselo o elimínelo.',
  'socialmedia.widget.required': 'Obligatorio',
  'socialmedia.widget.rowLabel': 'Enlace {position} de {count}: {title}',
  'socialmedia.widget.rowWarnings': '({count, plural, one {# aviso} other {# avisos}})',
  'socialmedia.widget.target': 'Dirección',
  'socialmedia.widget.targetDeletedPage':
    'Este enlace llevaba a una página de este sitio que ya se ha eliminado. Escriba la dirección de otra página o elimine el enlace.',
  'socialmedia.widget.targetHelp':
    'Una dirección web (https://…), una dirección de correo electrónico (mailto:…) o una página de este sitio (/…).',
  'socialmedia.widget.targetMalformed':
    'Esta no es una dirección completa. Empiece con https:// (o http://), con mailto: para un correo electrónico o con / para una página de este sitio, sin espacios.',
  'socialmedia.widget.targetRequired': 'Introduzca la dirección a la que lleva este enlace.',
  'socialmedia.widget.targetUnsafe':
    'Este tipo de dirección no está permitido. Use una que empiece por https://, http:// o mailto:, o una página de este sitio que empiece por /.',
  'socialmedia.widget.trackingInAddress':
    'Esta dirección lleva parámetros que solo rastrean quién la compartió: {parameters}.',
  'socialmedia.widget.undo': 'Deshacer',
  'socialmedia.widget.undoLabel': 'Deshacer: recuperar {title}',
  'socialmedia.widget.unknownNetwork':
    '«{network}» no es una red que este sitio conozca. El enlace sigue funcionando y muestra un icono genérico.',
  'socialmedia.widget.unknownNetworkOption': '{network} (desconocida en este sitio)',
  'socialmedia.widget.untitled': 'enlace sin título',
  'socialmedia.widget.useAddressNetwork': 'Cambiar a {addressNetwork}',
};
export default messages;
