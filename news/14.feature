A published page inside a private folder can show the site's links and social head tags to anonymous visitors: with
the new `navRootFallback` add-on profile (`addons: ['@example/volto-socialmedia:navRootFallback']`), when the backend
leaves the settings out of the page's content, Volto shows those of its navigation root (one `@inherit` request per
navigation root, server-rendered; `navRootFallback: false` turns it off again).
