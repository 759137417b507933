Inside Volto, the Social Media control panel and the `social_links` widget are made of Volto's own parts: Save and
Cancel in Volto's toolbar, every field in `FormFieldWrapper`, compact rows that open to edit with Volto's icons, and
one searchable network chooser with icons. The editing logic is one set of hooks shared with the plain-React skin.
