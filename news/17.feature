Every page's head gets Mastodon's `fediverse:creator` and X's `twitter:creator` from the page's own profile links
(else the new `creator` option), and, for a page without an image, a default share image (the new
`defaultShareImage` option, else the site logo); server-rendered, only while `share_social_data` is on. The head also
gets the site's schema.org structured data: one escaped JSON-LD script with the site's `Organization` and its
profiles as `sameAs`, and on a page with links of its own a `ProfilePage` whose `Person` has those
(`structuredData: false` turns it off).
