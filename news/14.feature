A published page inside a private folder shows the site's links and social head tags to anonymous visitors: when the
backend leaves the settings out of the page's content, Volto shows those of its navigation root (one `@inherit`
request per navigation root, server-rendered; `navRootFallback: false` turns it off).
