In a development build the add-on checks `config.settings.socialMedia` when it first reads it (and again when it
changes) and says on the console, once, which option is wrong and what it should be: an unknown key (`slots` for
`slot`), a value of the wrong type, each wrong field of a network (an `icon` that is no loader, such as
`'codeberg.svg'`). A valibot schema of the options does the checking, in a module that only a development build
loads: production builds drop the branch that imports it, and their first load is unchanged.
