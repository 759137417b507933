// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from locales/nl/LC_MESSAGES/socialmedia-editor.po:
// do not edit. The editors' messages in Nederlands, a chunk of their own.
const messages: Record<string, string> = {
  Cancel: 'Annuleren',
  'Changes saved': 'Wijzigingen opgeslagen',
  Info: 'Info',
  Save: 'Opslaan',
  'socialmedia.blocks.alignCenter': 'Centreren',
  'socialmedia.blocks.alignLeft': 'Links',
  'socialmedia.blocks.alignment': 'Uitlijning',
  'socialmedia.blocks.alignRight': 'Rechts',
  'socialmedia.blocks.animate': 'Pictogrammen animeren',
  'socialmedia.blocks.animateDescription':
    'Een pictogram wordt iets groter zolang een bezoeker ernaar wijst of er met het toetsenbord naartoe gaat. Bezoekers van wie het systeem om minder beweging vraagt, zien het stilstaan.',
  'socialmedia.blocks.styling': 'Opmaak',
  'socialmedia.controlpanel.computedFieldHelp':
    'De site haalt deze na elke keer opslaan uit het eerste {network}-profiel. Deze kan hier niet worden bewerkt.',
  'socialmedia.controlpanel.computedHelp':
    'De site haalt deze na elke keer opslaan uit de eerste X- en Facebook-profielen. Ze kunnen hier niet worden bewerkt.',
  'socialmedia.controlpanel.computedLegend': 'Gebruikersnamen gevonden in de profielen',
  'socialmedia.controlpanel.conflict':
    'Iemand anders heeft {fields} opgeslagen nadat u deze instellingen opende, dus er is niets opgeslagen: de uwe opslaan zou die van hen vervangen. Uw wijzigingen staan nog in het formulier.',
  'socialmedia.controlpanel.conflictChoices':
    'Ga door met bewerken en sla opnieuw op, neem in die velden hun versie over (uw andere wijzigingen blijven), of sla de uwe eroverheen op.',
  'socialmedia.controlpanel.conflictOff': 'uit',
  'socialmedia.controlpanel.conflictOn': 'aan',
  'socialmedia.controlpanel.conflictStored': 'Wat nu is opgeslagen:',
  'socialmedia.controlpanel.discard': 'Wijzigingen verwerpen',
  'socialmedia.controlpanel.discardDraft': 'Verwerpen',
  'socialmedia.controlpanel.draftFound':
    'Niet-opgeslagen wijzigingen in deze instellingen zijn in deze browser bewaard, uit een tabblad dat werd gesloten of vastliep. Herstellen in het formulier?',
  'socialmedia.controlpanel.errorLocked':
    'De instellingen zijn vergrendeld omdat iemand anders ze aan het bewerken is. Probeer het opnieuw wanneer die klaar is.',
  'socialmedia.controlpanel.errorLockedBy':
    'De instellingen zijn vergrendeld omdat iemand anders ze aan het bewerken is: {name}. Sla opnieuw op zodra de pagina is opgeslagen of gesloten.',
  'socialmedia.controlpanel.errorLockedBySince':
    'De instellingen zijn vergrendeld omdat iemand anders ze aan het bewerken is: {name}, sinds {date}. Sla opnieuw op zodra de pagina is opgeslagen of gesloten.',
  'socialmedia.controlpanel.errorNetwork':
    'De site is niet bereikbaar. Controleer je verbinding en sla daarna opnieuw op.',
  'socialmedia.controlpanel.errorNotFound':
    'Het object met de instellingen bestaat niet meer. Het is misschien verplaatst of verwijderd.',
  'socialmedia.controlpanel.errorOther': 'Opslaan mislukt: {message}',
  'socialmedia.controlpanel.errorServer':
    'De site had een probleem en kon niet opslaan (fout {status}). Probeer het zo meteen opnieuw.',
  'socialmedia.controlpanel.errorUnauthorized':
    'Je mag deze instellingen niet wijzigen, of je sessie is verlopen. Log opnieuw in (bijvoorbeeld in een ander tabblad) en sla daarna opnieuw op.',
  'socialmedia.controlpanel.errorValidation': 'De site heeft deze instellingen niet geaccepteerd.',
  'socialmedia.controlpanel.errorValidationField': '{field}: {message}',
  'socialmedia.controlpanel.facebookAppId': 'Facebook-app-ID',
  'socialmedia.controlpanel.facebookAppIdHelp':
    'Wordt gebruikt door sommige integraties, zoals Open Graph-gegevens. Laat leeg als je er geen hebt.',
  'socialmedia.controlpanel.facebookAppIdInvalid':
    'Gebruik alleen letters, cijfers en gewone leestekens (geen accenten, geen regeleinden).',
  'socialmedia.controlpanel.facebookUsername': 'Facebook-gebruikersnaam',
  'socialmedia.controlpanel.fixFirst': 'Er is niets opgeslagen. Verbeter eerst de hieronder gemarkeerde velden.',
  'socialmedia.controlpanel.intro':
    "Instellingen voor {source}. Pagina's eronder gebruiken ze, tenzij een sectie eigen instellingen heeft.",
  'socialmedia.controlpanel.keptEdits': 'Je wijzigingen staan nog in het formulier.',
  'socialmedia.controlpanel.leavePrompt':
    'Je hebt niet-opgeslagen wijzigingen in de instellingen voor sociale media. Verlaten zonder op te slaan?',
  'socialmedia.controlpanel.linkNotAdded':
    'Er is niets opgeslagen. Onder ‘Een link toevoegen’ is een link ingevuld maar niet toegevoegd: voeg hem toe of maak de velden leeg.',
  'socialmedia.controlpanel.linksHelp':
    'De profielen van de site op sociale netwerken, in de volgorde waarin bezoekers ze zien.',
  'socialmedia.controlpanel.linksTitle': 'Profielen',
  'socialmedia.controlpanel.loadFailed': 'De instellingen voor sociale media konden niet worden geladen: {reason}',
  'socialmedia.controlpanel.loadFailedNetwork':
    'De instellingen voor sociale media konden niet worden geladen omdat de site niet bereikbaar is. Controleer je verbinding en probeer het opnieuw.',
  'socialmedia.controlpanel.loadFailedServer':
    'De site had een probleem en kon de instellingen voor sociale media niet laden (fout {status}). Probeer het zo meteen opnieuw.',
  'socialmedia.controlpanel.loading': 'Instellingen voor sociale media laden…',
  'socialmedia.controlpanel.locked':
    '{name} bewerkt de pagina met deze instellingen, dus ze kunnen nu niet worden gewijzigd. Probeer het opnieuw zodra de pagina is opgeslagen of gesloten.',
  'socialmedia.controlpanel.lockedSince':
    '{name} bewerkt de pagina met deze instellingen (vergrendeld sinds {date}), dus ze kunnen nu niet worden gewijzigd. Probeer het opnieuw zodra de pagina is opgeslagen of gesloten.',
  'socialmedia.controlpanel.missingBehavior':
    'Geen enkel object op deze site bevat instellingen voor sociale media. Schakel eerst het gedrag {behavior} in op de site (of op een sectie), of, als de backend zijn gedragingen met een ander voorvoegsel benoemt, stel dat voorvoegsel in als behaviorPrefix van de add-on.',
  'socialmedia.controlpanel.noInheritExpansion':
    'De Plone REST API van deze site heeft geen inherit-expansie, waarmee de instellingen voor sociale media worden gelezen: plone.restapi 9.13.3 of nieuwer is nodig. Werk Plone op de backend bij (of pin daar een nieuwere plone.restapi) en laad deze pagina daarna opnieuw.',
  'socialmedia.controlpanel.nothingToSave': 'Er zijn geen wijzigingen om op te slaan.',
  'socialmedia.controlpanel.noUsername': 'geen',
  'socialmedia.controlpanel.otherPrefix':
    'De add-on vraagt om het instellingengedrag {behavior}, maar deze site levert zijn instellingen voor sociale media als {served}: de backend benoemt zijn gedragingen met een ander voorvoegsel. Stel {setting} in met configureSocialMedia in de eigen add-on van de site en laad deze pagina daarna opnieuw.',
  'socialmedia.controlpanel.restoreDraft': 'Herstellen',
  'socialmedia.controlpanel.retry': 'Opnieuw proberen',
  'socialmedia.controlpanel.save': 'Opslaan',
  'socialmedia.controlpanel.saved': 'Wijzigingen zijn opgeslagen.',
  'socialmedia.controlpanel.savedNotRefreshed':
    'Wijzigingen zijn opgeslagen, maar de bijgewerkte instellingen konden niet opnieuw worden geladen. Herlaad de pagina om de gebruikersnamen te zien die de site heeft bepaald.',
  'socialmedia.controlpanel.saveMine': 'Toch de mijne opslaan',
  'socialmedia.controlpanel.saving': 'Bezig met opslaan…',
  'socialmedia.controlpanel.settingsLegend': 'Delen',
  'socialmedia.controlpanel.shareSocialData': 'Sociale gegevens delen',
  'socialmedia.controlpanel.shareSocialDataHelp':
    'Voegt aan elke pagina metatags toe die sociale netwerken vertellen hoe ze de pagina moeten tonen wanneer die wordt gedeeld.',
  'socialmedia.controlpanel.takeTheirs': 'Hun versie gebruiken',
  'socialmedia.controlpanel.title': 'Sociale media',
  'socialmedia.controlpanel.unauthorized':
    'Je mag de instellingen voor sociale media niet bewerken. Log in met een account dat deze site mag bewerken.',
  'socialmedia.controlpanel.unlock': 'Ontgrendelen',
  'socialmedia.controlpanel.unlockAndSave': 'Ontgrendelen en opslaan',
  'socialmedia.controlpanel.unlockHelp':
    'Als u zeker weet dat die persoon de pagina heeft verlaten (bijvoorbeeld in een tabblad dat zonder opslaan is gesloten), kunt u haar ontgrendelen. Als die nog aan het bewerken is, kan diens volgende opslag de uwe vervangen.',
  'socialmedia.controlpanel.unsavedChanges': 'Je hebt niet-opgeslagen wijzigingen.',
  'socialmedia.controlpanel.xUsername': 'X-gebruikersnaam',
  'socialmedia.editorPart.loadFailed':
    'Dit veld kon niet worden geladen: de verbinding is misschien weggevallen, of de site is net bijgewerkt. De rest van het formulier is zoals u het achterliet. Helpt opnieuw proberen niet, sla dan uw andere wijzigingen op en laad de pagina opnieuw.',
  'socialmedia.editorPart.tryAgain': 'Opnieuw proberen',
  'socialmedia.editorPart.viewLoadFailed':
    'Dit blok kon niet worden geladen: de verbinding is misschien weggevallen, of de site is net bijgewerkt. De instellingen staan in de zijbalk, en de rest van de pagina is zoals u hem achterliet. Helpt opnieuw proberen niet, sla dan uw wijzigingen op en laad de pagina opnieuw.',
  'socialmedia.followUs.defaultFieldset': 'Standaard',
  'socialmedia.followUs.headline': 'Hoofding',
  'socialmedia.followUs.networks': 'Netwerken',
  'socialmedia.followUs.networksDescription':
    'Toon alleen deze netwerken, in deze volgorde. Laat leeg om alle links van de site te tonen.',
  'socialmedia.followUs.title': 'Volg ons',
  'socialmedia.shareBlock.byEmail': 'Delen via e-mail',
  'socialmedia.shareBlock.copyLink': 'Link kopiëren',
  'socialmedia.shareBlock.defaultFieldset': 'Standaard',
  'socialmedia.shareBlock.headline': 'Hoofding',
  'socialmedia.shareBlock.networks': 'Deelknoppen',
  'socialmedia.shareBlock.networksDescription':
    'Alleen deze tonen, in deze volgorde. Laat leeg om ze allemaal te tonen.',
  'socialmedia.shareBlock.title': 'Deze pagina delen',
  'socialmedia.shareBlock.unsavedPage': 'De deelknoppen verschijnen hier zodra de pagina is opgeslagen.',
  'socialmedia.shareBlock.webShare': 'Delen met een app',
  'socialmedia.widget.addHeading': 'Een link toevoegen',
  'socialmedia.widget.addLink': 'Link toevoegen',
  'socialmedia.widget.addressOfOtherNetwork':
    'Dit adres staat op {addressNetwork}, maar de link is ingesteld op {network} en toont dat pictogram.',
  'socialmedia.widget.announceAdded': '{title} toegevoegd.',
  'socialmedia.widget.announceAddressCompleted': 'Adres aangevuld: {address}.',
  'socialmedia.widget.announceDeleted': '{title} verwijderd. Gebruik Ongedaan maken om de link terug te halen.',
  'socialmedia.widget.announceMoved': '{title} verplaatst naar positie {position} van {count}.',
  'socialmedia.widget.announceNetworkFromAddress': 'Netwerk ingesteld op {network}, op basis van het adres.',
  'socialmedia.widget.announcePastedLinks':
    '{count, plural, one {# link gemaakt van het geplakte adres: {titles}.} other {# links gemaakt van de geplakte adressen: {titles}.}}',
  'socialmedia.widget.announceRestored': '{title} teruggezet op positie {position}.',
  'socialmedia.widget.announceTrackingRemoved': 'Trackingparameters uit het adres verwijderd: {parameters}.',
  'socialmedia.widget.chooseNetwork': 'Kies een netwerk…',
  'socialmedia.widget.defaultTitle': 'Sociale links',
  'socialmedia.widget.dragCancel': 'Herschikken geannuleerd; {title} blijft op positie {position}.',
  'socialmedia.widget.dragEnd': '{title} neergezet op positie {position} van {count}.',
  'socialmedia.widget.dragHandle': 'Sleep om te herschikken: {title}',
  'socialmedia.widget.dragInstructions':
    'Om met het toetsenbord te herschikken, druk je op de greep op spatie of Enter, verplaats je de link met de pijltjestoetsen en druk je daarna op spatie of Enter om hem neer te zetten, of op Escape om te annuleren. De knoppen Beweeg omhoog en Beweeg omlaag doen hetzelfde.',
  'socialmedia.widget.dragOver': '{title} bevindt zich boven positie {position} van {count}.',
  'socialmedia.widget.dragStart': '{title} opgepakt op positie {position} van {count}.',
  'socialmedia.widget.duplicateNetwork':
    'Link {position} gaat al naar {network}. Beide links blijven behouden; controleer of je er echt twee wilt.',
  'socialmedia.widget.duplicateNetworkNew': 'Er is al een link naar {network}. Je kunt er nog een toevoegen.',
  'socialmedia.widget.empty': 'Nog geen links. Voeg hieronder de eerste toe.',
  'socialmedia.widget.handleDoesNotFit':
    'Deze gebruikersnaam geeft geen {network}-adres. Typ hem zoals in {handle}, of plak het adres van het profiel, zoals in {example}.',
  'socialmedia.widget.handleNeedsNetwork':
    'Dit is een gebruikersnaam, geen adres. Kies het netwerk van de link: de gebruikersnaam wordt daar het adres van het profiel.',
  'socialmedia.widget.handleNeedsServer': 'Een Mastodon-gebruikersnaam noemt ook zijn server, zoals in {example}.',
  'socialmedia.widget.handleWithoutProfile':
    '{network} neemt geen gebruikersnaam alleen. Plak het adres van het profiel, zoals in {example}.',
  'socialmedia.widget.hiddenLink':
    'Bezoekers zien deze link zoals hij nu is opgeslagen niet: hij heeft geen web-, e-mail- of siteadres dat getoond mag worden. Verbeter het adres of verwijder de link.',
  'socialmedia.widget.homePageAddress':
    'Dit is de startpagina van {network}, geen profiel. Vul het adres aan, zoals in {example}.',
  'socialmedia.widget.homePageAddressOrHandle':
    'Dit is de startpagina van {network}, geen profiel. Vul het adres aan, zoals in {example}, of typ alleen de gebruikersnaam, zoals in {handle}.',
  'socialmedia.widget.linkTitle': 'Titel',
  'socialmedia.widget.listLabel': 'Links, in de volgorde waarin bezoekers ze zien',
  'socialmedia.widget.malformedValue':
    'De opgeslagen links waren geen lijst. Ze worden hieronder zo goed mogelijk getoond; controleer ze voordat je opslaat.',
  'socialmedia.widget.moveDown': 'Beweeg omlaag',
  'socialmedia.widget.moveDownLabel': 'Beweeg omlaag: {title}',
  'socialmedia.widget.moveUp': 'Beweeg omhoog',
  'socialmedia.widget.moveUpLabel': 'Beweeg omhoog: {title}',
  'socialmedia.widget.network': 'Netwerk',
  'socialmedia.widget.networkMissing': 'Kies het netwerk waartoe deze link hoort.',
  'socialmedia.widget.problemsSummary':
    '{count, plural, one {# link moet} other {# links moeten}} worden verbeterd voordat je opslaat.',
  'socialmedia.widget.remove': 'Verwijderen',
  'socialmedia.widget.removeLabel': 'Verwijderen: {title}',
  'socialmedia.widget.removeTracking': 'Verwijderen',
  'socialmedia.widget.repairedLink':
    'Deze link is onvolledig of in een onverwachte vorm opgeslagen. Controleer of verwijder hem.',
  'socialmedia.widget.required': 'Vereist',
  'socialmedia.widget.rowLabel': 'Link {position} van {count}: {title}',
  'socialmedia.widget.rowWarnings': '({count, plural, one {# waarschuwing} other {# waarschuwingen}})',
  'socialmedia.widget.target': 'Adres',
  'socialmedia.widget.targetDeletedPage':
    'Deze link leidde naar een pagina van deze site die inmiddels is verwijderd. Voer het adres van een andere pagina in, of verwijder de link.',
  'socialmedia.widget.targetHelp':
    'Een webadres (https://…), een e-mailadres (mailto:…) of een pagina van deze site (/…).',
  'socialmedia.widget.targetMalformed':
    'Dit is geen volledig adres. Begin met https:// (of http://), met mailto: voor e-mail of met / voor een pagina van deze site, zonder spaties.',
  'socialmedia.widget.targetRequired': 'Vul het adres in waar deze link naartoe gaat.',
  'socialmedia.widget.targetUnsafe':
    'Dit soort adres is niet toegestaan. Gebruik een adres dat begint met https://, http:// of mailto:, of een pagina van deze site die begint met /.',
  'socialmedia.widget.trackingInAddress':
    'Dit adres bevat parameters die alleen bijhouden wie het heeft gedeeld: {parameters}.',
  'socialmedia.widget.undo': 'Ongedaan maken',
  'socialmedia.widget.undoLabel': 'Ongedaan maken: {title} terughalen',
  'socialmedia.widget.unknownNetwork':
    '‘{network}’ is geen netwerk dat deze site kent. De link werkt nog steeds en toont een algemeen pictogram.',
  'socialmedia.widget.unknownNetworkOption': '{network} (onbekend op deze site)',
  'socialmedia.widget.untitled': 'link zonder titel',
  'socialmedia.widget.useAddressNetwork': 'Wijzigen in {addressNetwork}',
};
export default messages;
