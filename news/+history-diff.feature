Volto's History shows what changed in a page's social links. *View changes* used to show the links field empty on
both sides: plone.restapi serves every JSONField as `widget: "json"`, which Volto's comparison renders as blocks. In
the browser, the schema Volto holds now names the add-on's widget for `social_links` (Volto's forms pick the same
edit widget as before), and its view widget by that name, `SocialLinkAddresses` (exported from
`@example/volto-socialmedia/components`), writes each stored link out: its network, its own title, its address. The
comparison then marks the addresses added, removed and changed; an address that is no safe link stays text.
