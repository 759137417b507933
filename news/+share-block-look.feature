The Share block's settings have what the Follow Us block's have: "Animate the icons" (its links and buttons grow a
little on hover and keyboard focus, not for visitors who ask for less motion) and a Styling section with Volto's
alignment buttons (`styles.align`: left, centre, right). Both blocks' forms share these fields and their messages
(`socialmedia.blocks.*`). `BLOCK_ALIGNMENTS`, `readAlignment` and the `BlockAlignment` type are exported from
`@example/volto-socialmedia/components`. The demo's Share block is centred and animated.
