The Follow Us block can animate its icons: with "Animate the icons" ticked in its settings, an icon grows a little
while a visitor points at it or reaches it with the keyboard, and stays still for visitors whose system asks for less
motion. Follow Us blocks of `@plonegovbr/volto-social-media` animate as they did there (unless their `animate` is off),
also once edited.
