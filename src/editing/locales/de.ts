// Written by `npm run i18n` (scripts/i18n/editorModules.ts) from locales/de/LC_MESSAGES/socialmedia-editor.po:
// do not edit. The editors' messages in Deutsch, a chunk of their own.
const messages: Record<string, string> = {
  Cancel: 'Abbrechen',
  'Changes saved': 'Änderungen gespeichert',
  Info: 'Info',
  Save: 'Speichern',
  'socialmedia.blocks.alignCenter': 'Mittig',
  'socialmedia.blocks.alignLeft': 'Links',
  'socialmedia.blocks.alignment': 'Ausrichtung',
  'socialmedia.blocks.alignRight': 'Rechts',
  'socialmedia.blocks.animate': 'Symbole animieren',
  'socialmedia.blocks.animateDescription':
    'Ein Symbol wird etwas größer, solange Besucher mit dem Zeiger darauf zeigen oder es mit der Tastatur ansteuern. Wer in seinem System weniger Bewegung eingestellt hat, sieht es unbewegt.',
  'socialmedia.blocks.styling': 'Gestaltung',
  'socialmedia.controlpanel.computedFieldHelp':
    'Die Website ermittelt diesen nach jedem Speichern aus dem ersten {network}-Profil. Er kann hier nicht bearbeitet werden.',
  'socialmedia.controlpanel.computedHelp':
    'Die Website ermittelt diese nach jedem Speichern aus dem ersten X- und Facebook-Profil. Sie können hier nicht bearbeitet werden.',
  'socialmedia.controlpanel.computedLegend': 'In den Profilen gefundene Benutzernamen',
  'socialmedia.controlpanel.conflict':
    'Jemand anderes hat {fields} gespeichert, nachdem Sie diese Einstellungen geöffnet haben, daher wurde nichts gespeichert: Ihre Fassung würde die andere ersetzen. Ihre Änderungen sind noch im Formular.',
  'socialmedia.controlpanel.conflictChoices':
    'Bearbeiten Sie weiter und speichern Sie erneut, übernehmen Sie in diese Felder die andere Fassung (Ihre übrigen Änderungen bleiben), oder speichern Sie Ihre Fassung darüber.',
  'socialmedia.controlpanel.conflictOff': 'aus',
  'socialmedia.controlpanel.conflictOn': 'an',
  'socialmedia.controlpanel.conflictStored': 'Jetzt gespeichert:',
  'socialmedia.controlpanel.discard': 'Änderungen verwerfen',
  'socialmedia.controlpanel.discardDraft': 'Verwerfen',
  'socialmedia.controlpanel.draftFound':
    'Änderungen an diesen Einstellungen, die nicht gespeichert wurden, sind in diesem Browser aufbewahrt, aus einem Tab, der geschlossen wurde oder abgestürzt ist. Im Formular wiederherstellen?',
  'socialmedia.controlpanel.errorLocked':
    'Die Einstellungen sind gesperrt, weil sie gerade von jemand anderem bearbeitet werden. Versuchen Sie es erneut, wenn die Bearbeitung abgeschlossen ist.',
  'socialmedia.controlpanel.errorLockedBy':
    'Die Einstellungen sind gesperrt, weil sie gerade von jemand anderem bearbeitet werden: {name}. Speichern Sie erneut, sobald die Seite gespeichert oder geschlossen ist.',
  'socialmedia.controlpanel.errorLockedBySince':
    'Die Einstellungen sind gesperrt, weil sie gerade von jemand anderem bearbeitet werden: {name}, seit {date}. Speichern Sie erneut, sobald die Seite gespeichert oder geschlossen ist.',
  'socialmedia.controlpanel.errorNetwork':
    'Die Website ist nicht erreichbar. Prüfen Sie Ihre Verbindung und speichern Sie dann erneut.',
  'socialmedia.controlpanel.errorNotFound':
    'Das Objekt, das die Einstellungen enthält, existiert nicht mehr. Es wurde möglicherweise verschoben oder gelöscht.',
  'socialmedia.controlpanel.errorOther': 'Speichern fehlgeschlagen: {message}',
  'socialmedia.controlpanel.errorServer':
    'Auf der Website ist ein Problem aufgetreten, die Einstellungen konnten nicht gespeichert werden (Fehler {status}). Versuchen Sie es gleich noch einmal.',
  'socialmedia.controlpanel.errorUnauthorized':
    'Sie dürfen diese Einstellungen nicht ändern, oder Ihre Sitzung ist abgelaufen. Melden Sie sich erneut an (zum Beispiel in einem anderen Tab) und speichern Sie dann noch einmal.',
  'socialmedia.controlpanel.errorValidation': 'Die Website hat diese Einstellungen nicht akzeptiert.',
  'socialmedia.controlpanel.errorValidationField': '{field}: {message}',
  'socialmedia.controlpanel.facebookAppId': 'Facebook-App-ID',
  'socialmedia.controlpanel.facebookAppIdHelp':
    'Wird von einigen Integrationen verwendet, etwa für Open-Graph-Daten. Lassen Sie das Feld leer, wenn Sie keine haben.',
  'socialmedia.controlpanel.facebookAppIdInvalid':
    'Verwenden Sie nur Buchstaben, Ziffern und einfache Satzzeichen (keine Akzente, keine Zeilenumbrüche).',
  'socialmedia.controlpanel.facebookUsername': 'Facebook-Benutzername',
  'socialmedia.controlpanel.fixFirst':
    'Es wurde nichts gespeichert. Korrigieren Sie zuerst die unten markierten Felder.',
  'socialmedia.controlpanel.intro':
    'Einstellungen für {source}. Die Seiten darunter verwenden sie, sofern ein Bereich keine eigenen Einstellungen hat.',
  'socialmedia.controlpanel.keptEdits': 'Ihre Änderungen sind noch im Formular.',
  'socialmedia.controlpanel.leavePrompt':
    'Sie haben ungespeicherte Änderungen an den Social-Media-Einstellungen. Ohne Speichern verlassen?',
  'socialmedia.controlpanel.linkNotAdded':
    'Es wurde nichts gespeichert. Unter „Einen Link hinzufügen“ ist ein Link ausgefüllt, aber nicht hinzugefügt: Fügen Sie ihn hinzu oder leeren Sie seine Felder.',
  'socialmedia.controlpanel.linksHelp':
    'Die Profile der Website in sozialen Netzwerken, in der Reihenfolge, in der Besucher sie sehen.',
  'socialmedia.controlpanel.linksTitle': 'Profile',
  'socialmedia.controlpanel.loadFailed': 'Die Social-Media-Einstellungen konnten nicht geladen werden: {reason}',
  'socialmedia.controlpanel.loadFailedNetwork':
    'Die Social-Media-Einstellungen konnten nicht geladen werden, weil die Website nicht erreichbar ist. Prüfen Sie Ihre Verbindung und versuchen Sie es dann erneut.',
  'socialmedia.controlpanel.loadFailedServer':
    'Auf der Website ist ein Problem aufgetreten, die Social-Media-Einstellungen konnten nicht geladen werden (Fehler {status}). Versuchen Sie es gleich noch einmal.',
  'socialmedia.controlpanel.loading': 'Social-Media-Einstellungen werden geladen…',
  'socialmedia.controlpanel.locked':
    '{name} bearbeitet gerade die Seite, die diese Einstellungen enthält, daher können sie jetzt nicht geändert werden. Versuchen Sie es erneut, sobald die Seite gespeichert oder geschlossen ist.',
  'socialmedia.controlpanel.lockedSince':
    '{name} bearbeitet gerade die Seite, die diese Einstellungen enthält (gesperrt seit {date}), daher können sie jetzt nicht geändert werden. Versuchen Sie es erneut, sobald die Seite gespeichert oder geschlossen ist.',
  'socialmedia.controlpanel.missingBehavior':
    'Kein Objekt dieser Website enthält Social-Media-Einstellungen. Aktivieren Sie zuerst das Verhalten {behavior} auf der Website (oder in einem Bereich), oder, wenn das Backend seine Verhalten mit einem anderen Präfix benennt, tragen Sie dieses Präfix als behaviorPrefix des Add-ons ein.',
  'socialmedia.controlpanel.noInheritExpansion':
    'Die Plone REST API dieser Website hat keine inherit-Erweiterung, über die die Social-Media-Einstellungen gelesen werden: plone.restapi 9.13.3 oder neuer wird benötigt. Aktualisieren Sie Plone im Backend (oder legen Sie dort eine neuere plone.restapi fest) und laden Sie diese Seite dann neu.',
  'socialmedia.controlpanel.nothingToSave': 'Es gibt keine Änderungen zu speichern.',
  'socialmedia.controlpanel.noUsername': 'keiner',
  'socialmedia.controlpanel.otherPrefix':
    'Das Add-on fragt nach dem Einstellungsverhalten {behavior}, aber diese Website liefert ihre Social-Media-Einstellungen als {served}: Ihr Backend benennt seine Verhalten mit einem anderen Präfix. Tragen Sie {setting} mit configureSocialMedia im eigenen Add-on der Website ein und laden Sie diese Seite dann neu.',
  'socialmedia.controlpanel.restoreDraft': 'Wiederherstellen',
  'socialmedia.controlpanel.retry': 'Erneut versuchen',
  'socialmedia.controlpanel.save': 'Speichern',
  'socialmedia.controlpanel.saved': 'Änderungen gespeichert.',
  'socialmedia.controlpanel.savedNotRefreshed':
    'Änderungen gespeichert, aber die aktualisierten Einstellungen konnten nicht erneut geladen werden. Laden Sie die Seite neu, um die von der Website ermittelten Benutzernamen zu sehen.',
  'socialmedia.controlpanel.saveMine': 'Meine trotzdem speichern',
  'socialmedia.controlpanel.saving': 'Wird gespeichert…',
  'socialmedia.controlpanel.settingsLegend': 'Teilen',
  'socialmedia.controlpanel.shareSocialData': 'Daten für soziale Netzwerke bereitstellen',
  'socialmedia.controlpanel.shareSocialDataHelp':
    'Fügt jeder Seite Meta-Tags hinzu, die sozialen Netzwerken mitteilen, wie sie die Seite beim Teilen darstellen sollen.',
  'socialmedia.controlpanel.takeTheirs': 'Andere Fassung übernehmen',
  'socialmedia.controlpanel.title': 'Soziale Medien',
  'socialmedia.controlpanel.unauthorized':
    'Sie dürfen die Social-Media-Einstellungen nicht bearbeiten. Melden Sie sich mit einem Konto an, das diese Website bearbeiten darf.',
  'socialmedia.controlpanel.unlock': 'Entsperren',
  'socialmedia.controlpanel.unlockAndSave': 'Entsperren und speichern',
  'socialmedia.controlpanel.unlockHelp':
    'Wenn Sie sicher sind, dass die Seite verlassen wurde (zum Beispiel in einem Tab, der ohne Speichern geschlossen wurde), können Sie sie entsperren. Wird sie noch bearbeitet, kann das nächste Speichern dort Ihre Änderungen ersetzen.',
  'socialmedia.controlpanel.unsavedChanges': 'Sie haben ungespeicherte Änderungen.',
  'socialmedia.controlpanel.xUsername': 'X-Benutzername',
  'socialmedia.editorPart.loadFailed':
    'Dieses Feld konnte nicht geladen werden: Die Verbindung ist möglicherweise abgebrochen, oder die Website wurde gerade aktualisiert. Der Rest des Formulars ist so, wie Sie ihn verlassen haben. Wenn ein erneuter Versuch nicht hilft, speichern Sie Ihre anderen Änderungen und laden Sie die Seite neu.',
  'socialmedia.editorPart.tryAgain': 'Erneut versuchen',
  'socialmedia.editorPart.viewLoadFailed':
    'Dieser Block konnte nicht geladen werden: Die Verbindung ist möglicherweise abgebrochen, oder die Website wurde gerade aktualisiert. Seine Einstellungen stehen in der Seitenleiste, und der Rest der Seite ist so, wie Sie ihn verlassen haben. Wenn ein erneuter Versuch nicht hilft, speichern Sie Ihre Änderungen und laden Sie die Seite neu.',
  'socialmedia.followUs.defaultFieldset': 'Standard',
  'socialmedia.followUs.headline': 'Überschrift',
  'socialmedia.followUs.networks': 'Netzwerke',
  'socialmedia.followUs.networksDescription':
    'Nur diese Netzwerke in dieser Reihenfolge anzeigen. Leer lassen, um alle Links der Website anzuzeigen.',
  'socialmedia.followUs.title': 'Folgen Sie uns',
  'socialmedia.shareBlock.byEmail': 'Per E-Mail teilen',
  'socialmedia.shareBlock.copyLink': 'Link kopieren',
  'socialmedia.shareBlock.defaultFieldset': 'Standard',
  'socialmedia.shareBlock.headline': 'Überschrift',
  'socialmedia.shareBlock.networks': 'Teilen-Schaltflächen',
  'socialmedia.shareBlock.networksDescription':
    'Nur diese anzeigen, in dieser Reihenfolge. Leer lassen, um alle anzuzeigen.',
  'socialmedia.shareBlock.title': 'Diese Seite teilen',
  'socialmedia.shareBlock.unsavedPage': 'Die Teilen-Schaltflächen erscheinen hier, sobald die Seite gespeichert ist.',
  'socialmedia.shareBlock.webShare': 'Mit einer App teilen',
  'socialmedia.widget.addHeading': 'Einen Link hinzufügen',
  'socialmedia.widget.addLink': 'Link hinzufügen',
  'socialmedia.widget.addressOfOtherNetwork':
    'Diese Adresse gehört zu {addressNetwork}, der Link ist aber auf {network} gesetzt und zeigt dessen Symbol.',
  'socialmedia.widget.announceAdded': '{title} hinzugefügt.',
  'socialmedia.widget.announceAddressCompleted': 'Adresse vervollständigt: {address}.',
  'socialmedia.widget.announceDeleted':
    '{title} gelöscht. Mit „Rückgängig machen“ können Sie den Link wiederherstellen.',
  'socialmedia.widget.announceMoved': '{title} an Position {position} von {count} verschoben.',
  'socialmedia.widget.announceNetworkFromAddress': 'Netzwerk anhand der Adresse auf {network} gesetzt.',
  'socialmedia.widget.announcePastedLinks':
    '{count, plural, one {# Link aus der eingefügten Adresse erstellt: {titles}.} other {# Links aus den eingefügten Adressen erstellt: {titles}.}}',
  'socialmedia.widget.announceRestored': '{title} an Position {position} wiederhergestellt.',
  'socialmedia.widget.announceTrackingRemoved': 'Tracking-Parameter aus der Adresse entfernt: {parameters}.',
  'socialmedia.widget.chooseNetwork': 'Netzwerk auswählen…',
  'socialmedia.widget.defaultTitle': 'Social-Media-Links',
  'socialmedia.widget.dragCancel': 'Verschieben abgebrochen; {title} bleibt an Position {position}.',
  'socialmedia.widget.dragEnd': '{title} an Position {position} von {count} abgelegt.',
  'socialmedia.widget.dragHandle': 'Ziehen, um die Reihenfolge zu ändern: {title}',
  'socialmedia.widget.dragInstructions':
    'Um die Reihenfolge mit der Tastatur zu ändern, drücken Sie auf dem Griff die Leertaste oder die Eingabetaste, verschieben Sie den Link mit den Pfeiltasten und drücken Sie dann die Leertaste oder die Eingabetaste, um ihn abzulegen, oder Escape, um abzubrechen. Die Schaltflächen „Nach oben bewegen“ und „Nach unten bewegen“ bewirken dasselbe.',
  'socialmedia.widget.dragOver': '{title} befindet sich über Position {position} von {count}.',
  'socialmedia.widget.dragStart': '{title} an Position {position} von {count} aufgenommen.',
  'socialmedia.widget.duplicateNetwork':
    'Link {position} führt bereits zu {network}. Beide Links bleiben erhalten; prüfen Sie, ob Sie wirklich zwei möchten.',
  'socialmedia.widget.duplicateNetworkNew':
    'Es gibt bereits einen Link zu {network}. Sie können trotzdem einen weiteren hinzufügen.',
  'socialmedia.widget.empty': 'Noch keine Links. Fügen Sie unten den ersten hinzu.',
  'socialmedia.widget.handleDoesNotFit':
    'Dieser Benutzername ergibt keine {network}-Adresse. Geben Sie ihn etwa so ein: {handle}, oder fügen Sie die Adresse des Profils ein, etwa so: {example}.',
  'socialmedia.widget.handleNeedsNetwork':
    'Das ist ein Benutzername, keine Adresse. Wählen Sie das Netzwerk des Links: Der Benutzername wird zur Adresse seines Profils dort.',
  'socialmedia.widget.handleNeedsServer': 'Ein Mastodon-Benutzername nennt auch seinen Server, etwa so: {example}.',
  'socialmedia.widget.handleWithoutProfile':
    '{network} nimmt keinen Benutzernamen allein. Fügen Sie die Adresse des Profils ein, etwa so: {example}.',
  'socialmedia.widget.hiddenLink':
    'Besucher sehen diesen Link so, wie er jetzt gespeichert ist, nicht: Er hat keine Web-, E-Mail- oder Website-Adresse, die angezeigt werden darf. Korrigieren Sie die Adresse oder löschen Sie ihn.',
  'socialmedia.widget.homePageAddress':
    'Das ist die Startseite von {network}, kein Profil. Vervollständigen Sie die Adresse, etwa so: {example}.',
  'socialmedia.widget.homePageAddressOrHandle':
    'Das ist die Startseite von {network}, kein Profil. Vervollständigen Sie die Adresse, etwa so: {example}, oder geben Sie nur den Benutzernamen ein, etwa so: {handle}.',
  'socialmedia.widget.linkTitle': 'Titel',
  'socialmedia.widget.listLabel': 'Links in der Reihenfolge, in der Besucher sie sehen',
  'socialmedia.widget.malformedValue':
    'Die gespeicherten Links waren keine Liste. Sie werden unten so gut wie möglich angezeigt; prüfen Sie sie vor dem Speichern.',
  'socialmedia.widget.moveDown': 'Nach unten bewegen',
  'socialmedia.widget.moveDownLabel': 'Nach unten bewegen: {title}',
  'socialmedia.widget.moveUp': 'Nach oben bewegen',
  'socialmedia.widget.moveUpLabel': 'Nach oben bewegen: {title}',
  'socialmedia.widget.network': 'Netzwerk',
  'socialmedia.widget.networkMissing': 'Wählen Sie das Netzwerk, zu dem dieser Link gehört.',
  'socialmedia.widget.problemsSummary':
    '{count, plural, one {# Link muss} other {# Links müssen}} vor dem Speichern korrigiert werden.',
  'socialmedia.widget.remove': 'Löschen',
  'socialmedia.widget.removeLabel': 'Löschen: {title}',
  'socialmedia.widget.removeTracking': 'Entfernen',
  'socialmedia.widget.repairedLink':
    'Dieser Link wurde unvollständig oder in einer unerwarteten Form gespeichert. Prüfen oder löschen Sie ihn.',
  'socialmedia.widget.required': 'Notwendig',
  'socialmedia.widget.rowLabel': 'Link {position} von {count}: {title}',
  'socialmedia.widget.rowWarnings': '({count, plural, one {# Warnung} other {# Warnungen}})',
  'socialmedia.widget.target': 'Adresse',
  'socialmedia.widget.targetDeletedPage':
    'Dieser Link führte zu einer Seite dieser Website, die inzwischen gelöscht wurde. Geben Sie die Adresse einer anderen Seite ein, oder löschen Sie den Link.',
  'socialmedia.widget.targetHelp':
    'Eine Webadresse (https://…), eine E-Mail-Adresse (mailto:…) oder eine Seite dieser Website (/…).',
  'socialmedia.widget.targetMalformed':
    'Das ist keine vollständige Adresse. Beginnen Sie mit https:// (oder http://), mit mailto: für E-Mail oder mit / für eine Seite dieser Website, ohne Leerzeichen.',
  'socialmedia.widget.targetRequired': 'Geben Sie die Adresse ein, zu der dieser Link führt.',
  'socialmedia.widget.targetUnsafe':
    'Diese Art von Adresse ist nicht erlaubt. Verwenden Sie eine, die mit https://, http:// oder mailto: beginnt, oder eine Seite dieser Website, die mit / beginnt.',
  'socialmedia.widget.trackingInAddress':
    'Diese Adresse enthält Parameter, die nur verfolgen, wer sie geteilt hat: {parameters}.',
  'socialmedia.widget.undo': 'Rückgängig machen',
  'socialmedia.widget.undoLabel': 'Rückgängig machen: {title} wiederherstellen',
  'socialmedia.widget.unknownNetwork':
    '„{network}“ ist kein Netzwerk, das diese Website kennt. Der Link funktioniert trotzdem und zeigt ein allgemeines Symbol.',
  'socialmedia.widget.unknownNetworkOption': '{network} (dieser Website unbekannt)',
  'socialmedia.widget.untitled': 'Link ohne Titel',
  'socialmedia.widget.useAddressNetwork': 'Zu {addressNetwork} wechseln',
};
export default messages;
