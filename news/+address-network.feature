The social links widget tells an editor when a link's address is on another network's site: a GitHub address on a
link set to Mastodon gets the warning "This address is on GitHub, but the link is set to Mastodon and shows its icon."
under the network, with a button that switches the link to GitHub (its title follows, as when the editor picks the
network). It only warns on evidence: the address's host is one of another network's hostnames, and the link's network
has hostnames of its own, so a website, a feed, email, a Mastodon server of any name and a network the site does not
know never warn. Both skins (plain React and Volto's) show it, in the widget and in the Social Media control panel; it
does not stop a save. A screen reader hears the warning as it appears (the editor is in the address field then), and
the button leaves the keyboard on the network chooser. `otherNetworkOfAddress` is exported from
`@example/volto-socialmedia/networks`.
