The links widget makes of a handle typed on a link's network the profile's address: `@plone` on an X link becomes
`https://x.com/plone`, `@plone.org` on a Bluesky link `https://bsky.app/profile/plone.org`, and a handle typed before
its network is completed when the editor chooses one. The built-in networks whose profiles have one address form know
it; a site's own network gets it as `profile` (`https://codeberg.org/{handle}`), and its example address follows from
it. A handle that cannot be completed gets an error that says what is missing (the network, the Mastodon server, or the
profile's address on a network such as LinkedIn) instead of "not a complete address", and the home page warning names
the handle as the other way to a profile ("…, or type only the handle, as in @username.").
