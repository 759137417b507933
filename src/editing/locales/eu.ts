// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from locales/eu/LC_MESSAGES/socialmedia-editor.po:
// do not edit. The editors' messages in Euskara, a chunk of their own.
const messages: Record<string, string> = {
  Cancel: 'Utzi',
  'Changes saved': 'Aldaketak gordeta',
  Info: 'Informazioa',
  Save: 'Gorde',
  'socialmedia.blocks.alignCenter': 'Erdian',
  'socialmedia.blocks.alignLeft': 'Ezkerrean',
  'socialmedia.blocks.alignment': 'Lerrokatzea',
  'socialmedia.blocks.alignRight': 'Eskuinean',
  'socialmedia.blocks.animate': 'Ikonoak animatu',
  'socialmedia.blocks.animateDescription':
    'Ikono bat pixka bat handitzen da bisitari batek seinalatzen duen bitartean edo teklatuarekin bertara iristen denean. Sisteman mugimendu gutxiago eskatzen duten bisitariek geldi ikusten dute.',
  'socialmedia.blocks.styling': 'Estiloa',
  'socialmedia.controlpanel.computedFieldHelp':
    'Atariak gordetze bakoitzaren ondoren kalkulatzen du hau, {network}-eko lehen profiletik. Ezin da hemen editatu.',
  'socialmedia.controlpanel.computedHelp':
    'Atariak gordetze bakoitzaren ondoren kalkulatzen ditu hauek, X eta Facebookeko lehen profiletatik. Ezin dira hemen editatu.',
  'socialmedia.controlpanel.computedLegend': 'Profiletan aurkitutako erabiltzaile-izenak',
  'socialmedia.controlpanel.conflict':
    'Beste norbaitek {fields} gorde du ezarpen hauek ireki ondoren, beraz, ez da ezer gorde: zurea gordetzeak harena ordezkatuko luke. Zure aldaketak inprimakian daude oraindik.',
  'socialmedia.controlpanel.conflictChoices':
    'Jarraitu editatzen eta gorde berriro, erabili harena eremu horietan (zure gainerako aldaketak mantentzen dira), edo gorde zurea haren gainean.',
  'socialmedia.controlpanel.conflictOff': 'desaktibatuta',
  'socialmedia.controlpanel.conflictOn': 'aktibatuta',
  'socialmedia.controlpanel.conflictStored': 'Orain gordeta dagoena:',
  'socialmedia.controlpanel.discard': 'Baztertu aldaketak',
  'socialmedia.controlpanel.discardDraft': 'Baztertu',
  'socialmedia.controlpanel.draftFound':
    'Gorde ez ziren ezarpen hauen aldaketak nabigatzaile honetan gordeta daude, itxi edo huts egin zuen fitxa batetik. Formularioan leheneratu?',
  'socialmedia.controlpanel.errorLocked':
    'Ezarpenak blokeatuta daude, beste norbait editatzen ari delako. Saiatu berriro hark amaitutakoan.',
  'socialmedia.controlpanel.errorLockedBy':
    'Ezarpenak blokeatuta daude, beste norbait editatzen ari delako: {name}. Gorde berriro orria gorde edo itxi ondoren.',
  'socialmedia.controlpanel.errorLockedBySince':
    'Ezarpenak blokeatuta daude, beste norbait editatzen ari delako: {name}, {date}(e)tik. Gorde berriro orria gorde edo itxi ondoren.',
  'socialmedia.controlpanel.errorNetwork': 'Ezin izan da atarira konektatu. Egiaztatu konexioa eta gorde berriro.',
  'socialmedia.controlpanel.errorNotFound':
    'Ezarpenak gordetzen dituen objektua ez da existitzen jada. Baliteke lekuz aldatu edo ezabatu izana.',
  'socialmedia.controlpanel.errorOther': 'Ezin izan da gorde: {message}',
  'socialmedia.controlpanel.errorServer':
    'Atariak arazo bat izan du eta ezin izan du gorde (errorea: {status}). Saiatu berriro une batean.',
  'socialmedia.controlpanel.errorUnauthorized':
    'Ez duzu ezarpen hauek aldatzeko baimenik, edo saioa iraungi egin da. Hasi saioa berriro (adibidez, beste fitxa batean) eta gorde berriro.',
  'socialmedia.controlpanel.errorValidation': 'Atariak ez ditu ezarpen hauek onartu.',
  'socialmedia.controlpanel.errorValidationField': '{field}: {message}',
  'socialmedia.controlpanel.facebookAppId': 'Facebookeko aplikazioaren IDa',
  'socialmedia.controlpanel.facebookAppIdHelp':
    'Integrazio batzuek erabiltzen dute, Open Graph datuek adibidez. Utzi hutsik ez baduzu.',
  'socialmedia.controlpanel.facebookAppIdInvalid':
    'Erabili letrak, zenbakiak eta puntuazio-ikur arruntak soilik (azentu eta lerro-jauzirik gabe).',
  'socialmedia.controlpanel.facebookUsername': 'Facebookeko erabiltzaile-izena',
  'socialmedia.controlpanel.fixFirst': 'Ez da ezer gorde. Zuzendu lehenik behean markatutako eremuak.',
  'socialmedia.controlpanel.intro':
    'Ezarpenen jatorria: {source}. Azpiko orriek ezarpen hauek erabiltzen dituzte, atal batek bere ezarpenak ez baditu behintzat.',
  'socialmedia.controlpanel.keptEdits': 'Zure aldaketak formularioan daude oraindik.',
  'socialmedia.controlpanel.leavePrompt': 'Gorde gabeko aldaketak dituzu sare sozialen ezarpenetan. Gorde gabe irten?',
  'socialmedia.controlpanel.linkNotAdded':
    'Ez da ezer gorde. «Gehitu esteka bat» atalean esteka bat beteta dago, baina ez da gehitu: gehitu ezazu, edo hustu bere eremuak.',
  'socialmedia.controlpanel.linksHelp': 'Atariak sare sozialetan dituen profilak, bisitariek ikusten dituzten ordenan.',
  'socialmedia.controlpanel.linksTitle': 'Profilak',
  'socialmedia.controlpanel.loadFailed': 'Ezin izan dira sare sozialen ezarpenak kargatu: {reason}',
  'socialmedia.controlpanel.loadFailedNetwork':
    'Ezin izan dira sare sozialen ezarpenak kargatu, ezin izan delako atarira konektatu. Egiaztatu konexioa eta saiatu berriro.',
  'socialmedia.controlpanel.loadFailedServer':
    'Atariak arazo bat izan du eta ezin izan ditu sare sozialen ezarpenak kargatu (errorea: {status}). Saiatu berriro une batean.',
  'socialmedia.controlpanel.loading': 'Sare sozialen ezarpenak kargatzen…',
  'socialmedia.controlpanel.locked':
    '{name} ezarpen hauek dituen orria editatzen ari da, beraz, orain ezin dira aldatu. Saiatu berriro orria gorde edo itxi ondoren.',
  'socialmedia.controlpanel.lockedSince':
    '{name} ezarpen hauek dituen orria editatzen ari da ({date}(e)tik blokeatuta), beraz, orain ezin dira aldatu. Saiatu berriro orria gorde edo itxi ondoren.',
  'socialmedia.controlpanel.missingBehavior':
    'Atari honetako objektu batek ere ez ditu sare sozialen ezarpenak gordetzen. Gaitu lehenik {behavior} portaera atarian (edo atal batean), edo, backendak bere portaerei beste aurrizki bat ematen badie, ezarri aurrizki hori gehigarriaren behaviorPrefix gisa.',
  'socialmedia.controlpanel.noInheritExpansion':
    'Atari honetako Plone REST APIak ez du inherit hedapenik, eta haren bidez irakurtzen dira sare sozialen ezarpenak: plone.restapi 9.13.3 edo berriagoa behar da. Eguneratu Plone backendean (edo finkatu han plone.restapi-ren bertsio berriago bat), eta kargatu berriro orri hau.',
  'socialmedia.controlpanel.nothingToSave': 'Ez dago gordetzeko aldaketarik.',
  'socialmedia.controlpanel.noUsername': 'bat ere ez',
  'socialmedia.controlpanel.otherPrefix':
    'Gehigarriak {behavior} ezarpen-portaera eskatzen du, baina atari honek {served} gisa ematen ditu sare sozialen ezarpenak: bere backendak beste aurrizki batekin izendatzen ditu bere portaerak. Ezarri {setting} configureSocialMedia erabiliz atariaren gehigarri propioan, eta kargatu berriro orri hau.',
  'socialmedia.controlpanel.restoreDraft': 'Leheneratu',
  'socialmedia.controlpanel.retry': 'Saiatu berriro',
  'socialmedia.controlpanel.save': 'Gorde',
  'socialmedia.controlpanel.saved': 'Aldaketak ondo gorde dira.',
  'socialmedia.controlpanel.savedNotRefreshed':
    'Aldaketak gorde dira, baina ezin izan dira eguneratutako ezarpenak berriro kargatu. Birkargatu orria atariak kalkulatutako erabiltzaile-izenak ikusteko.',
  'socialmedia.controlpanel.saveMine': 'Gorde nirea hala ere',
  'socialmedia.controlpanel.saving': 'Gordetzen…',
  'socialmedia.controlpanel.settingsLegend': 'Partekatzea',
  'socialmedia.controlpanel.shareSocialData': 'Partekatu datu sozialak',
  'socialmedia.controlpanel.shareSocialDataHelp':
    'Orri guztiei meta etiketak gehitzen dizkie, partekatzen direnean nola erakutsi behar diren sare sozialei adierazteko.',
  'socialmedia.controlpanel.takeTheirs': 'Erabili harena',
  'socialmedia.controlpanel.title': 'Sare sozialak',
  'socialmedia.controlpanel.unauthorized':
    'Ez duzu sare sozialen ezarpenak editatzeko baimenik. Hasi saioa atari hau edita dezakeen kontu batekin.',
  'socialmedia.controlpanel.unlock': 'Desblokeatu',
  'socialmedia.controlpanel.unlockAndSave': 'Desblokeatu eta gorde',
  'socialmedia.controlpanel.unlockHelp':
    'Ziur bazaude orria utzi duela (adibidez, gorde gabe itxitako fitxa batean), desblokeatu dezakezu. Oraindik editatzen ari bada, haren hurrengo gordetzeak zureak ordezka ditzake.',
  'socialmedia.controlpanel.unsavedChanges': 'Gorde gabeko aldaketak dituzu.',
  'socialmedia.controlpanel.xUsername': 'X-eko erabiltzaile-izena',
  'socialmedia.editorPart.loadFailed':
    'Ezin izan da eremu hau kargatu: baliteke konexioa eten izana, edo gunea oraintsu eguneratu izana. Formularioaren gainerakoa utzi zenuen bezala dago. Berriro saiatzeak laguntzen ez badu, gorde zure beste aldaketak eta kargatu berriro orria.',
  'socialmedia.editorPart.tryAgain': 'Saiatu berriro',
  'socialmedia.editorPart.viewLoadFailed':
    'Ezin izan da bloke hau kargatu: baliteke konexioa eten izana, edo gunea oraintsu eguneratu izana. Bere ezarpenak alboko barran daude, eta orriaren gainerakoa utzi zenuen bezala dago. Berriro saiatzeak laguntzen ez badu, gorde zure aldaketak eta kargatu berriro orria.',
  'socialmedia.followUs.defaultFieldset': 'Defektuzkoa',
  'socialmedia.followUs.headline': 'Goiburua',
  'socialmedia.followUs.networks': 'Sareak',
  'socialmedia.followUs.networksDescription':
    'Erakutsi sare hauek soilik, ordena honetan. Utzi hutsik atariaren esteka guztiak erakusteko.',
  'socialmedia.followUs.title': 'Jarraitu gaitzazu',
  'socialmedia.shareBlock.byEmail': 'Partekatu eposta bidez',
  'socialmedia.shareBlock.copyLink': 'Kopiatu esteka',
  'socialmedia.shareBlock.defaultFieldset': 'Defektuzkoa',
  'socialmedia.shareBlock.headline': 'Goiburua',
  'socialmedia.shareBlock.networks': 'Partekatzeko botoiak',
  'socialmedia.shareBlock.networksDescription':
    'Erakutsi hauek bakarrik, ordena honetan. Utzi hutsik denak erakusteko.',
  'socialmedia.shareBlock.title': 'Partekatu orri hau',
  'socialmedia.shareBlock.unsavedPage': 'Partekatzeko botoiak hemen agertuko dira orria gordetzean.',
  'socialmedia.shareBlock.webShare': 'Partekatu aplikazio batekin',
  'socialmedia.widget.addHeading': 'Gehitu esteka bat',
  'socialmedia.widget.addLink': 'Gehitu esteka',
  'socialmedia.widget.addressOfOtherNetwork':
    'Helbide hau {addressNetwork} sarekoa da, baina esteka {network} sarean dago eta haren ikonoa erakusten du.',
  'socialmedia.widget.announceAdded': 'Gehituta: {title}.',
  'socialmedia.widget.announceAddressCompleted': 'Helbidea osatuta: {address}.',
  'socialmedia.widget.announceDeleted': 'Ezabatuta: {title}. Erabili Desegin berreskuratzeko.',
  'socialmedia.widget.announceMoved': '{title} {position}. posiziora eraman da ({count} guztira).',
  'socialmedia.widget.announceNetworkFromAddress': 'Sarea {network} gisa ezarri da, helbidearen arabera.',
  'socialmedia.widget.announcePastedLinks':
    '{count, plural, one {Esteka # sortu da itsatsitako helbidearekin: {titles}.} other {# esteka sortu dira itsatsitako helbideekin: {titles}.}}',
  'socialmedia.widget.announceRestored': '{title} berreskuratu da {position}. posizioan.',
  'socialmedia.widget.announceTrackingRemoved': 'Jarraipen-parametroak kendu dira helbidetik: {parameters}.',
  'socialmedia.widget.chooseNetwork': 'Aukeratu sare bat…',
  'socialmedia.widget.defaultTitle': 'Esteka sozialak',
  'socialmedia.widget.dragCancel': 'Berrordenatzea bertan behera utzi da; {title} {position}. posizioan geratzen da.',
  'socialmedia.widget.dragEnd': '{title} {position}. posizioan utzi da ({count} guztira).',
  'socialmedia.widget.dragHandle': 'Arrastatu berrordenatzeko: {title}',
  'socialmedia.widget.dragInstructions':
    'Teklatuarekin berrordenatzeko, sakatu zuriune-barra edo Sartu heldulekuan, mugitu esteka gezi-teklekin eta sakatu berriro zuriune-barra edo Sartu uzteko, edo Ihes bertan behera uzteko. Gora mugitu eta Behera mugitu botoiek gauza bera egiten dute.',
  'socialmedia.widget.dragOver': '{title} {position}. posizioaren gainean dago ({count} guztira).',
  'socialmedia.widget.dragStart': '{title} hartu da {position}. posizioan ({count} guztira).',
  'socialmedia.widget.duplicateNetwork':
    '{position}. estekak {network} sarera darama jada. Bi estekak gordetzen dira; egiaztatu bi nahi dituzula.',
  'socialmedia.widget.duplicateNetworkNew': 'Badago jada {network} sarerako esteka bat. Beste bat gehi dezakezu.',
  'socialmedia.widget.empty': 'Ez dago estekarik oraindik. Gehitu lehenengoa behean.',
  'socialmedia.widget.handleDoesNotFit':
    'Erabiltzaile-izen honek ez du {network} helbiderik osatzen. Idatzi honela: {handle}, edo itsatsi profilaren helbidea, adibidez: {example}.',
  'socialmedia.widget.handleNeedsNetwork':
    'Hau erabiltzaile-izen bat da, ez helbide bat. Aukeratu estekaren sarea: erabiltzaile-izena bertako profilaren helbide bihurtuko da.',
  'socialmedia.widget.handleNeedsServer':
    'Mastodoneko erabiltzaile-izenak bere zerbitzaria ere izendatzen du, adibidez: {example}.',
  'socialmedia.widget.handleWithoutProfile':
    '{network} sareak ez du erabiltzaile-izen hutsik onartzen. Itsatsi profilaren helbidea, adibidez: {example}.',
  'socialmedia.widget.hiddenLink':
    'Bisitariek ez dute esteka hau ikusten orain gordeta dagoen moduan: ez du erakutsi daitekeen web, posta edo guneko helbiderik. Zuzendu helbidea edo ezabatu esteka.',
  'socialmedia.widget.homePageAddress':
    'Hau {network} sareko hasiera-orria da, ez profil bat. Osatu helbidea, adibidez: {example}.',
  'socialmedia.widget.homePageAddressOrHandle':
    'Hau {network} sareko hasiera-orria da, ez profil bat. Osatu helbidea, adibidez: {example}, edo idatzi erabiltzaile-izena bakarrik, adibidez: {handle}.',
  'socialmedia.widget.linkTitle': 'Izenburua',
  'socialmedia.widget.listLabel': 'Estekak, bisitariek ikusten dituzten ordenan',
  'socialmedia.widget.malformedValue':
    'Gordetako estekak ez ziren zerrenda bat. Ahal izan den moduan irakurrita erakusten dira behean; berrikusi gorde aurretik.',
  'socialmedia.widget.moveDown': 'Behera mugitu',
  'socialmedia.widget.moveDownLabel': 'Behera mugitu: {title}',
  'socialmedia.widget.moveUp': 'Gora mugitu',
  'socialmedia.widget.moveUpLabel': 'Gora mugitu: {title}',
  'socialmedia.widget.network': 'Sarea',
  'socialmedia.widget.networkMissing': 'Aukeratu esteka hau zein saretakoa den.',
  'socialmedia.widget.problemsSummary':
    '{count, plural, one {# esteka zuzendu behar da} other {# esteka zuzendu behar dira}} gorde aurretik.',
  'socialmedia.widget.remove': 'Ezabatu',
  'socialmedia.widget.removeLabel': 'Ezabatu: {title}',
  'socialmedia.widget.removeTracking': 'Kendu',
  'socialmedia.widget.repairedLink':
    'Esteka hau osatu gabe edo ustekabeko formatu batean gorde zen. Berrikusi edo ezabatu.',
  'socialmedia.widget.required': 'Beharrezkoa',
  'socialmedia.widget.rowLabel': 'Esteka {position}/{count}: {title}',
  'socialmedia.widget.rowWarnings': '({count, plural, one {abisu #} other {# abisu}})',
  'socialmedia.widget.target': 'Helbidea',
  'socialmedia.widget.targetDeletedPage':
    'Esteka honek gune honetako orri batera eramaten zuen, baina orri hori ezabatu egin da. Idatzi beste orri baten helbidea, edo ezabatu esteka.',
  'socialmedia.widget.targetHelp':
    'Web helbide bat (https://…), helbide elektroniko bat (mailto:…) edo atari honetako orri bat (/…).',
  'socialmedia.widget.targetMalformed':
    'Hau ez da helbide oso bat. Hasi https:// (edo http://) aurrizkiarekin, mailto: aurrizkiarekin helbide elektronikoetarako edo / ikurrarekin atari honetako orrietarako, zuriunerik gabe.',
  'socialmedia.widget.targetRequired': 'Idatzi esteka honek zein helbidetara daraman.',
  'socialmedia.widget.targetUnsafe':
    'Helbide mota hau ez dago baimenduta. Erabili https://, http:// edo mailto: aurrizkiarekin hasten den bat, edo / ikurrarekin hasten den atari honetako orri bat.',
  'socialmedia.widget.trackingInAddress':
    'Helbide honek nork partekatu duen jarraitzeko baino ez diren parametroak ditu: {parameters}.',
  'socialmedia.widget.undo': 'Desegin',
  'socialmedia.widget.undoLabel': 'Desegin: berreskuratu {title}',
  'socialmedia.widget.unknownNetwork':
    '«{network}» ez da atari honek ezagutzen duen sare bat. Estekak funtzionatzen du oraindik eta ikono generiko bat erakusten du.',
  'socialmedia.widget.unknownNetworkOption': '{network} (atari honek ez du ezagutzen)',
  'socialmedia.widget.untitled': 'izenbururik gabeko esteka',
  'socialmedia.widget.useAddressNetwork': 'Aldatu {addressNetwork} sarera',
};
export default messages;
