The social links widget completes an address when the editor leaves it, as a browser's address bar would take it:
`github.com/plone` becomes `https://github.com/plone`, `contact@example.org` becomes `mailto:contact@example.org`, and a
fediverse handle on a Mastodon link (`@plone@fosstodon.org`) its profile, `https://fosstodon.org/@plone`; what cannot be
read as an address stays as typed, with its error. In Volto's edit forms and control panel a new link needs no network
chosen first: a link without one is set to the network whose site its address is on, its title following (the
plain-React widget's new-link form did so already). A screen reader hears what changed ("Address completed:
https://github.com/plone. Network set to GitHub, from the address."). `completeAddress` and `networkOfAddress` decide
it, the same in both skins.
