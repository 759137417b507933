`editActionOffered(content)`, from `@example/volto-socialmedia/contract`, says whether Plone offers the signed-in user
to edit an object, read from its content GET with `expand=actions`: true or false, or `null` when the actions were not
expanded. The Social Media control panel and the demo's pages read it with this one function.
