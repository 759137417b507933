// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from locales/fr/LC_MESSAGES/socialmedia-editor.po:
// do not edit. The editors' messages in Français, a chunk of their own.
const messages: Record<string, string> = {
  Cancel: 'Annuler',
  'Changes saved': 'Modifications enregistrées',
  Info: 'Info',
  Save: 'Enregistrer',
  'socialmedia.blocks.alignCenter': 'Centre',
  'socialmedia.blocks.alignLeft': 'Gauche',
  'socialmedia.blocks.alignment': 'Alignement',
  'socialmedia.blocks.alignRight': 'Droite',
  'socialmedia.blocks.animate': 'Animer les icônes',
  'socialmedia.blocks.animateDescription':
    'Une icône grossit un peu quand un visiteur la pointe ou l’atteint au clavier. Les visiteurs dont le système demande moins d’animations la voient immobile.',
  'socialmedia.blocks.styling': 'Style',
  'socialmedia.controlpanel.computedFieldHelp':
    'Le site le déduit du premier profil {network} après chaque sauvegarde. Il ne peut pas être modifié ici.',
  'socialmedia.controlpanel.computedHelp':
    'Le site les déduit des premiers profils X et Facebook après chaque sauvegarde. Ils ne peuvent pas être modifiés ici.',
  'socialmedia.controlpanel.computedLegend': 'Noms d’utilisateur trouvés dans les profils',
  'socialmedia.controlpanel.conflict':
    'Quelqu’un d’autre a enregistré {fields} après que vous avez ouvert ces réglages, donc rien n’a été enregistré : enregistrer les vôtres remplacerait les siens. Vos modifications sont toujours dans le formulaire.',
  'socialmedia.controlpanel.conflictChoices':
    'Continuez à modifier et enregistrez de nouveau, reprenez sa version dans ces champs (vos autres modifications restent), ou enregistrez la vôtre par-dessus.',
  'socialmedia.controlpanel.conflictOff': 'désactivé',
  'socialmedia.controlpanel.conflictOn': 'activé',
  'socialmedia.controlpanel.conflictStored': 'Ce qui est enregistré maintenant :',
  'socialmedia.controlpanel.discard': 'Abandonner les modifications',
  'socialmedia.controlpanel.discardDraft': 'Les abandonner',
  'socialmedia.controlpanel.draftFound':
    'Des modifications de ces réglages qui n’ont pas été enregistrées sont conservées dans ce navigateur, depuis un onglet fermé ou planté. Les rétablir dans le formulaire ?',
  'socialmedia.controlpanel.errorLocked':
    'Les paramètres sont verrouillés car quelqu’un d’autre est en train de les modifier. Réessayez lorsque cette personne aura terminé.',
  'socialmedia.controlpanel.errorLockedBy':
    'Les paramètres sont verrouillés car quelqu’un d’autre est en train de les modifier : {name}. Enregistrez de nouveau une fois la page enregistrée ou fermée.',
  'socialmedia.controlpanel.errorLockedBySince':
    'Les paramètres sont verrouillés car quelqu’un d’autre est en train de les modifier : {name}, depuis le {date}. Enregistrez de nouveau une fois la page enregistrée ou fermée.',
  'socialmedia.controlpanel.errorNetwork':
    'Le site est injoignable. Vérifiez votre connexion, puis sauvegardez à nouveau.',
  'socialmedia.controlpanel.errorNotFound':
    'L’objet qui contient les paramètres n’existe plus. Il a peut-être été déplacé ou supprimé.',
  'socialmedia.controlpanel.errorOther': 'Échec de la sauvegarde : {message}',
  'socialmedia.controlpanel.errorServer':
    'Le site a rencontré un problème et n’a pas pu sauvegarder (erreur {status}). Réessayez dans un instant.',
  'socialmedia.controlpanel.errorUnauthorized':
    'Vous n’êtes pas autorisé à modifier ces paramètres, ou votre session a expiré. Reconnectez-vous (par exemple dans un autre onglet), puis sauvegardez à nouveau.',
  'socialmedia.controlpanel.errorValidation': 'Le site n’a pas accepté ces paramètres.',
  'socialmedia.controlpanel.errorValidationField': '{field} : {message}',
  'socialmedia.controlpanel.facebookAppId': 'ID d’application Facebook',
  'socialmedia.controlpanel.facebookAppIdHelp':
    'Utilisé par certaines intégrations, comme les données Open Graph. Laissez vide si vous n’en avez pas.',
  'socialmedia.controlpanel.facebookAppIdInvalid':
    'Utilisez uniquement des lettres, des chiffres et une ponctuation simple (sans accents ni retours à la ligne).',
  'socialmedia.controlpanel.facebookUsername': 'Nom d’utilisateur Facebook',
  'socialmedia.controlpanel.fixFirst': 'Rien n’a été sauvegardé. Corrigez d’abord les champs signalés ci-dessous.',
  'socialmedia.controlpanel.intro':
    'Paramètres de {source}. Les pages situées en dessous les utilisent, sauf si une section a ses propres paramètres.',
  'socialmedia.controlpanel.keptEdits': 'Vos modifications sont toujours dans le formulaire.',
  'socialmedia.controlpanel.leavePrompt':
    'Vous avez des modifications non sauvegardées dans les paramètres des réseaux sociaux. Quitter sans sauvegarder ?',
  'socialmedia.controlpanel.linkNotAdded':
    'Rien n’a été sauvegardé. Un lien est rempli sous « Ajouter un lien » mais n’a pas été ajouté : ajoutez-le, ou videz ses champs.',
  'socialmedia.controlpanel.linksHelp':
    'Les profils du site sur les réseaux sociaux, dans l’ordre où les visiteurs les voient.',
  'socialmedia.controlpanel.linksTitle': 'Profils',
  'socialmedia.controlpanel.loadFailed': 'Les paramètres des réseaux sociaux n’ont pas pu être chargés : {reason}',
  'socialmedia.controlpanel.loadFailedNetwork':
    'Les paramètres des réseaux sociaux n’ont pas pu être chargés car le site est injoignable. Vérifiez votre connexion, puis réessayez.',
  'socialmedia.controlpanel.loadFailedServer':
    'Le site a rencontré un problème et n’a pas pu charger les paramètres des réseaux sociaux (erreur {status}). Réessayez dans un instant.',
  'socialmedia.controlpanel.loading': 'Chargement des paramètres des réseaux sociaux…',
  'socialmedia.controlpanel.locked':
    '{name} modifie la page qui contient ces réglages : ils ne peuvent pas être changés pour l’instant. Réessayez une fois la page enregistrée ou fermée.',
  'socialmedia.controlpanel.lockedSince':
    '{name} modifie la page qui contient ces réglages (verrouillée depuis le {date}) : ils ne peuvent pas être changés pour l’instant. Réessayez une fois la page enregistrée ou fermée.',
  'socialmedia.controlpanel.missingBehavior':
    'Aucun objet de ce site ne contient de paramètres de réseaux sociaux. Activez d’abord le comportement {behavior} sur le site (ou sur une section), ou, si le backend nomme ses comportements avec un autre préfixe, indiquez ce préfixe comme behaviorPrefix de l’extension.',
  'socialmedia.controlpanel.noInheritExpansion':
    'L’API REST de Plone de ce site n’a pas l’expansion inherit, par laquelle les paramètres de réseaux sociaux sont lus : plone.restapi 9.13.3 ou ultérieur est nécessaire. Mettez à jour Plone sur le backend (ou épinglez-y une version plus récente de plone.restapi), puis rechargez cette page.',
  'socialmedia.controlpanel.nothingToSave': 'Il n’y a aucune modification à sauvegarder.',
  'socialmedia.controlpanel.noUsername': 'aucun',
  'socialmedia.controlpanel.otherPrefix':
    'L’extension demande le comportement de paramètres {behavior}, mais ce site sert ses paramètres de réseaux sociaux sous le nom {served} : son backend nomme ses comportements avec un autre préfixe. Indiquez {setting} avec configureSocialMedia dans l’extension propre au site, puis rechargez cette page.',
  'socialmedia.controlpanel.restoreDraft': 'Les rétablir',
  'socialmedia.controlpanel.retry': 'Réessayer',
  'socialmedia.controlpanel.save': 'Sauvegarder',
  'socialmedia.controlpanel.saved': 'Changements sauvegardés.',
  'socialmedia.controlpanel.savedNotRefreshed':
    'Changements sauvegardés, mais les paramètres mis à jour n’ont pas pu être rechargés. Rechargez la page pour voir les noms d’utilisateur calculés par le site.',
  'socialmedia.controlpanel.saveMine': 'Enregistrer la mienne quand même',
  'socialmedia.controlpanel.saving': 'Sauvegarde en cours…',
  'socialmedia.controlpanel.settingsLegend': 'Partage',
  'socialmedia.controlpanel.shareSocialData': 'Partager les données sociales',
  'socialmedia.controlpanel.shareSocialDataHelp':
    'Ajoute à chaque page des balises meta qui indiquent aux réseaux sociaux comment l’afficher lorsqu’elle est partagée.',
  'socialmedia.controlpanel.takeTheirs': 'Reprendre la sienne',
  'socialmedia.controlpanel.title': 'Réseaux sociaux',
  'socialmedia.controlpanel.unauthorized':
    'Vous n’êtes pas autorisé à modifier les paramètres des réseaux sociaux. Connectez-vous avec un compte autorisé à modifier ce site.',
  'socialmedia.controlpanel.unlock': 'Déverrouiller',
  'socialmedia.controlpanel.unlockAndSave': 'Déverrouiller et enregistrer',
  'socialmedia.controlpanel.unlockHelp':
    'Si vous êtes certain que cette personne a quitté la page (dans un onglet fermé sans enregistrer, par exemple), vous pouvez la déverrouiller. Si elle la modifie encore, son prochain enregistrement pourra remplacer le vôtre.',
  'socialmedia.controlpanel.unsavedChanges': 'Vous avez des modifications non sauvegardées.',
  'socialmedia.controlpanel.xUsername': 'Nom d’utilisateur X',
  'socialmedia.editorPart.loadFailed':
    'Ce champ n’a pas pu être chargé : la connexion a peut-être été interrompue, ou le site vient d’être mis à jour. Le reste du formulaire est tel que vous l’avez laissé. Si un nouvel essai n’aide pas, enregistrez vos autres modifications et rechargez la page.',
  'socialmedia.editorPart.tryAgain': 'Réessayer',
  'socialmedia.editorPart.viewLoadFailed':
    'Ce bloc n’a pas pu être chargé : la connexion a peut-être été interrompue, ou le site vient d’être mis à jour. Ses réglages sont dans la barre latérale, et le reste de la page est tel que vous l’avez laissé. Si un nouvel essai n’aide pas, enregistrez vos modifications et rechargez la page.',
  'socialmedia.followUs.defaultFieldset': 'Défaut',
  'socialmedia.followUs.headline': 'Gros titre',
  'socialmedia.followUs.networks': 'Réseaux',
  'socialmedia.followUs.networksDescription':
    'N’afficher que ces réseaux, dans cet ordre. Laissez vide pour afficher tous les liens du site.',
  'socialmedia.followUs.title': 'Suivez-nous',
  'socialmedia.shareBlock.byEmail': 'Partager par e-mail',
  'socialmedia.shareBlock.copyLink': 'Copier le lien',
  'socialmedia.shareBlock.defaultFieldset': 'Défaut',
  'socialmedia.shareBlock.headline': 'Gros titre',
  'socialmedia.shareBlock.networks': 'Boutons de partage',
  'socialmedia.shareBlock.networksDescription':
    'N’afficher que ceux-ci, dans cet ordre. Laissez vide pour les afficher tous.',
  'socialmedia.shareBlock.title': 'Partager cette page',
  'socialmedia.shareBlock.unsavedPage': 'Les boutons de partage apparaissent ici une fois la page enregistrée.',
  'socialmedia.shareBlock.webShare': 'Partager avec une application',
  'socialmedia.widget.addHeading': 'Ajouter un lien',
  'socialmedia.widget.addLink': 'Ajouter le lien',
  'socialmedia.widget.addressOfOtherNetwork':
    'Cette adresse est sur {addressNetwork}, mais le lien est associé à {network} et en affiche l’icône.',
  'socialmedia.widget.announceAdded': 'Lien ajouté : {title}.',
  'socialmedia.widget.announceAddressCompleted': 'Adresse complétée : {address}.',
  'socialmedia.widget.announceDeleted': 'Lien supprimé : {title}. Utilisez Annuler pour le rétablir.',
  'socialmedia.widget.announceMoved': 'Lien {title} déplacé en position {position} sur {count}.',
  'socialmedia.widget.announceNetworkFromAddress': 'Réseau défini sur {network}, d’après l’adresse.',
  'socialmedia.widget.announcePastedLinks':
    '{count, plural, one {# lien créé à partir de l’adresse collée : {titles}.} other {# liens créés à partir des adresses collées : {titles}.}}',
  'socialmedia.widget.announceRestored': 'Lien {title} rétabli en position {position}.',
  'socialmedia.widget.announceTrackingRemoved': 'Paramètres de pistage retirés de l’adresse : {parameters}.',
  'socialmedia.widget.chooseNetwork': 'Choisissez un réseau…',
  'socialmedia.widget.defaultTitle': 'Liens sociaux',
  'socialmedia.widget.dragCancel': 'Réorganisation annulée ; {title} reste en position {position}.',
  'socialmedia.widget.dragEnd': '{title} déposé en position {position} sur {count}.',
  'socialmedia.widget.dragHandle': 'Glisser pour réorganiser : {title}',
  'socialmedia.widget.dragInstructions':
    'Pour réorganiser au clavier, appuyez sur Espace ou Entrée sur la poignée, déplacez le lien avec les touches fléchées, puis appuyez sur Espace ou Entrée pour le déposer, ou sur Échap pour annuler. Les boutons Déplacer vers le haut et Déplacer vers le bas font la même chose.',
  'socialmedia.widget.dragOver': '{title} est au-dessus de la position {position} sur {count}.',
  'socialmedia.widget.dragStart': '{title} saisi en position {position} sur {count}.',
  'socialmedia.widget.duplicateNetwork':
    'Le lien {position} mène déjà à {network}. Les deux liens sont conservés ; vérifiez que vous en voulez bien deux.',
  'socialmedia.widget.duplicateNetworkNew': 'Il existe déjà un lien vers {network}. Vous pouvez en ajouter un autre.',
  'socialmedia.widget.empty': 'Aucun lien pour l’instant. Ajoutez le premier ci-dessous.',
  'socialmedia.widget.handleDoesNotFit':
    'Cet identifiant ne donne pas d’adresse {network}. Saisissez-le comme dans {handle}, ou collez l’adresse du profil, comme dans {example}.',
  'socialmedia.widget.handleNeedsNetwork':
    'Ceci est un identifiant, pas une adresse. Choisissez le réseau du lien : l’identifiant devient l’adresse de son profil sur ce réseau.',
  'socialmedia.widget.handleNeedsServer': 'Un identifiant Mastodon nomme aussi son serveur, comme dans {example}.',
  'socialmedia.widget.handleWithoutProfile':
    '{network} n’accepte pas un identifiant seul. Collez l’adresse du profil, comme dans {example}.',
  'socialmedia.widget.hiddenLink':
    'Les visiteurs ne voient pas ce lien tel qu’il est enregistré : il n’a pas d’adresse web, e-mail ou du site qui puisse être affichée. Corrigez son adresse ou supprimez-le.',
  'socialmedia.widget.homePageAddress':
    'C’est la page d’accueil de {network}, pas un profil. Complétez l’adresse, comme dans {example}.',
  'socialmedia.widget.homePageAddressOrHandle':
    'C’est la page d’accueil de {network}, pas un profil. Complétez l’adresse, comme dans {example}, ou saisissez seulement l’identifiant, comme dans {handle}.',
  'socialmedia.widget.linkTitle': 'Titre',
  'socialmedia.widget.listLabel': 'Liens, dans l’ordre où les visiteurs les voient',
  'socialmedia.widget.malformedValue':
    'Les liens enregistrés n’étaient pas une liste. Ils sont affichés ci-dessous du mieux possible ; vérifiez-les avant de sauvegarder.',
  'socialmedia.widget.moveDown': 'Déplacer vers le bas',
  'socialmedia.widget.moveDownLabel': 'Déplacer vers le bas : {title}',
  'socialmedia.widget.moveUp': 'Déplacer vers le haut',
  'socialmedia.widget.moveUpLabel': 'Déplacer vers le haut : {title}',
  'socialmedia.widget.network': 'Réseau',
  'socialmedia.widget.networkMissing': 'Choisissez le réseau auquel appartient ce lien.',
  'socialmedia.widget.problemsSummary':
    '{count, plural, one {# lien doit être corrigé} other {# liens doivent être corrigés}} avant de sauvegarder.',
  'socialmedia.widget.remove': 'Supprimer',
  'socialmedia.widget.removeLabel': 'Supprimer : {title}',
  'socialmedia.widget.removeTracking': 'Les retirer',
  'socialmedia.widget.repairedLink':
    'Ce lien a été enregistré incomplet ou sous une forme inattendue. Vérifiez-le ou supprimez-le.',
  'socialmedia.widget.required': 'Obligatoire',
  'socialmedia.widget.rowLabel': 'Lien {position} sur {count} : {title}',
  'socialmedia.widget.rowWarnings': '({count, plural, one {# avertissement} other {# avertissements}})',
  'socialmedia.widget.target': 'Adresse',
  'socialmedia.widget.targetDeletedPage':
    'Ce lien menait à une page de ce site qui a depuis été supprimée. Saisissez l’adresse d’une autre page, ou supprimez le lien.',
  'socialmedia.widget.targetHelp':
    'Une adresse web (https://…), une adresse e-mail (mailto:…) ou une page de ce site (/…).',
  'socialmedia.widget.targetMalformed':
    'Cette adresse est incomplète. Commencez-la par https:// (ou http://), par mailto: pour un e-mail ou par / pour une page de ce site, sans espaces.',
  'socialmedia.widget.targetRequired': 'Saisissez l’adresse vers laquelle mène ce lien.',
  'socialmedia.widget.targetUnsafe':
    'Ce type d’adresse n’est pas autorisé. Utilisez une adresse commençant par https://, http:// ou mailto:, ou une page de ce site commençant par /.',
  'socialmedia.widget.trackingInAddress':
    'Cette adresse contient des paramètres qui ne servent qu’à pister qui l’a partagée : {parameters}.',
  'socialmedia.widget.undo': 'Annuler',
  'socialmedia.widget.undoLabel': 'Annuler : rétablir {title}',
  'socialmedia.widget.unknownNetwork':
    '« {network} » n’est pas un réseau connu de ce site. Le lien fonctionne quand même et affiche une icône générique.',
  'socialmedia.widget.unknownNetworkOption': '{network} (inconnu de ce site)',
  'socialmedia.widget.untitled': 'lien sans titre',
  'socialmedia.widget.useAddressNetwork': 'Passer à {addressNetwork}',
};
export default messages;
