`npm run fuzz` runs the property tests of every reader, reducer, head-tag builder and visitor component over any
JSON (10,000 seeded runs per property), and the XSS suite renders 59 filter-evasion URL forms and hostile titles
through every view on the server and in the browser; `docs/reliability.md` has the cases and figures.
