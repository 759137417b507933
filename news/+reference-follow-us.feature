Follow Us blocks that `@plonegovbr/volto-social-media` stored (block type `followUsBlock`: `title`, `allowedNetworks`)
show as this add-on's Follow Us block, its headline and networks in their order, and edit as it: an editor's first
change stores the block as a `followUs` block, its other keys kept. The block chooser offers only `followUs`.
