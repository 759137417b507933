On a site that asks Volto's forms to keep drafts in the browser (`config.experimental.saveAsDraft.enabled`, Volto 19),
the Social Media control panel keeps its unsaved changes there too and, the next time it opens on the same settings,
offers them back (Restore them, Discard them): a tab closed by mistake or crashed mid-edit loses nothing. The draft
is removed once the changes are saved, discarded or undone. Without that option the panel leaves the browser's
storage alone, as before.
Cancel forgets them, as Volto's own forms forget a draft their Cancel throws away.
