The Follow Us block can be aligned left, centre or right: Volto's alignment buttons in the Styling section of its
settings, stored where Volto's core blocks keep theirs (`styles.align`). Follow Us blocks of
`@plonegovbr/volto-social-media` keep their alignment (`styles['align:noprefix']`). `readFollowUsBlock` (what a block's
data asks it to show, from either shape) is exported from `@example/volto-socialmedia/components`.
