The links widget removes the parameters that track who shared an address when the editor leaves it: those of every
campaign and ad click (`utm_*`, `fbclid`, `gclid`, …) from any web address, and each network's own (Instagram's
`igsh`, X's `s` and `t`, YouTube's `si`, LinkedIn's `trk`, …) from addresses on its sites, keeping the address's other
parameters as written; a site's own network takes its list as `tracking`. A screen reader hears which went.
`useSocialLinksEditor`'s `announceAddressDone` (new in this release) takes one `AddressDone` record, exported with it.
