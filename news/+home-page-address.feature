The social links widget warns of an address that is its network's home page rather than a profile: `https://x.com/` on
an X link gets "This is the home page of X, not a profile. Complete the address, as in https://x.com/username." under
the address, in both skins, once the editor leaves the field (every address typed on its way to a profile passes
through it), and a screen reader hears it then. A page, a query, a fragment or a subdomain after the host never warns,
nor does a network without hostnames of its own (a website, a feed, email). It does not stop a save.
`homePageOfNetwork` is exported from `@example/volto-socialmedia/networks`, and `findLinkProblems` takes it as a fourth,
optional reader (`LinkProblems.homePage`).
