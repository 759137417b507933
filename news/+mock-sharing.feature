The mock backend answers `@sharing` (Volto's Sharing page) as Plone does: GET lists who has which of the roles Can
add, Can edit, Can view and Can review on an object, given there, acquired from above or site-wide, and POST gives and
takes them and turns their acquisition from above on or off. The roles given apply to what follows: an editor given
Editor on a subsite edits its links and settings and not the site root's, a member given Reader on a private section
reads its settings on its pages. It answered 404 before.
