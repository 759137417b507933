The mock backend serves Volto's History: it keeps a version of each page and news item at creation and at each edit,
as CMFEditions does, and answers `GET @history` (the versions and the workflow's entries, the latest first),
`GET @history/<version>` (the object with its fields and dates as they were) and `PATCH @history` (revert to a
version, which keeps a version of its own) as Plone 6.2 does, compared whole with Plone in `npm run test:plone`
(`test/scenarios/history.test.ts`).
