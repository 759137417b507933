The package installs from a git URL (a `prepare` step builds `dist/` when it is missing or stale) and from a
tarball, both documented next to the npm name.
