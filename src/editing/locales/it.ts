// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from locales/it/LC_MESSAGES/socialmedia-editor.po:
// do not edit. The editors' messages in Italiano, a chunk of their own.
const messages: Record<string, string> = {
  Cancel: 'Annulla',
  'Changes saved': 'Modifiche salvate',
  Info: 'Info',
  Save: 'Salva',
  'socialmedia.blocks.alignCenter': 'Centrato',
  'socialmedia.blocks.alignLeft': 'Sinistra',
  'socialmedia.blocks.alignment': 'Allineamento',
  'socialmedia.blocks.alignRight': 'Destra',
  'socialmedia.blocks.animate': 'Anima le icone',
  'socialmedia.blocks.animateDescription':
    'Un’icona si ingrandisce un poco mentre un visitatore la indica o la raggiunge con la tastiera. Chi chiede al proprio sistema meno movimento la vede ferma.',
  'socialmedia.blocks.styling': 'Aspetto',
  'socialmedia.controlpanel.computedFieldHelp':
    'Il sito lo ricava dal primo profilo {network} dopo ogni salvataggio. Non si può modificare qui.',
  'socialmedia.controlpanel.computedHelp':
    'Il sito li ricava dai primi profili X e Facebook dopo ogni salvataggio. Non si possono modificare qui.',
  'socialmedia.controlpanel.computedLegend': 'Nomi utente trovati nei profili',
  'socialmedia.controlpanel.conflict':
    'Qualcun altro ha salvato {fields} dopo che hai aperto queste impostazioni, quindi non è stato salvato nulla: salvare le tue sostituirebbe le sue. Le tue modifiche sono ancora nel modulo.',
  'socialmedia.controlpanel.conflictChoices':
    'Continua a modificare e salva di nuovo, usa la sua versione in quei campi (le altre tue modifiche restano) oppure salva la tua sopra la sua.',
  'socialmedia.controlpanel.conflictOff': 'disattivo',
  'socialmedia.controlpanel.conflictOn': 'attivo',
  'socialmedia.controlpanel.conflictStored': 'Ciò che è salvato ora:',
  'socialmedia.controlpanel.discard': 'Scarta le modifiche',
  'socialmedia.controlpanel.discardDraft': 'Scartale',
  'socialmedia.controlpanel.draftFound':
    'Le modifiche a queste impostazioni non salvate sono conservate in questo browser, da una scheda chiusa o andata in crash. Ripristinarle nel modulo?',
  'socialmedia.controlpanel.errorLocked':
    'Le impostazioni sono bloccate perché qualcun altro le sta modificando. Riprova quando avrà finito.',
  'socialmedia.controlpanel.errorLockedBy':
    'Le impostazioni sono bloccate perché qualcun altro le sta modificando: {name}. Salva di nuovo quando la pagina sarà stata salvata o chiusa.',
  'socialmedia.controlpanel.errorLockedBySince':
    'Le impostazioni sono bloccate perché qualcun altro le sta modificando: {name}, dal {date}. Salva di nuovo quando la pagina sarà stata salvata o chiusa.',
  'socialmedia.controlpanel.errorNetwork':
    'Impossibile raggiungere il sito. Controlla la connessione, poi salva di nuovo.',
  'socialmedia.controlpanel.errorNotFound':
    "L'oggetto che contiene le impostazioni non esiste più. Potrebbe essere stato spostato o eliminato.",
  'socialmedia.controlpanel.errorOther': 'Salvataggio non riuscito: {message}',
  'socialmedia.controlpanel.errorServer':
    'Il sito ha avuto un problema e non è riuscito a salvare (errore {status}). Riprova tra poco.',
  'socialmedia.controlpanel.errorUnauthorized':
    "Non hai i permessi per modificare queste impostazioni, oppure la tua sessione è scaduta. Accedi di nuovo (ad esempio in un'altra scheda), poi salva di nuovo.",
  'socialmedia.controlpanel.errorValidation': 'Il sito non ha accettato queste impostazioni.',
  'socialmedia.controlpanel.errorValidationField': '{field}: {message}',
  'socialmedia.controlpanel.facebookAppId': 'ID app di Facebook',
  'socialmedia.controlpanel.facebookAppIdHelp':
    'Usato da alcune integrazioni, come i dati Open Graph. Lascialo vuoto se non ne hai uno.',
  'socialmedia.controlpanel.facebookAppIdInvalid':
    'Usa solo lettere, cifre e punteggiatura semplice (niente accenti, niente a capo).',
  'socialmedia.controlpanel.facebookUsername': 'Nome utente Facebook',
  'socialmedia.controlpanel.fixFirst': 'Non è stato salvato nulla. Correggi prima i campi segnalati qui sotto.',
  'socialmedia.controlpanel.intro':
    'Impostazioni di {source}. Le pagine sottostanti le usano, a meno che una sezione non abbia impostazioni proprie.',
  'socialmedia.controlpanel.keptEdits': 'Le tue modifiche sono ancora nel modulo.',
  'socialmedia.controlpanel.leavePrompt':
    'Hai modifiche non salvate alle impostazioni dei social media. Uscire senza salvare?',
  'socialmedia.controlpanel.linkNotAdded':
    'Non è stato salvato nulla. Un link è compilato in “Aggiungi un link” ma non è stato aggiunto: aggiungilo o svuota i suoi campi.',
  'socialmedia.controlpanel.linksHelp':
    "I profili del sito sui social network, nell'ordine in cui li vedono i visitatori.",
  'socialmedia.controlpanel.linksTitle': 'Profili',
  'socialmedia.controlpanel.loadFailed': 'Impossibile caricare le impostazioni dei social media: {reason}',
  'socialmedia.controlpanel.loadFailedNetwork':
    'Impossibile caricare le impostazioni dei social media perché il sito non è raggiungibile. Controlla la connessione, poi riprova.',
  'socialmedia.controlpanel.loadFailedServer':
    'Il sito ha avuto un problema e non è riuscito a caricare le impostazioni dei social media (errore {status}). Riprova tra poco.',
  'socialmedia.controlpanel.loading': 'Caricamento delle impostazioni dei social media…',
  'socialmedia.controlpanel.locked':
    '{name} sta modificando la pagina che contiene queste impostazioni, quindi ora non possono essere cambiate. Riprova quando la pagina sarà stata salvata o chiusa.',
  'socialmedia.controlpanel.lockedSince':
    '{name} sta modificando la pagina che contiene queste impostazioni (bloccata dal {date}), quindi ora non possono essere cambiate. Riprova quando la pagina sarà stata salvata o chiusa.',
  'socialmedia.controlpanel.missingBehavior':
    'Nessun oggetto di questo sito contiene impostazioni dei social media. Attiva prima il comportamento {behavior} sul sito (o su una sezione) oppure, se il backend nomina i suoi comportamenti con un altro prefisso, imposta quel prefisso come behaviorPrefix dell’add-on.',
  'socialmedia.controlpanel.noInheritExpansion':
    'La Plone REST API di questo sito non ha l’espansione inherit, attraverso cui vengono lette le impostazioni dei social media: serve plone.restapi 9.13.3 o successiva. Aggiorna Plone sul backend (o fissa lì una versione più recente di plone.restapi), poi ricarica questa pagina.',
  'socialmedia.controlpanel.nothingToSave': 'Non ci sono modifiche da salvare.',
  'socialmedia.controlpanel.noUsername': 'nessuno',
  'socialmedia.controlpanel.otherPrefix':
    'L’add-on chiede il comportamento delle impostazioni {behavior}, ma questo sito serve le sue impostazioni dei social media come {served}: il suo backend nomina i suoi comportamenti con un altro prefisso. Imposta {setting} con configureSocialMedia nell’add-on proprio del sito, poi ricarica questa pagina.',
  'socialmedia.controlpanel.restoreDraft': 'Ripristinale',
  'socialmedia.controlpanel.retry': 'Riprova',
  'socialmedia.controlpanel.save': 'Salva',
  'socialmedia.controlpanel.saved': 'Modifiche salvate.',
  'socialmedia.controlpanel.savedNotRefreshed':
    'Modifiche salvate, ma non è stato possibile ricaricare le impostazioni aggiornate. Ricarica la pagina per vedere i nomi utente ricavati dal sito.',
  'socialmedia.controlpanel.saveMine': 'Salva comunque la mia',
  'socialmedia.controlpanel.saving': 'Salvataggio in corso…',
  'socialmedia.controlpanel.settingsLegend': 'Condivisione',
  'socialmedia.controlpanel.shareSocialData': 'Condividi i dati social',
  'socialmedia.controlpanel.shareSocialDataHelp':
    'Aggiunge a ogni pagina i meta tag che indicano ai social network come mostrarla quando viene condivisa.',
  'socialmedia.controlpanel.takeTheirs': 'Usa la sua',
  'socialmedia.controlpanel.title': 'Social media',
  'socialmedia.controlpanel.unauthorized':
    'Non hai i permessi per modificare le impostazioni dei social media. Accedi con un account che può modificare questo sito.',
  'socialmedia.controlpanel.unlock': 'Sblocca',
  'socialmedia.controlpanel.unlockAndSave': 'Sblocca e salva',
  'socialmedia.controlpanel.unlockHelp':
    'Se sei certo che abbia lasciato la pagina (in una scheda chiusa senza salvare, per esempio), puoi sbloccarla. Se la sta ancora modificando, il suo prossimo salvataggio potrà sostituire il tuo.',
  'socialmedia.controlpanel.unsavedChanges': 'Hai modifiche non salvate.',
  'socialmedia.controlpanel.xUsername': 'Nome utente X',
  'socialmedia.editorPart.loadFailed':
    'Non è stato possibile caricare questo campo: la connessione potrebbe essersi interrotta, oppure il sito è appena stato aggiornato. Il resto del modulo è come lo hai lasciato. Se riprovare non aiuta, salva le altre modifiche e ricarica la pagina.',
  'socialmedia.editorPart.tryAgain': 'Riprova',
  'socialmedia.editorPart.viewLoadFailed':
    'Non è stato possibile caricare questo blocco: la connessione potrebbe essersi interrotta, oppure il sito è appena stato aggiornato. Le sue impostazioni sono nella barra laterale e il resto della pagina è come lo hai lasciato. Se riprovare non aiuta, salva le modifiche e ricarica la pagina.',
  'socialmedia.followUs.defaultFieldset': 'Default',
  'socialmedia.followUs.headline': 'Intestazione',
  'socialmedia.followUs.networks': 'Social network',
  'socialmedia.followUs.networksDescription':
    'Mostra solo questi social network, in questo ordine. Lascia vuoto per mostrare tutti i link del sito.',
  'socialmedia.followUs.title': 'Seguici',
  'socialmedia.shareBlock.byEmail': 'Condividi via email',
  'socialmedia.shareBlock.copyLink': 'Copia link',
  'socialmedia.shareBlock.defaultFieldset': 'Default',
  'socialmedia.shareBlock.headline': 'Intestazione',
  'socialmedia.shareBlock.networks': 'Pulsanti di condivisione',
  'socialmedia.shareBlock.networksDescription':
    'Mostra solo questi, in quest’ordine. Lascia vuoto per mostrarli tutti.',
  'socialmedia.shareBlock.title': 'Condividi questa pagina',
  'socialmedia.shareBlock.unsavedPage': 'I pulsanti di condivisione compaiono qui dopo il salvataggio della pagina.',
  'socialmedia.shareBlock.webShare': 'Condividi con un’app',
  'socialmedia.widget.addHeading': 'Aggiungi un link',
  'socialmedia.widget.addLink': 'Aggiungi link',
  'socialmedia.widget.addressOfOtherNetwork':
    'Questo indirizzo è su {addressNetwork}, ma il link è impostato su {network} e ne mostra l’icona.',
  'socialmedia.widget.announceAdded': 'Link aggiunto: {title}.',
  'socialmedia.widget.announceAddressCompleted': 'Indirizzo completato: {address}.',
  'socialmedia.widget.announceDeleted': 'Link eliminato: {title}. Usa Annulla per ripristinarlo.',
  'socialmedia.widget.announceMoved': '{title} spostato alla posizione {position} di {count}.',
  'socialmedia.widget.announceNetworkFromAddress': 'Rete impostata su {network}, in base all’indirizzo.',
  'socialmedia.widget.announcePastedLinks':
    '{count, plural, one {Creato # link dall’indirizzo incollato: {titles}.} other {Creati # link dagli indirizzi incollati: {titles}.}}',
  'socialmedia.widget.announceRestored': '{title} ripristinato alla posizione {position}.',
  'socialmedia.widget.announceTrackingRemoved': 'Parametri di tracciamento rimossi dall’indirizzo: {parameters}.',
  'socialmedia.widget.chooseNetwork': 'Scegli un social network…',
  'socialmedia.widget.defaultTitle': 'Link social',
  'socialmedia.widget.dragCancel': 'Riordinamento annullato; {title} resta alla posizione {position}.',
  'socialmedia.widget.dragEnd': '{title} rilasciato alla posizione {position} di {count}.',
  'socialmedia.widget.dragHandle': 'Trascina per riordinare: {title}',
  'socialmedia.widget.dragInstructions':
    'Per riordinare con la tastiera, premi spazio o Invio sulla maniglia, sposta il link con i tasti freccia, poi premi spazio o Invio per rilasciarlo, oppure Esc per annullare. I pulsanti Sposta sopra e Sposta sotto fanno lo stesso.',
  'socialmedia.widget.dragOver': '{title} è sopra la posizione {position} di {count}.',
  'socialmedia.widget.dragStart': '{title} preso alla posizione {position} di {count}.',
  'socialmedia.widget.duplicateNetwork':
    'Il link {position} porta già a {network}. Vengono mantenuti entrambi i link; verifica di volerne davvero due.',
  'socialmedia.widget.duplicateNetworkNew': 'Esiste già un link a {network}. Puoi aggiungerne un altro.',
  'socialmedia.widget.empty': 'Ancora nessun link. Aggiungi il primo qui sotto.',
  'socialmedia.widget.handleDoesNotFit':
    'Questo nome utente non forma un indirizzo di {network}. Scrivilo come in {handle}, oppure incolla l’indirizzo del profilo, come in {example}.',
  'socialmedia.widget.handleNeedsNetwork':
    'Questo è un nome utente, non un indirizzo. Scegli la rete del link: il nome utente diventa l’indirizzo del suo profilo lì.',
  'socialmedia.widget.handleNeedsServer': 'Un nome utente di Mastodon indica anche il suo server, come in {example}.',
  'socialmedia.widget.handleWithoutProfile':
    '{network} non accetta un nome utente da solo. Incolla l’indirizzo del profilo, come in {example}.',
  'socialmedia.widget.hiddenLink':
    'I visitatori non vedono questo link così come è salvato ora: non ha un indirizzo web, email o del sito che possa essere mostrato. Correggi il suo indirizzo o eliminalo.',
  'socialmedia.widget.homePageAddress':
    'Questa è la home page di {network}, non un profilo. Completa l’indirizzo, come in {example}.',
  'socialmedia.widget.homePageAddressOrHandle':
    'Questa è la home page di {network}, non un profilo. Completa l’indirizzo, come in {example}, oppure scrivi solo il nome utente, come in {handle}.',
  'socialmedia.widget.linkTitle': 'Titolo',
  'socialmedia.widget.listLabel': "Link, nell'ordine in cui li vedono i visitatori",
  'socialmedia.widget.malformedValue':
    'I link salvati non erano un elenco. Sono mostrati qui sotto come è stato possibile leggerli; controllali prima di salvare.',
  'socialmedia.widget.moveDown': 'Sposta sotto',
  'socialmedia.widget.moveDownLabel': 'Sposta sotto: {title}',
  'socialmedia.widget.moveUp': 'Sposta sopra',
  'socialmedia.widget.moveUpLabel': 'Sposta sopra: {title}',
  'socialmedia.widget.network': 'Social network',
  'socialmedia.widget.networkMissing': 'Scegli il social network a cui appartiene questo link.',
  'socialmedia.widget.problemsSummary':
    '{count, plural, one {# link deve essere corretto} other {# link devono essere corretti}} prima di salvare.',
  'socialmedia.widget.remove': 'Elimina',
  'socialmedia.widget.removeLabel': 'Elimina: {title}',
  'socialmedia.widget.removeTracking': 'Rimuovili',
  'socialmedia.widget.repairedLink':
    'Questo link è stato salvato incompleto o in una forma inattesa. Controllalo oppure eliminalo.',
  'socialmedia.widget.required': 'Obbligatorio',
  'socialmedia.widget.rowLabel': 'Link {position} di {count}: {title}',
  'socialmedia.widget.rowWarnings': '({count, plural, one {# avviso} other {# avvisi}})',
  'socialmedia.widget.target': 'Indirizzo',
  'socialmedia.widget.targetDeletedPage':
    'Questo link portava a una pagina di questo sito che nel frattempo è stata eliminata. Inserisci l’indirizzo di un’altra pagina, oppure elimina il link.',
  'socialmedia.widget.targetHelp':
    'Un indirizzo web (https://…), un indirizzo email (mailto:…) o una pagina di questo sito (/…).',
  'socialmedia.widget.targetMalformed':
    "Questo non è un indirizzo completo. Inizialo con https:// (o http://), con mailto: per un'email o con / per una pagina di questo sito, senza spazi.",
  'socialmedia.widget.targetRequired': "Inserisci l'indirizzo a cui porta questo link.",
  'socialmedia.widget.targetUnsafe':
    'Questo tipo di indirizzo non è consentito. Usane uno che inizi con https://, http:// o mailto:, oppure una pagina di questo sito che inizi con /.',
  'socialmedia.widget.trackingInAddress':
    'Questo indirizzo contiene parametri che tracciano solo chi l’ha condiviso: {parameters}.',
  'socialmedia.widget.undo': 'Annulla',
  'socialmedia.widget.undoLabel': 'Annulla: ripristina {title}',
  'socialmedia.widget.unknownNetwork':
    "«{network}» non è un social network noto a questo sito. Il link funziona comunque e mostra un'icona generica.",
  'socialmedia.widget.unknownNetworkOption': '{network} (sconosciuto a questo sito)',
  'socialmedia.widget.untitled': 'link senza titolo',
  'socialmedia.widget.useAddressNetwork': 'Passa a {addressNetwork}',
};
export default messages;
